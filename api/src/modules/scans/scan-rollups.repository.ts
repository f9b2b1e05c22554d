import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  idTable,
  insertRows,
  isSqlite,
  marks,
  sqlDateTime,
  type Statement,
} from '../../platform/database/sql';
import type { ScanCount } from '../qrcodes';
import { monthOf, piecesOf } from './rollup-periods';
import { EVERY_OWNER, type ScanDimension } from './scan-rollup.entities';
import { isCounted, whereCodes, type CodeIds, type RecordedScan } from './scans.repository';

/** What the roll-ups need of a counted scan, as it waits in scan_rollup_queue. */
export interface CountedScan {
  qrCodeId: number;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  visitorHash: string;
  os: string;
  browser: string;
  device: string;
  country: string | null;
  /** destinationKey() of the destination it was sent to (url codes), else null. */
  dest: string | null;
  region: string | null;
  city: string | null;
  language: string | null;
  /** Hour of the week in the owner's time zone, 0 to 167. */
  hour: number | null;
}

/** A roll-up pass's counts: per code (its counters) and per code and day (the daily uniques). */
export interface PassCounts {
  codes: ScanCount[];
  days: { id: number; day: string; fresh: number }[];
}

/**
 * What a read of the roll-ups covers: one code (its view reads its own rows), some codes
 * (a custom domain's: their own rows added up), or one owner's codes or every owner's
 * (EVERY_OWNER), read from the owner roll-ups, a row a day and value however many codes
 * there are.
 */
export type RollupScope = { code: number } | { codes: readonly number[] } | { owner: number };

/** Each counted code's owner, as the roll-up pass read it with the code locked. */
export type CodeOwners = ReadonlyMap<number, number>;

/** Queue rows taken by one transaction of a roll-up pass. */
export interface QueuedRows {
  ids: number[];
  scans: CountedScan[];
}

/** Queue rows a roll-up transaction takes at most (each holds up to QUEUE_ROW_SCANS scans). */
const PASS_ROWS = 8;
/** Counted scans per queue row: keeps a row's JSON well inside a TEXT column (64 KB). */
const QUEUE_ROW_SCANS = 250;

/** A place under its country, so that two countries' Springfields stay apart: 'US:Springfield'. */
const placeKey = (country: string | null, name: string | null) =>
  name === null ? null : `${country ?? '--'}:${name}`.slice(0, 40);

const DIMENSIONS: [ScanDimension, (s: CountedScan) => string | null][] = [
  ['os', (s) => s.os],
  ['browser', (s) => s.browser],
  ['device', (s) => s.device],
  ['country', (s) => s.country],
  ['dest', (s) => s.dest],
  ['region', (s) => placeKey(s.country, s.region)],
  ['city', (s) => placeKey(s.country, s.city)],
  ['language', (s) => s.language],
  ['hour', (s) => (s.hour === null ? null : String(s.hour))],
];

/**
 * Dimensions read only for one code, which the owner roll-ups leave out: a destination is
 * one code's (answered as scansByDestination in that code's view only).
 */
const PER_CODE_ONLY: ScanDimension = 'dest';

/** Dimensions a scan may have no value for, left out rather than counted as Unknown. */
const OPTIONAL: ReadonlySet<ScanDimension> = new Set(['dest', 'region', 'city', 'language', 'hour']);

/** The key a destination is counted under in scan_breakdown: SHA-1, base64url (27 characters). */
export function destinationKey(url: string): string {
  return createHash('sha1').update(url).digest('base64url');
}

/**
 * The statements that queue a batch's counted scans (people's served scans) for the
 * roll-ups, run in the scans' own transaction. Only inserts: no row of another table is
 * locked or updated, so concurrent batches never wait for each other or for the roll-ups.
 */
export function queueForRollups(scans: RecordedScan[]): Statement[] {
  const counted = scans.filter(isCounted).map(countedScan);
  if (!counted.length) return [];
  const rows: unknown[][] = [];
  for (let i = 0; i < counted.length; i += QUEUE_ROW_SCANS) {
    rows.push([JSON.stringify(counted.slice(i, i + QUEUE_ROW_SCANS).map(toTuple))]);
  }
  return [insertRows('INSERT INTO scan_rollup_queue (scans)', rows)];
}

/**
 * The roll-up tables (scan_rollup_queue, scan_visitors, scan_daily, scan_breakdown) and
 * where the two databases' SQL for them differs.
 */
@Injectable()
export class ScanRollupsRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // READ COMMITTED: taking queue rows must not lock the gap the scan writer inserts into.
    return this.sqlite ? this.db.transaction(work) : this.db.transaction('READ COMMITTED', work);
  }

  async newestQueued(): Promise<number> {
    const [row] = await this.db.query<{ id: number | string | null }[]>(
      'SELECT MAX(id) AS id FROM scan_rollup_queue',
    );
    return Number(row?.id ?? 0);
  }

  /** Takes queue rows; on MariaDB another replica's pass takes the rows after these rather than waiting. */
  async takeQueued(manager: EntityManager): Promise<QueuedRows> {
    const rows = await manager.query<{ id: number | string; scans: string }[]>(
      `SELECT id, scans FROM scan_rollup_queue ORDER BY id LIMIT ${PASS_ROWS}${this.sqlite ? '' : ' FOR UPDATE SKIP LOCKED'}`,
    );
    return {
      ids: rows.map((row) => Number(row.id)),
      scans: rows.flatMap((row) => (JSON.parse(row.scans) as QueuedTuple[]).map(fromTuple)),
    };
  }

  async deleteQueued(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.query(`DELETE FROM scan_rollup_queue WHERE id IN (${marks(ids.length)})`, ids);
  }

  /**
   * Each code's scans and its new visitors (those scan_visitors does not hold yet), per
   * code and per day, read before addToRollups inserts them. A hash belongs to its day (its
   * salt does), so a visitor new to a code today is one of today's uniques; scans without a
   * hash (DNT, Sec-GPC) count as scans only. The codes must be locked first, so that two
   * passes do not count the same code's visitors at once.
   */
  async countsOf(manager: EntityManager, scans: CountedScan[]): Promise<PassCounts> {
    const visits = visitsOf(scans);
    const batch = visits
      .map((_, i) => (i === 0 ? 'SELECT ? AS id, ? AS hash, ? AS day, ? AS n' : 'SELECT ?, ?, ?, ?'))
      .join(' UNION ALL ');
    const rows = await manager.query<{ id: unknown; day: string; scans: unknown; fresh: unknown }[]>(
      `SELECT b.id, b.day, SUM(b.n) AS scans,
         SUM(CASE WHEN b.hash <> '' AND v.qr_code_id IS NULL THEN 1 ELSE 0 END) AS fresh
       FROM (${batch}) b
       LEFT JOIN scan_visitors v ON v.qr_code_id = b.id AND v.visitor_hash = b.hash
       GROUP BY b.id, b.day ORDER BY b.id, b.day`,
      visits.flat(),
    );
    const codes = new Map<number, ScanCount>();
    const days = rows.map((r) => {
      const id = Number(r.id);
      const code = codes.get(id) ?? { id, scans: 0, fresh: 0 };
      code.scans += Number(r.scans);
      code.fresh += Number(r.fresh);
      codes.set(id, code);
      return { id, day: String(r.day), fresh: Number(r.fresh) };
    });
    return { codes: [...codes.values()], days };
  }

  /**
   * Adds counted scans to the visitors, days and breakdowns (all-time, and a day and a
   * month for date ranges), with the days' new visitors from countsOf, so analytics never
   * count raw scans.
   */
  async addToRollups(
    manager: EntityManager,
    scans: CountedScan[],
    days: PassCounts['days'],
    owners: CodeOwners,
  ): Promise<void> {
    const freshOn = new Map(days.map((d) => [JSON.stringify([d.id, d.day]), d.fresh]));
    const facets = scans.flatMap((s) =>
      DIMENSIONS.filter(([dim, read]) => !OPTIONAL.has(dim) || read(s) !== null).map(([dim, read]) => ({
        id: s.qrCodeId,
        day: s.day,
        dim,
        value: read(s) ?? 'Unknown',
      })),
    );
    const visitors = visitsOf(scans).filter(([, hash]) => hash !== '');
    const daily = tally(scans, (s) => [s.qrCodeId, s.day]).map((row) => [
      ...row,
      freshOn.get(JSON.stringify(row.slice(0, 2))) ?? 0,
    ]);
    const breakdown = tally(facets, (f) => [f.id, f.dim, f.value]);
    const breakdownDaily = tally(facets, (f) => [f.id, f.day, f.dim, f.value]);
    const breakdownMonthly = tally(facets, (f) => [f.id, monthOf(f.day), f.dim, f.value]);
    const statements = [
      ...(visitors.length
        ? [
            insertRows(
              `${this.sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE'} INTO scan_visitors (qr_code_id, visitor_hash, day)`,
              visitors.map(([id, hash, day]) => [id, hash, day]),
            ),
          ]
        : []),
      insertRows(
        'INSERT INTO scan_daily (qr_code_id, day, scans, uniques)',
        daily,
        this.addOnConflict(['qr_code_id', 'day'], ['scans', 'uniques']),
      ),
      insertRows(
        'INSERT INTO scan_breakdown (qr_code_id, dimension, value, scans)',
        breakdown,
        this.addOnConflict(['qr_code_id', 'dimension', 'value'], ['scans']),
      ),
      insertRows(
        'INSERT INTO scan_breakdown_daily (qr_code_id, day, dimension, value, scans)',
        breakdownDaily,
        this.addOnConflict(['qr_code_id', 'day', 'dimension', 'value'], ['scans']),
      ),
      insertRows(
        'INSERT INTO scan_breakdown_monthly (qr_code_id, month, dimension, value, scans)',
        breakdownMonthly,
        this.addOnConflict(['qr_code_id', 'month', 'dimension', 'value'], ['scans']),
      ),
      ...this.ownerStatements(owners, daily, breakdown, breakdownDaily, breakdownMonthly),
    ];
    for (const { sql, params } of statements) await manager.query(sql, params);
  }

  /**
   * The per-code rows' counts added to their owners' rows and to every owner's (see
   * ScanOwnerDaily), but for the per-code-only dimension. Summed from the per-code tallies
   * (rows of code id, key…, counts…), so a pass adds few rows however many codes it saw.
   */
  private ownerStatements(
    owners: CodeOwners,
    daily: unknown[][],
    breakdown: unknown[][],
    breakdownDaily: unknown[][],
    breakdownMonthly: unknown[][],
  ): Statement[] {
    const statements: Statement[] = [];
    // [rows, table, key columns, count columns, where a row holds its dimension (-1: none)]
    for (const [rows, table, keys, counts, dimensionAt] of [
      [daily, 'scan_owner_daily', ['day'], ['scans', 'uniques'], -1],
      [breakdown, 'scan_owner_breakdown', ['dimension', 'value'], ['scans'], 1],
      [breakdownDaily, 'scan_owner_breakdown_daily', ['day', 'dimension', 'value'], ['scans'], 2],
      [breakdownMonthly, 'scan_owner_breakdown_monthly', ['month', 'dimension', 'value'], ['scans'], 2],
    ] as const) {
      const kept = dimensionAt < 0 ? rows : rows.filter((row) => row[dimensionAt] !== PER_CODE_ONLY);
      const summed = sumByOwner(kept, owners, keys.length);
      if (!summed.length) continue;
      statements.push(
        insertRows(
          `INSERT INTO ${table} (owner_id, ${[...keys, ...counts].join(', ')})`,
          summed,
          this.addOnConflict(['owner_id', ...keys], [...counts]),
        ),
      );
    }
    return statements;
  }

  /**
   * Adds the codes' per-code rows, times `sign`, to the owner's rows. The codes must be
   * locked, so that no roll-up pass adds to them meanwhile.
   */
  private async shiftCodes(
    manager: EntityManager,
    codes: readonly number[],
    owner: number,
    sign: 1 | -1,
  ): Promise<void> {
    if (!codes.length) return;
    const ids = idTable(this.sqlite, codes);
    const tables: [string, string, string[], string[]][] = [
      ['scan_owner_daily', 'scan_daily', ['day'], ['scans', 'uniques']],
      ['scan_owner_breakdown', 'scan_breakdown', ['dimension', 'value'], ['scans']],
      ['scan_owner_breakdown_daily', 'scan_breakdown_daily', ['day', 'dimension', 'value'], ['scans']],
      ['scan_owner_breakdown_monthly', 'scan_breakdown_monthly', ['month', 'dimension', 'value'], ['scans']],
    ];
    for (const [target, source, keys, counts] of tables) {
      // A derived table x, so that the upsert's names cannot be mistaken for the source's.
      await manager.query(
        `INSERT INTO ${target} (owner_id, ${[...keys, ...counts].join(', ')})
         SELECT * FROM (
           SELECT ? AS o, ${keys.map((k) => `r.${k} AS k_${k}`).join(', ')},
             ${counts.map((c) => `SUM(r.${c}) * ${sign} AS n_${c}`).join(', ')}
           FROM ${source} r WHERE r.qr_code_id IN (${ids.sql})${keys.includes('dimension') ? ` AND r.dimension <> '${PER_CODE_ONLY}'` : ''}
           GROUP BY ${keys.map((k) => `r.${k}`).join(', ')}
         ) x WHERE 1 = 1
         ${this.addOnConflict(['owner_id', ...keys], counts)}`,
        [owner, ...ids.params],
      );
    }
  }

  /** Before an owner's codes are deleted: their counts leave the owner's and every owner's roll-ups. */
  async takeOffOwner(manager: EntityManager, codes: readonly number[], owner: number): Promise<void> {
    await this.shiftCodes(manager, codes, owner, -1);
    await this.shiftCodes(manager, codes, EVERY_OWNER, -1);
  }

  /** Before codes change owner: their counts move from one owner's roll-ups to the other's. */
  async moveToOwner(
    manager: EntityManager,
    codes: readonly number[],
    from: number,
    to: number,
  ): Promise<void> {
    await this.shiftCodes(manager, codes, from, -1);
    await this.shiftCodes(manager, codes, to, 1);
  }

  /** A deleted owner's own rows (their codes' counts already left every owner's). */
  async deleteOwner(manager: EntityManager, owner: number): Promise<void> {
    for (const table of [
      'scan_owner_daily',
      'scan_owner_breakdown',
      'scan_owner_breakdown_daily',
      'scan_owner_breakdown_monthly',
    ]) {
      await manager.query(`DELETE FROM ${table} WHERE owner_id = ?`, [owner]);
    }
  }

  /**
   * The table to read and its WHERE clause (on alias r) for a scope: the code's own rows,
   * or the owner's rows. Counts taken off an owner leave rows at zero, which reads
   * leave out (HAVING), as if they had never been there.
   */
  private source(
    scope: RollupScope,
    perCode: string,
    perOwner: string,
  ): { from: string; where: string; params: unknown[] } {
    if ('code' in scope) return { from: `${perCode} r`, where: 'r.qr_code_id = ?', params: [scope.code] };
    if ('owner' in scope) return { from: `${perOwner} r`, where: 'r.owner_id = ?', params: [scope.owner] };
    const ids = idTable(this.sqlite, scope.codes);
    return { from: `${perCode} r`, where: `r.qr_code_id IN (${ids.sql})`, params: ids.params };
  }

  /**
   * Deletes up to `limit` unique-visitor rows of days before `day` (and those from before
   * hashes had a day); answers how many.
   */
  async forgetVisitorsBefore(day: string, limit: number): Promise<number> {
    const rows = await this.db.query<{ id: number | string; hash: string }[]>(
      `SELECT qr_code_id AS id, visitor_hash AS hash FROM scan_visitors
       WHERE day < ? OR day IS NULL LIMIT ${Number(limit)}`,
      [day],
    );
    if (!rows.length) return 0;
    await this.db.query(
      `DELETE FROM scan_visitors WHERE ${rows.map(() => '(qr_code_id = ? AND visitor_hash = ?)').join(' OR ')}`,
      rows.flatMap((r) => [Number(r.id), r.hash]),
    );
    return rows.length;
  }

  /** The scope's counted scans since a day (inclusive). */
  async scansSince(scope: RollupScope, day: string): Promise<number> {
    const { from, where, params } = this.source(scope, 'scan_daily', 'scan_owner_daily');
    const [row] = await this.db.query<{ scans: unknown }[]>(
      `SELECT COALESCE(SUM(r.scans), 0) AS scans FROM ${from} WHERE r.day >= ? AND ${where}`,
      [day, ...params],
    );
    return Number(row?.scans ?? 0);
  }

  /** The scope's counted scans and daily uniques a day, from and to a day (inclusive); days without scans are left out. */
  async daysBetween(
    scope: RollupScope,
    fromDay: string,
    toDay: string,
  ): Promise<{ day: unknown; scans: number; uniques: number }[]> {
    const { from, where, params } = this.source(scope, 'scan_daily', 'scan_owner_daily');
    const rows = await this.db.query<{ day: unknown; scans: unknown; uniques: unknown }[]>(
      `SELECT r.day AS day, SUM(r.scans) AS scans, SUM(r.uniques) AS uniques FROM ${from}
       WHERE r.day >= ? AND r.day <= ? AND ${where} GROUP BY r.day HAVING SUM(r.scans) > 0`,
      [fromDay, toDay, ...params],
    );
    return rows.map((r) => ({ day: r.day, scans: Number(r.scans), uniques: Number(r.uniques) }));
  }

  /**
   * The codes scanned most from and to a day (inclusive), most first, with their scans in
   * the period before (`before`, equal length) beside them; ties by id.
   */
  async topCodes(
    codes: CodeIds,
    period: { from: string; to: string },
    before: { from: string; to: string },
    limit: number,
  ): Promise<{ id: number; scans: number; previousScans: number }[]> {
    if (codes?.length === 0) return [];
    const of = whereCodes(this.sqlite, 'd.qr_code_id', codes);
    const rows = await this.db.query<{ id: unknown; scans: unknown; previous: unknown }[]>(
      `SELECT d.qr_code_id AS id,
         SUM(CASE WHEN d.day >= ? THEN d.scans ELSE 0 END) AS scans,
         SUM(CASE WHEN d.day < ? THEN d.scans ELSE 0 END) AS previous
       FROM scan_daily d
       WHERE d.day >= ? AND d.day <= ? ${of.sql}
       GROUP BY d.qr_code_id
       HAVING SUM(CASE WHEN d.day >= ? THEN d.scans ELSE 0 END) > 0
       ORDER BY scans DESC, d.qr_code_id LIMIT ${Number(limit)}`,
      [period.from, period.from, before.from, period.to, ...of.params, period.from],
    );
    return rows.map((r) => ({ id: Number(r.id), scans: Number(r.scans), previousScans: Number(r.previous) }));
  }

  /**
   * The scope's counted scans by dimension and value from and to a day (inclusive), most
   * first: the range's whole months from the monthly rows, the days at its ends from the
   * daily rows, added or taken off (rollup-periods.ts).
   */
  async breakdownBetween(
    scope: RollupScope,
    fromDay: string,
    toDay: string,
  ): Promise<{ dimension: string; value: string; scans: number }[]> {
    const { months, days } = piecesOf(fromDay, toDay);
    const monthly = this.source(scope, 'scan_breakdown_monthly', 'scan_owner_breakdown_monthly');
    const daily = this.source(scope, 'scan_breakdown_daily', 'scan_owner_breakdown_daily');
    const parts = [
      ...(months
        ? [
            {
              sql: `SELECT r.dimension, r.value, r.scans FROM ${monthly.from}
                WHERE r.month >= ? AND r.month <= ? AND ${monthly.where}`,
              params: [months.from, months.to, ...monthly.params],
            },
          ]
        : []),
      ...days.map(({ from, to, sign }) => ({
        sql: `SELECT r.dimension, r.value, ${sign < 0 ? '-' : ''}r.scans AS scans FROM ${daily.from}
          WHERE r.day >= ? AND r.day <= ? AND ${daily.where}`,
        params: [from, to, ...daily.params],
      })),
    ];
    return this.breakdownRows(
      `(${parts.map((p) => p.sql).join(' UNION ALL ')}) r`,
      '1 = 1',
      parts.flatMap((p) => p.params),
    );
  }

  /** The scope's counted scans by dimension and value, most first. */
  breakdown(scope: RollupScope): Promise<{ dimension: string; value: string; scans: number }[]> {
    const { from, where, params } = this.source(scope, 'scan_breakdown', 'scan_owner_breakdown');
    return this.breakdownRows(from, where, params);
  }

  private async breakdownRows(
    from: string,
    where: string,
    params: unknown[],
  ): Promise<{ dimension: string; value: string; scans: number }[]> {
    const rows = await this.db.query<{ dimension: string; value: string; scans: unknown }[]>(
      `SELECT r.dimension, r.value, SUM(r.scans) AS scans FROM ${from} WHERE ${where}
       GROUP BY r.dimension, r.value HAVING SUM(r.scans) > 0 ORDER BY scans DESC, r.value`,
      params,
    );
    return rows.map((r) => ({ dimension: r.dimension, value: r.value, scans: Number(r.scans) }));
  }

  /** The clause that adds the new counts to an existing row's. */
  private addOnConflict(keys: string[], columns: string[]): string {
    return this.sqlite
      ? `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${columns.map((c) => `${c} = ${c} + excluded.${c}`).join(', ')}`
      : `ON DUPLICATE KEY UPDATE ${columns.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}`;
  }
}

function countedScan(s: RecordedScan): CountedScan {
  return {
    qrCodeId: s.qrCodeId,
    day: sqlDateTime(s.at).slice(0, 10),
    visitorHash: s.visitor.visitorHash,
    os: s.visitor.os.slice(0, 40),
    browser: s.visitor.browser.slice(0, 40),
    device: s.visitor.deviceType,
    country: s.visitor.country,
    dest: s.destination ? destinationKey(s.destination) : null,
    region: s.visitor.region,
    city: s.visitor.city,
    language: s.visitor.language,
    hour: s.hourOfWeek,
  };
}

/** Each code's visitors a day and their scans, in key order. */
function visitsOf(scans: CountedScan[]): [number, string, string, number][] {
  return tally(scans, (s) => [s.qrCodeId, s.visitorHash, s.day]) as [number, string, string, number][];
}

/** A queued scan as a tuple: a queue row stays a third of the size of named fields. */
type QueuedTuple = [
  number,
  string,
  string,
  string,
  string,
  string,
  string | null,
  (string | null)?,
  (string | null)?,
  (string | null)?,
  (string | null)?,
  (number | null)?,
];

const toTuple = (s: CountedScan): QueuedTuple => [
  s.qrCodeId,
  s.day,
  s.visitorHash,
  s.os,
  s.browser,
  s.device,
  s.country,
  s.dest,
  s.region,
  s.city,
  s.language,
  s.hour,
];

const fromTuple = ([
  qrCodeId,
  day,
  visitorHash,
  os,
  browser,
  device,
  country,
  dest,
  region,
  city,
  language,
  hour,
]: QueuedTuple): CountedScan => ({
  qrCodeId,
  day,
  visitorHash,
  os,
  browser,
  device,
  country,
  // Rows queued before destinations (or places, languages, hours) were counted have none.
  dest: dest ?? null,
  region: region ?? null,
  city: city ?? null,
  language: language ?? null,
  hour: hour ?? null,
});

/**
 * Per-code rows (code id, `keys` key values, then counts) summed per owner and for every
 * owner: rows of owner id, the key values and the counts, in key order (as tally's).
 */
function sumByOwner(rows: unknown[][], owners: CodeOwners, keys: number): unknown[][] {
  const sums = new Map<string, unknown[]>();
  for (const row of rows) {
    const key = row.slice(1, 1 + keys);
    const counts = row.slice(1 + keys) as number[];
    for (const owner of [owners.get(row[0] as number) as number, EVERY_OWNER]) {
      const id = JSON.stringify([owner, ...key]);
      const sum = sums.get(id);
      if (sum) counts.forEach((n, i) => ((sum[1 + keys + i] as number) += n));
      else sums.set(id, [owner, ...key, ...counts]);
    }
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/**
 * Counts the items by key: one row per key, the key's values then the count, in key
 * order, so concurrent writers lock the same rows in the same order.
 */
function tally<T>(items: T[], keyOf: (item: T) => (string | number)[]): unknown[][] {
  const rows = new Map<string, unknown[]>();
  for (const item of items) {
    const key = keyOf(item);
    const id = JSON.stringify(key);
    const row = rows.get(id);
    if (row) row[row.length - 1] = (row[row.length - 1] as number) + 1;
    else rows.set(id, [...key, 1]);
  }
  return [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}
