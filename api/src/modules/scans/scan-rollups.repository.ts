import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { insertRows, isSqlite, marks, sqlDateTime, type Statement } from '../../platform/database/sql';
import type { CodeIdsQuery, ScanCount } from '../qrcodes/qr-codes.repository';
import type { ScanDimension } from './scan-rollup.entities';
import type { RecordedScan } from './scans.repository';

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
}

/** Queue rows taken by one transaction of a roll-up pass. */
export interface QueuedRows {
  ids: number[];
  scans: CountedScan[];
}

/** Queue rows a roll-up transaction takes at most (each holds up to QUEUE_ROW_SCANS scans). */
const PASS_ROWS = 8;
/** Counted scans per queue row: keeps a row's JSON well inside a TEXT column (64 KB). */
const QUEUE_ROW_SCANS = 250;

const DIMENSIONS: [ScanDimension, (s: CountedScan) => string | null][] = [
  ['os', (s) => s.os],
  ['browser', (s) => s.browser],
  ['device', (s) => s.device],
  ['country', (s) => s.country],
  ['dest', (s) => s.dest],
];

/** Dimensions a scan may have no value for, left out rather than counted as Unknown. */
const OPTIONAL: ReadonlySet<ScanDimension> = new Set(['dest']);

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
  const counted = scans.filter((s) => !s.visitor.isBot && s.outcome === 'served').map(countedScan);
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
   * Each code's scans and its new visitors (those scan_visitors does not hold yet), read
   * before addToRollups inserts them. The codes must be locked first, so that two passes do
   * not count the same code's visitors at once.
   */
  async countsOf(manager: EntityManager, scans: CountedScan[]): Promise<ScanCount[]> {
    const visits = visitsOf(scans);
    const batch = visits
      .map((_, i) => (i === 0 ? 'SELECT ? AS id, ? AS hash, ? AS n' : 'SELECT ?, ?, ?'))
      .join(' UNION ALL ');
    const rows = await manager.query<{ id: unknown; scans: unknown; fresh: unknown }[]>(
      `SELECT b.id, SUM(b.n) AS scans, SUM(CASE WHEN v.qr_code_id IS NULL THEN 1 ELSE 0 END) AS fresh
       FROM (${batch}) b
       LEFT JOIN scan_visitors v ON v.qr_code_id = b.id AND v.visitor_hash = b.hash
       GROUP BY b.id ORDER BY b.id`,
      visits.flat(),
    );
    return rows.map((r) => ({ id: Number(r.id), scans: Number(r.scans), fresh: Number(r.fresh) }));
  }

  /** Adds counted scans to the visitors, days and breakdowns, so analytics never count raw scans. */
  async addToRollups(manager: EntityManager, scans: CountedScan[]): Promise<void> {
    const statements = [
      insertRows(
        `${this.sqlite ? 'INSERT OR IGNORE' : 'INSERT IGNORE'} INTO scan_visitors (qr_code_id, visitor_hash)`,
        visitsOf(scans).map(([id, hash]) => [id, hash]),
      ),
      insertRows(
        'INSERT INTO scan_daily (qr_code_id, day, scans)',
        tally(scans, (s) => [s.qrCodeId, s.day]),
        this.addOnConflict(['qr_code_id', 'day'], 'scans'),
      ),
      insertRows(
        'INSERT INTO scan_breakdown (qr_code_id, dimension, value, scans)',
        tally(
          scans.flatMap((s) =>
            DIMENSIONS.filter(([dim, read]) => !OPTIONAL.has(dim) || read(s) !== null).map(([dim, read]) => ({
              id: s.qrCodeId,
              dim,
              value: read(s) ?? 'Unknown',
            })),
          ),
          (f) => [f.id, f.dim, f.value],
        ),
        this.addOnConflict(['qr_code_id', 'dimension', 'value'], 'scans'),
      ),
    ];
    for (const { sql, params } of statements) await manager.query(sql, params);
  }

  /** The codes' counted scans since a day (inclusive). */
  async scansSince(codes: CodeIdsQuery, day: string): Promise<number> {
    const [row] = await this.db.query<{ scans: unknown }[]>(
      `SELECT COALESCE(SUM(d.scans), 0) AS scans FROM scan_daily d
       WHERE d.day >= ? AND d.qr_code_id IN (${codes.sql})`,
      [day, ...codes.params],
    );
    return Number(row?.scans ?? 0);
  }

  /** The codes' counted scans a day since a day (inclusive); days without scans are left out. */
  async scansByDay(codes: CodeIdsQuery, day: string): Promise<{ day: unknown; scans: number }[]> {
    const rows = await this.db.query<{ day: unknown; scans: unknown }[]>(
      `SELECT d.day AS day, SUM(d.scans) AS scans FROM scan_daily d
       WHERE d.day >= ? AND d.qr_code_id IN (${codes.sql}) GROUP BY d.day`,
      [day, ...codes.params],
    );
    return rows.map((r) => ({ day: r.day, scans: Number(r.scans) }));
  }

  /** The codes' counted scans by dimension and value, most first. */
  async breakdown(codes: CodeIdsQuery): Promise<{ dimension: string; value: string; scans: number }[]> {
    const rows = await this.db.query<{ dimension: string; value: string; scans: unknown }[]>(
      `SELECT b.dimension, b.value, SUM(b.scans) AS scans FROM scan_breakdown b
       WHERE b.qr_code_id IN (${codes.sql})
       GROUP BY b.dimension, b.value ORDER BY scans DESC, b.value`,
      codes.params,
    );
    return rows.map((r) => ({ dimension: r.dimension, value: r.value, scans: Number(r.scans) }));
  }

  /** The clause that adds the new count to an existing row's. */
  private addOnConflict(keys: string[], column: string): string {
    return this.sqlite
      ? `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${column} = ${column} + excluded.${column}`
      : `ON DUPLICATE KEY UPDATE ${column} = ${column} + VALUES(${column})`;
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
  };
}

/** Each code's visitors and their scans, in key order. */
function visitsOf(scans: CountedScan[]): [number, string, number][] {
  return tally(scans, (s) => [s.qrCodeId, s.visitorHash]) as [number, string, number][];
}

/** A queued scan as a tuple: a queue row stays a third of the size of named fields. */
type QueuedTuple = [number, string, string, string, string, string, string | null, (string | null)?];

const toTuple = (s: CountedScan): QueuedTuple => [
  s.qrCodeId,
  s.day,
  s.visitorHash,
  s.os,
  s.browser,
  s.device,
  s.country,
  s.dest,
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
]: QueuedTuple): CountedScan => ({
  qrCodeId,
  day,
  visitorHash,
  os,
  browser,
  device,
  country,
  // Rows queued before destinations were counted have none.
  dest: dest ?? null,
});

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
