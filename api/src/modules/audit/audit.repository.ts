import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { AUDIT_ACTIONS, type AuditFilter } from '@qrpanel/contracts';
import { sqlDateTime } from '../../platform/database/sql';
import { AuditEntry } from './audit-entry.entity';

/** Whose entries a read covers: one workspace's, or the whole instance's. */
export type AuditScope = { workspaceId: number } | { instance: true };

/** The audit_log table; nothing else reads or writes it. Entries are added and purged, never changed. */
@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEntry) private readonly entries: Repository<AuditEntry>) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.entries.manager.transaction(work);
  }

  /** Adds an entry through the caller's transaction (its change's). */
  async insert(manager: EntityManager, entry: Omit<AuditEntry, 'id'>): Promise<void> {
    await manager.insert(AuditEntry, entry);
  }

  /** A page of the entries in scope matching the filter, newest first, and how many match. */
  async page(
    scope: AuditScope,
    filter: AuditFilter,
    offset: number,
    limit: number,
  ): Promise<{ rows: AuditEntry[]; total: number }> {
    const [rows, total] = await this.matching(scope, filter)
      .orderBy('e.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { rows, total };
  }

  /** Up to `limit` matching entries older (by id) than `before` (null: from the newest): keyset paging. */
  batch(scope: AuditScope, filter: AuditFilter, before: number | null, limit: number): Promise<AuditEntry[]> {
    const query = this.matching(scope, filter);
    if (before !== null) query.andWhere('e.id < :before', { before });
    return query.orderBy('e.id', 'DESC').limit(limit).getMany();
  }

  /** Deletes up to `limit` of the entries made before `before`, oldest first; answers how many. */
  async deleteBefore(before: Date, limit: number): Promise<number> {
    const rows = await this.entries
      .createQueryBuilder('e')
      .select('e.id', 'id')
      .where('e.created_at < :before', { before: sqlDateTime(before) })
      .orderBy('e.id', 'ASC')
      .limit(limit)
      .getRawMany<{ id: number | string }>();
    const ids = rows.map((row) => Number(row.id));
    if (ids.length) await this.entries.delete(ids);
    return ids.length;
  }

  private matching(scope: AuditScope, filter: AuditFilter): SelectQueryBuilder<AuditEntry> {
    const query = this.entries.createQueryBuilder('e').where('1 = 1');
    if ('workspaceId' in scope) query.andWhere('e.workspace_id = :scope', { scope: scope.workspaceId });
    else if (filter.workspace_id !== undefined)
      query.andWhere('e.workspace_id = :workspace', { workspace: filter.workspace_id });
    if (filter.actor !== undefined) query.andWhere('e.actor_user_id = :actor', { actor: filter.actor });
    if (filter.action !== undefined)
      query.andWhere('e.action IN (:...actions)', { actions: actionsOf(filter.action) });
    if (filter.target_type !== undefined)
      query.andWhere('e.target_type = :type', { type: filter.target_type });
    if (filter.target_id !== undefined) query.andWhere('e.target_id = :target', { target: filter.target_id });
    if (filter.from) query.andWhere('e.created_at >= :from', { from: sqlDateTime(filter.from) });
    if (filter.to) query.andWhere('e.created_at <= :to', { to: sqlDateTime(filter.to) });
    return query;
  }
}

/** The actions a filter names: itself, or those it is the start of (`code.`), read through the action's index. */
function actionsOf(filter: string): string[] {
  return filter.endsWith('.') ? AUDIT_ACTIONS.filter((action) => action.startsWith(filter)) : [filter];
}
