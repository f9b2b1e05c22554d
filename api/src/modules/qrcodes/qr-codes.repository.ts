import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { foldKey } from '@qrpanel/contracts';
import { isSqlite, marks } from '../../platform/database/sql';
import { QrCode } from './qr-code.entity';

/** Whose codes a read covers: one workspace's, or everyone's (null); optionally one code. */
export interface CodeScope {
  workspaceId: number | null;
  qrId?: number;
  /** The codes on one custom domain (0: on the instance's own host). */
  domainId?: number;
}

/** What a scope's codes add up to. */
export interface CodeTotals {
  codes: number;
  dynamic: number;
  scans: number;
  uniqueScans: number;
}

/** Scans to add to one code's counters. */
export interface ScanCount {
  id: number;
  scans: number;
  /** Visitors new to the code. */
  fresh: number;
}

/**
 * The one place that reads and writes `qr_codes` in SQL, with the two databases'
 * differences. Other modules read codes through it (or QrCodesService), never by
 * naming the table themselves.
 */
@Injectable()
export class QrCodesRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  /** The ids of the scope's codes, in id order (read from an index leading with workspace_id). */
  async idsIn(scope: CodeScope): Promise<number[]> {
    const { where, params } = scopeWhere(scope);
    const rows = await this.db.query<{ id: number | string }[]>(
      `SELECT q.id FROM qr_codes q WHERE ${where} ORDER BY q.id`,
      params,
    );
    return rows.map((row) => Number(row.id));
  }

  async exists(scope: CodeScope): Promise<boolean> {
    const { where, params } = scopeWhere(scope);
    return (
      (await this.db.query<unknown[]>(`SELECT q.id FROM qr_codes q WHERE ${where} LIMIT 1`, params)).length >
      0
    );
  }

  async totals(scope: CodeScope): Promise<CodeTotals> {
    const { where, params } = scopeWhere(scope);
    const [row] = await this.db.query<Record<keyof CodeTotals, unknown>[]>(
      `SELECT COUNT(*) AS codes,
         COALESCE(SUM(CASE WHEN q.generation_type = 'dynamic' THEN 1 ELSE 0 END), 0) AS dynamic,
         COALESCE(SUM(q.scans_count), 0) AS scans, COALESCE(SUM(q.unique_scans), 0) AS uniqueScans
       FROM qr_codes q WHERE ${where}`,
      params,
    );
    return {
      codes: Number(row.codes),
      dynamic: Number(row.dynamic),
      scans: Number(row.scans),
      uniqueScans: Number(row.uniqueScans),
    };
  }

  /** How many codes each of these workspaces holds (those with none are left out). */
  async countsByWorkspace(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db.query<{ workspace_id: number | string; n: number | string }[]>(
      `SELECT workspace_id, COUNT(*) AS n FROM qr_codes WHERE workspace_id IN (${marks(ids.length)}) GROUP BY workspace_id`,
      [...ids],
    );
    return new Map(rows.map((r) => [Number(r.workspace_id), Number(r.n)]));
  }

  /** How many codes answer on each of these custom domains (those with none are left out). */
  async countsByDomain(ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await this.db.query<{ domain_id: number | string; n: number | string }[]>(
      `SELECT domain_id, COUNT(*) AS n FROM qr_codes WHERE domain_id IN (${marks(ids.length)}) GROUP BY domain_id`,
      [...ids],
    );
    return new Map(rows.map((r) => [Number(r.domain_id), Number(r.n)]));
  }

  /** The dynamic code a redirect address names. */
  dynamicByUuid(uuid: string): Promise<QrCode | null> {
    return this.db.getRepository(QrCode).findOneBy({ uuid, generationType: 'dynamic' });
  }

  /** The dynamic code a short address names: its key (any case) on its domain (0: the instance's host). */
  dynamicByKey(key: string, domainId: number): Promise<QrCode | null> {
    return this.db
      .getRepository(QrCode)
      .findOneBy({ domainId, keyFolded: foldKey(key), generationType: 'dynamic' });
  }

  /** Each code's label and key, for lists of what happened to codes. */
  async names(ids: readonly number[]): Promise<Map<number, Pick<QrCode, 'label' | 'uuid'>>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .getRepository(QrCode)
      .find({ select: { id: true, label: true, uuid: true }, where: { id: In([...ids]) } });
    return new Map(rows.map(({ id, label, uuid }) => [id, { label, uuid }]));
  }

  /**
   * The code's row, locked for writing in MariaDB before anything else in the transaction.
   * In SQLite transactions take turns (sqlite-one-writer).
   */
  lockOne(manager: EntityManager, id: number): Promise<QrCode | null> {
    const query = manager.createQueryBuilder(QrCode, 'code').where('code.id = :id', { id });
    if (!this.sqlite) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /**
   * Which of these codes exist and their owners (their workspaces), their rows locked for
   * the transaction in id order.
   */
  async lockOwners(manager: EntityManager, ids: readonly number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const sorted = [...ids].sort((a, b) => a - b);
    const rows = await manager.query<{ id: number | string; owner: number | string }[]>(
      `SELECT id, workspace_id AS owner FROM qr_codes WHERE id IN (${marks(sorted.length)}) ORDER BY id${this.sqlite ? '' : ' FOR UPDATE'}`,
      sorted,
    );
    return new Map(rows.map((row) => [Number(row.id), Number(row.owner)]));
  }

  /**
   * The ids of a workspace's codes (`workspace_id`) or of those a user made (`user_id`),
   * their rows locked for the transaction in id order (as lockOwners does).
   */
  async lockWhere(
    manager: EntityManager,
    column: 'workspace_id' | 'user_id',
    value: number,
  ): Promise<number[]> {
    const rows = await manager.query<{ id: number | string }[]>(
      `SELECT id FROM qr_codes WHERE ${column} = ? ORDER BY id${this.sqlite ? '' : ' FOR UPDATE'}`,
      [value],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Takes one of a capped code's scans: true while it had fewer than max_scans. The count
   * and the comparison are one statement, so scans arriving together on any number of
   * replicas never take more than the cap between them; the cap read is the row's own, as
   * an edit left it.
   */
  async takeCappedScan(id: number): Promise<boolean> {
    return (
      (await this.changes(
        'UPDATE qr_codes SET cap_count = cap_count + 1 WHERE id = ? AND cap_count < max_scans',
        [id],
      )) === 1
    );
  }

  /** Gives back a scan taken for a scanner who was not answered (its scan could not be stored). */
  async giveBackCappedScan(id: number): Promise<void> {
    await this.changes('UPDATE qr_codes SET cap_count = cap_count - 1 WHERE id = ? AND cap_count > 0', [id]);
  }

  /**
   * Runs one statement on its own and answers the rows it changed. SQLite's takes its turn
   * as a transaction (sqlite-one-writer): run at once, it would join whichever transaction
   * is open on the shared connection, and be undone were that one rolled back.
   */
  private async changes(sql: string, params: unknown[]): Promise<number> {
    if (this.sqlite) {
      return this.db.transaction(async (manager) => {
        const result = await manager.queryRunner!.query(sql, params, true);
        return result.affected ?? 0;
      });
    }
    const runner = this.db.createQueryRunner();
    try {
      return (await runner.query(sql, params, true)).affected ?? 0;
    } finally {
      await runner.release();
    }
  }

  /**
   * Adds scans and new visitors to the codes' counters in one statement, with the codes
   * locked (lockOwners); the scan roll-ups count them and hand them over (CodeCounters).
   */
  async addScans(manager: EntityManager, counts: readonly ScanCount[]): Promise<void> {
    if (!counts.length) return;
    const derived = counts
      .map((_, i) => (i === 0 ? 'SELECT ? AS id, ? AS scans, ? AS fresh' : 'SELECT ?, ?, ?'))
      .join(' UNION ALL ');
    const params = counts.flatMap((c) => [c.id, c.scans, c.fresh]);
    await manager.query(
      this.sqlite
        ? `UPDATE qr_codes SET scans_count = scans_count + c.scans, unique_scans = unique_scans + c.fresh
           FROM (${derived}) AS c WHERE qr_codes.id = c.id`
        : `UPDATE qr_codes q JOIN (${derived}) c ON c.id = q.id
           SET q.scans_count = q.scans_count + c.scans, q.unique_scans = q.unique_scans + c.fresh`,
      params,
    );
  }
}

/** The WHERE clause (on qr_codes aliased q) and its parameters for a scope. */
function scopeWhere(scope: CodeScope): { where: string; params: number[] } {
  const clauses: string[] = [];
  const params: number[] = [];
  if (scope.workspaceId !== null) {
    clauses.push('q.workspace_id = ?');
    params.push(scope.workspaceId);
  }
  if (scope.qrId !== undefined) {
    clauses.push('q.id = ?');
    params.push(scope.qrId);
  }
  if (scope.domainId !== undefined) {
    clauses.push('q.domain_id = ?');
    params.push(scope.domainId);
  }
  return { where: clauses.length ? clauses.join(' AND ') : '1 = 1', params };
}
