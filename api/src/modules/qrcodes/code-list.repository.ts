import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Brackets, DataSource, In, type SelectQueryBuilder } from 'typeorm';
import {
  LIST_MESSAGES,
  NO_FOLDER,
  isAdminRole,
  type CodeListFilter,
  type ListSort,
  type SortField,
} from '@qrpanel/contracts';
import type { Principal } from '../../platform/common/principal';
import { likePattern } from '../../platform/database/paged-query';
import { sqlDateTime } from '../../platform/database/sql';
import type { ActingWorkspace } from '../workspaces';
import { QrCode } from './qr-code.entity';

/** Whose codes a list covers: one workspace's, or everyone's (null, admins). */
export interface ListScope {
  workspaceId: number | null;
}

/**
 * Whose codes a caller's list, bulk action or export reaches: the active workspace's. A
 * `userId` filter naming anyone else is refused (403) rather than read as the caller's,
 * which once made a bulk delete "of another user's codes" delete every code of the caller;
 * naming themselves is the same as naming no one. Administrators reach everyone's, or one
 * maker's by `userId`; `ownOnly` lists (My QR Codes, the public API) hold the active
 * workspace's codes, whoever calls.
 */
export function scopeOf(
  actor: Principal,
  workspace: ActingWorkspace,
  filter: CodeListFilter,
  ownOnly = false,
): ListScope {
  const admin = isAdminRole(actor.role);
  if (filter.userId !== undefined && filter.userId !== actor.id) {
    if (ownOnly) throw new ForbiddenException(LIST_MESSAGES.ownCodesOnly);
    if (!admin) throw new ForbiddenException(LIST_MESSAGES.othersCodes);
  }
  if (ownOnly || !admin) return { workspaceId: workspace.id };
  return { workspaceId: null };
}

/** The entity property each sortable column of the list is. */
const SORT_COLUMNS: Record<SortField<'codes'>, keyof QrCode> = {
  created_at: 'createdAt',
  label: 'label',
  type: 'type',
  generation_type: 'generationType',
  status: 'status',
  scans_count: 'scansCount',
};

/** Matches of a search read in one pass, at most (beyond, a count and a page are read apart). */
const SEARCH_IDS_AT_ONCE = 2_000;

/**
 * The lists of codes: a page of a scope's codes matching a filter, and every id
 * a filter matches (bulk actions). The same filter reads alike everywhere it is used.
 */
@Injectable()
export class CodeListRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * A page's codes and the total. The page's ids come from the index alone (ordered by
   * the sort column and id, both in the index), then only those rows are read. Past the
   * middle the page is read from the other end, so the deepest page walks no further
   * than the first.
   */
  async page(
    scope: ListScope,
    filter: CodeListFilter,
    sort: ListSort,
    page: number,
    limit: number,
    withOwner: boolean,
  ): Promise<{ codes: QrCode[]; total: number }> {
    const offset = (page - 1) * limit;
    if (filter.q) {
      const searched = await this.searchedPage(scope, filter, sort, offset, limit, withOwner);
      if (searched) return searched;
    }
    const total = await this.count(scope, filter);
    if (offset >= total) return { codes: [], total };
    const fromEnd = offset > total / 2;
    const take = Math.min(limit, total - offset);
    const skip = fromEnd ? total - offset - take : offset;
    const direction = (sort.direction === 'desc') !== fromEnd ? 'DESC' : 'ASC';
    const column = `q.${SORT_COLUMNS[sort.field as SortField<'codes'>]}`;
    const rows = await this.filtered(scope, filter)
      .select('q.id', 'id')
      .orderBy(column, direction)
      .addOrderBy('q.id', direction)
      .offset(skip)
      .limit(take)
      .getRawMany<{ id: number | string }>();
    const ids = rows.map((r) => Number(r.id));
    if (fromEnd) ids.reverse();
    return { codes: await this.codesOf(ids, withOwner), total };
  }

  /**
   * A searched page in one pass: a substring search reads every label and key in the scope
   * (no index serves `LIKE '%…%'`), so the matches' ids are read once and both the total
   * and the page come from them, instead of one pass to count and another for the page.
   * Null when more than SEARCH_IDS_AT_ONCE match: then the two passes it is.
   */
  private async searchedPage(
    scope: ListScope,
    filter: CodeListFilter,
    sort: ListSort,
    offset: number,
    limit: number,
    withOwner: boolean,
  ): Promise<{ codes: QrCode[]; total: number } | null> {
    const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
    // The matches' ids first, in no order, from a label index alone (the owner's holds the
    // label, the id and the key); then only the matches' rows are read and sorted. Ordered in
    // the one query, the database walks the sort's index and reads every row in scope.
    const matches = this.filtered(scope, filter)
      .select('q.id', 'id')
      .limit(SEARCH_IDS_AT_ONCE + 1);
    const rows = await this.db
      .getRepository(QrCode)
      .createQueryBuilder('s')
      .select('s.id', 'id')
      .innerJoin(`(${matches.getQuery()})`, 'm', 'm.id = s.id')
      .setParameters(matches.getParameters())
      .orderBy(`s.${SORT_COLUMNS[sort.field as SortField<'codes'>]}`, direction)
      .addOrderBy('s.id', direction)
      .getRawMany<{ id: number | string }>();
    if (rows.length > SEARCH_IDS_AT_ONCE) return null;
    const ids = rows.slice(offset, offset + limit).map((r) => Number(r.id));
    return { codes: await this.codesOf(ids, withOwner), total: rows.length };
  }

  /** The codes of `ids`, in that order. */
  private async codesOf(ids: number[], withOwner: boolean): Promise<QrCode[]> {
    if (ids.length === 0) return [];
    const found = await this.db
      .getRepository(QrCode)
      .find({ where: { id: In(ids) }, relations: withOwner ? { user: true } : {} });
    const byId = new Map(found.map((code) => [code.id, code]));
    return ids.map((id) => byId.get(id)).filter((c): c is QrCode => !!c);
  }

  /** Every code matching, in the list's order (the lists asked without a page). */
  all(scope: ListScope, filter: CodeListFilter, sort: ListSort, withOwner: boolean): Promise<QrCode[]> {
    const direction = sort.direction === 'desc' ? 'DESC' : 'ASC';
    const query = this.filtered(scope, filter)
      .orderBy(`q.${SORT_COLUMNS[sort.field as SortField<'codes'>]}`, direction)
      .addOrderBy('q.id', direction);
    if (withOwner) query.leftJoinAndSelect('q.user', 'user');
    return query.getMany();
  }

  async count(scope: ListScope, filter: CodeListFilter): Promise<number> {
    const row = await this.filtered(scope, filter)
      .select('COUNT(*)', 'n')
      .getRawOne<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  /** The ids a filter matches in the scope, in id order (bulk actions on "all N matching"). */
  async matchingIds(scope: ListScope, filter: CodeListFilter): Promise<number[]> {
    const rows = await this.filtered(scope, filter)
      .select('q.id', 'id')
      .orderBy('q.id', 'ASC')
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }

  private filtered(scope: ListScope, filter: CodeListFilter): SelectQueryBuilder<QrCode> {
    const query = this.db.getRepository(QrCode).createQueryBuilder('q').where('1 = 1');
    if (scope.workspaceId !== null)
      query.andWhere('q.workspace_id = :workspaceId', { workspaceId: scope.workspaceId });
    else if (filter.userId !== undefined) query.andWhere('q.user_id = :userId', { userId: filter.userId });
    if (filter.q) {
      const like = likePattern(filter.q);
      query.andWhere(
        new Brackets((w) =>
          w
            .where("q.label LIKE :like ESCAPE '!'", { like })
            .orWhere("q.uuid LIKE :like ESCAPE '!'", { like }),
        ),
      );
    }
    if (filter.type) query.andWhere('q.type = :type', { type: filter.type });
    if (filter.generation_type) query.andWhere('q.generation_type = :gen', { gen: filter.generation_type });
    if (filter.status) this.whereStatus(query, filter.status);
    if (filter.folderId === NO_FOLDER) query.andWhere('q.folder_id IS NULL');
    else if (filter.folderId !== undefined)
      query.andWhere('q.folder_id = :folderId', { folderId: filter.folderId });
    if (filter.tag) {
      query.andWhere('q.id IN (SELECT t.qr_code_id FROM qr_code_tags t WHERE t.tag = :tag)', {
        tag: filter.tag.toLowerCase(),
      });
    }
    return query;
  }

  /** `expired` is not stored: a dynamic code whose expiry has passed reads as expired. */
  private whereStatus(
    query: SelectQueryBuilder<QrCode>,
    status: NonNullable<CodeListFilter['status']>,
  ): void {
    const now = sqlDateTime(new Date());
    if (status === 'expired') {
      query.andWhere('q.status IS NOT NULL AND q.expires_at <= :now', { now });
      return;
    }
    query.andWhere('q.status = :status AND (q.expires_at IS NULL OR q.expires_at > :now)', { status, now });
  }
}
