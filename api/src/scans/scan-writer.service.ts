import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { GroupCommit } from './group-commit';
import type { ScanOutcome } from './scan.entity';
import type { ScanDimension } from './scan-rollup.entities';
import type { VisitorInfo } from './visitor-info';

export interface RecordedScan {
  qrCodeId: number;
  at: Date;
  visitor: VisitorInfo;
  outcome: ScanOutcome;
}

const DEADLOCK_RETRIES = 5;

/**
 * Writes scans in batches (group commit): one transaction a batch inserts the scans and
 * adds their counts to the code, its day and its breakdowns, so analytics never count
 * raw scans. add() resolves once the scan is committed.
 */
@Injectable()
export class ScanWriter implements OnApplicationShutdown {
  private readonly logger = new Logger('Scans');
  private readonly batches = new GroupCommit<RecordedScan>((scans) => this.writeWithRetry(scans));
  private readonly sql: DialectSql;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sql = db.options.type === 'mariadb' || db.options.type === 'mysql' ? MARIADB : SQLITE;
  }

  add(scan: RecordedScan): Promise<void> {
    return this.batches.add(scan);
  }

  /** SIGTERM: the scans already taken are written before the database closes. */
  async onApplicationShutdown(): Promise<void> {
    await this.batches.drain();
  }

  private async writeWithRetry(scans: RecordedScan[]): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.db.transaction((manager) => this.write(manager, scans));
        return;
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (attempt >= DEADLOCK_RETRIES || (code !== 'ER_LOCK_DEADLOCK' && code !== 'SQLITE_BUSY')) {
          this.logger.error(`Could not store ${scans.length} scans: ${(e as Error).message}`);
          throw e;
        }
      }
    }
  }

  private async write(manager: EntityManager, scans: RecordedScan[]): Promise<void> {
    // Another replica's batch may count the same codes: lock their rows first, in id order.
    // (Inserting a scan takes a shared lock on its code for the foreign key; two batches
    // holding that and both wanting to update the code would deadlock.)
    const ids = [...new Set(scans.map((s) => s.qrCodeId))].sort((a, b) => a - b);
    if (this.sql.lockRows) await manager.query(this.sql.lockRows(ids.length), ids);
    await insertRows(
      manager,
      'INSERT INTO scans (qr_code_id, scanned_at, os, browser, device_type, country, visitor_hash, is_bot, outcome)',
      scans.map((s) => [
        s.qrCodeId,
        sqlDateTime(s.at),
        s.visitor.os.slice(0, 40),
        s.visitor.browser.slice(0, 40),
        s.visitor.deviceType,
        s.visitor.country,
        s.visitor.visitorHash,
        s.visitor.isBot ? 1 : 0,
        s.outcome,
      ]),
    );
    const counted = scans.filter((s) => !s.visitor.isBot && s.outcome === 'served');
    if (!counted.length) return;
    const uniques = await this.addVisitors(manager, counted);
    await this.addToCodes(manager, counted, uniques);
    await this.addToDays(manager, counted);
    await this.addToBreakdowns(manager, counted);
  }

  /**
   * Answers, per code, how many of these visitors it had never seen: one look-up and one
   * insert for the whole batch, whatever the number of codes in it.
   */
  private async addVisitors(manager: EntityManager, scans: RecordedScan[]): Promise<Map<number, number>> {
    const pairs = [...new Map(scans.map((s) => [`${s.qrCodeId}|${s.visitor.visitorHash}`, s])).values()]
      .map((s): [number, string] => [s.qrCodeId, s.visitor.visitorHash])
      .sort(([a, x], [b, y]) => a - b || (x < y ? -1 : x > y ? 1 : 0));
    const known = await manager.query<{ qr_code_id: number; visitor_hash: string }[]>(
      `SELECT qr_code_id, visitor_hash FROM scan_visitors WHERE (qr_code_id, visitor_hash) IN (${pairs
        .map(() => '(?, ?)')
        .join(',')})`,
      pairs.flat(),
    );
    const seen = new Set(known.map((k) => `${k.qr_code_id}|${k.visitor_hash}`));
    const fresh = pairs.filter(([id, hash]) => !seen.has(`${id}|${hash}`));
    await insertRows(manager, `${this.sql.insertIgnore} scan_visitors (qr_code_id, visitor_hash)`, fresh);
    const uniques = new Map<number, number>();
    for (const [id] of fresh) uniques.set(id, (uniques.get(id) ?? 0) + 1);
    return uniques;
  }

  private async addToCodes(manager: EntityManager, scans: RecordedScan[], uniques: Map<number, number>) {
    const counts = countBy(scans, (s) => String(s.qrCodeId));
    const ids = [...counts.keys()].map(Number).sort((a, b) => a - b);
    const when = ids.map(() => 'WHEN ? THEN ?').join(' ');
    await manager.query(
      `UPDATE qr_codes SET
         scans_count = scans_count + CASE id ${when} ELSE 0 END,
         unique_scans = unique_scans + CASE id ${when} ELSE 0 END
       WHERE id IN (${ids.map(() => '?').join(',')})`,
      [
        ...ids.flatMap((id) => [id, counts.get(String(id)) ?? 0]),
        ...ids.flatMap((id) => [id, uniques.get(id) ?? 0]),
        ...ids,
      ],
    );
  }

  private async addToDays(manager: EntityManager, scans: RecordedScan[]) {
    const counts = countBy(scans, (s) => `${s.qrCodeId}|${sqlDateTime(s.at).slice(0, 10)}`);
    await insertRows(
      manager,
      'INSERT INTO scan_daily (qr_code_id, day, scans)',
      sortedEntries(counts).map(([key, n]) => [
        ...key.split('|').map((v, i) => (i === 0 ? Number(v) : v)),
        n,
      ]),
      this.sql.addOnConflict(['qr_code_id', 'day'], 'scans'),
    );
  }

  private async addToBreakdowns(manager: EntityManager, scans: RecordedScan[]) {
    const dims: [ScanDimension, (v: VisitorInfo) => string | null][] = [
      ['os', (v) => v.os],
      ['browser', (v) => v.browser],
      ['device', (v) => v.deviceType],
      ['country', (v) => v.country],
    ];
    const counts = new Map<string, number>();
    for (const s of scans) {
      for (const [dim, read] of dims) {
        const key = `${s.qrCodeId}|${dim}|${(read(s.visitor) ?? 'Unknown').slice(0, 40)}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
    await insertRows(
      manager,
      'INSERT INTO scan_breakdown (qr_code_id, dimension, value, scans)',
      sortedEntries(counts).map(([key, n]) => {
        const [id, dim, value] = key.split('|');
        return [Number(id), dim, value, n];
      }),
      this.sql.addOnConflict(['qr_code_id', 'dimension', 'value'], 'scans'),
    );
  }
}

interface DialectSql {
  insertIgnore: string;
  /** Locks the codes' rows for the transaction; SQLite has one writer and needs none. */
  lockRows?: (count: number) => string;
  /** The clause that adds the new count to an existing row's. */
  addOnConflict(keys: string[], column: string): string;
}

const MARIADB: DialectSql = {
  insertIgnore: 'INSERT IGNORE INTO',
  lockRows: (count) =>
    `SELECT id FROM qr_codes WHERE id IN (${Array(count).fill('?').join(',')}) ORDER BY id FOR UPDATE`,
  addOnConflict: (_keys, column) => `ON DUPLICATE KEY UPDATE ${column} = ${column} + VALUES(${column})`,
};

const SQLITE: DialectSql = {
  insertIgnore: 'INSERT OR IGNORE INTO',
  addOnConflict: (keys, column) =>
    `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${column} = ${column} + excluded.${column}`,
};

/** One multi-row INSERT; answers the rows it changed. */
async function insertRows(
  manager: EntityManager,
  head: string,
  rows: unknown[][],
  tail = '',
): Promise<number> {
  if (!rows.length) return 0;
  const values = rows.map((r) => `(${r.map(() => '?').join(',')})`).join(',');
  // A structured result carries the affected row count on both drivers.
  const result = (await manager.queryRunner!.query(
    `${head} VALUES ${values} ${tail}`,
    rows.flat(),
    true,
  )) as {
    affected?: number;
  };
  return result.affected ?? 0;
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: what both databases store for a datetime(3). */
export function sqlDateTime(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

function countBy<T>(items: T[], key: (t: T) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return out;
}

/** Rows in key order, so concurrent writers lock them in the same order. */
function sortedEntries(counts: Map<string, number>): [string, number][] {
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}
