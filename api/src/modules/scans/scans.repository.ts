import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  idTable,
  insertRows,
  isSqlite,
  marks,
  sqlDateTime,
  type Statement,
} from '../../platform/database/sql';
import type { ScanOutcome } from './scan.entity';
import type { VisitorInfo } from './visitor-info';

export interface RecordedScan {
  qrCodeId: number;
  at: Date;
  visitor: VisitorInfo;
  outcome: ScanOutcome;
  /** Where a url code's scan was sent (its rules and split may pick among several). */
  destination?: string | null;
  /** 0 (Monday 00:00) to 167 in the code owner's time zone. */
  hourOfWeek: number;
  /** What the live stream and the scan.created webhook name the code by, and whose it is. */
  code: { uuid: string; key: string | null; label: string; ownerId: number; workspaceId: number };
}

/**
 * The codes a read of the scans' tables covers: every code (null), or these ids, which
 * qrcodes answered for a scope (CodeLookup.idsIn). The scans' tables hold codes' ids; whose
 * a code is, is the codes' module's to say.
 */
export type CodeIds = readonly number[] | null;

/** The condition (`AND column IN (…)`, or nothing for every code) and its parameters. */
export function whereCodes(sqlite: boolean, column: string, codes: CodeIds): Statement {
  if (codes === null) return { sql: '', params: [] };
  const ids = idTable(sqlite, codes);
  return { sql: `AND ${column} IN (${ids.sql})`, params: ids.params };
}

/** The scans analytics count: people's (not bots'), served. */
export const isCounted = (s: RecordedScan): boolean => !s.visitor.isBot && s.outcome === 'served';

/** A stored scan as the export reads it. */
export interface StoredScan {
  id: number;
  qr_code_id: number | string;
  scanned_at: unknown;
  os: string;
  browser: string;
  device_type: string;
  country: string | null;
  is_bot: unknown;
  outcome: string;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Codes a statement names at most (placeholders stay well under every driver's limit). */
const CHUNK = 500;

/** The statement that stores a batch of scans (the scan writer runs it in its own transaction). */
export function insertScans(scans: RecordedScan[]): Statement {
  return insertRows(
    'INSERT INTO scans (qr_code_id, scanned_at, os, browser, device_type, country, region, city, language, visitor_hash, is_bot, outcome)',
    scans.map((s) => [
      s.qrCodeId,
      sqlDateTime(s.at),
      s.visitor.os.slice(0, 40),
      s.visitor.browser.slice(0, 40),
      s.visitor.deviceType,
      s.visitor.country,
      s.visitor.region?.slice(0, 80) ?? null,
      s.visitor.city?.slice(0, 80) ?? null,
      s.visitor.language,
      s.visitor.visitorHash,
      s.visitor.isBot ? 1 : 0,
      s.outcome,
    ]),
  );
}

/** The raw `scans` table: what reads and deletes it. */
@Injectable()
export class ScansRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  async deleteOfCodes(ids: readonly number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += CHUNK) {
      const chunk = ids.slice(i, i + CHUNK);
      await this.db.query(`DELETE FROM scans WHERE qr_code_id IN (${marks(chunk.length)})`, chunk);
    }
  }

  /**
   * Deletes up to `limit` scans stored before the moment, oldest first; answers how many.
   * `below` is firstIdSince(before) (null: every scan is older): the read is a range of the
   * primary key below it, so the last batch stops there instead of walking every newer scan,
   * and scanned_at needs no index of its own that every stored scan would pay for. A scan
   * stored late with an id above it waits for the next day's purge.
   */
  async deleteBefore(before: Date, below: number | null, limit: number): Promise<number> {
    const rows = await this.db.query<{ id: number | string }[]>(
      `SELECT id FROM scans WHERE ${below === null ? '' : 'id < ? AND '}scanned_at < ? ORDER BY id LIMIT ${Number(limit)}`,
      [...(below === null ? [] : [below]), sqlDateTime(before)],
    );
    const ids = rows.map((r) => Number(r.id));
    if (ids.length) await this.db.query(`DELETE FROM scans WHERE id IN (${marks(ids.length)})`, ids);
    return ids.length;
  }

  /** Every code scans name (read from the scans' index). */
  async codeIds(): Promise<number[]> {
    const rows = await this.db.query<{ id: number | string }[]>(
      'SELECT DISTINCT qr_code_id AS id FROM scans',
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Up to `limit` scans of the codes, after the scan `after`, in id order (keyset paging);
   * with `between`, only those scanned from its first UTC day to its last (inclusive).
   */
  async page(
    codes: CodeIds,
    after: number,
    limit: number,
    between?: { from: string; to: string },
  ): Promise<StoredScan[]> {
    if (codes?.length === 0) return [];
    const when = between ? 'AND s.scanned_at >= ? AND s.scanned_at < ?' : '';
    const range = between ? [`${between.from} 00:00:00`, `${nextDay(between.to)} 00:00:00`] : [];
    const of = whereCodes(this.sqlite, 's.qr_code_id', codes);
    return this.db.query<StoredScan[]>(
      `SELECT s.id, s.qr_code_id, s.scanned_at, s.os, s.browser, s.device_type, s.country, s.is_bot, s.outcome
       FROM scans s WHERE s.id > ? ${when} ${of.sql} ORDER BY s.id LIMIT ${Number(limit)}`,
      [after, ...range, ...of.params],
    );
  }

  /**
   * The first scan stored at or after the moment, found by the primary key alone (ids grow
   * with time): the last minutes' scans are then read as a short id range, without an index
   * on scanned_at that every scan would pay for. Null when none is that recent.
   */
  async firstIdSince(at: Date): Promise<number | null> {
    const since = sqlDateTime(at);
    const next = async (id: number) =>
      (
        await this.db.query<{ id: number | string; scanned_at: unknown }[]>(
          'SELECT id, scanned_at FROM scans WHERE id >= ? ORDER BY id LIMIT 1',
          [id],
        )
      )[0];
    const [bounds] = await this.db.query<{ lo: number | string | null; hi: number | string | null }[]>(
      'SELECT MIN(id) AS lo, MAX(id) AS hi FROM scans',
    );
    if (bounds?.hi === null || bounds?.hi === undefined) return null;
    let lo = Number(bounds.lo);
    let hi = Number(bounds.hi);
    const last = await next(hi);
    if (!last || storedAt(last.scanned_at) < since) return null;
    // The least id whose next scan is recent enough (the scan at `hi` is).
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      const row = await next(mid);
      if (row && storedAt(row.scanned_at) >= since) hi = mid;
      else lo = Number(row?.id ?? mid) + 1;
    }
    return Number((await next(hi))?.id ?? hi);
  }

  /** Counted scans (people's, served) of the codes from the id on and since the moment. */
  async countedSince(codes: CodeIds, fromId: number, at: Date): Promise<number> {
    if (codes?.length === 0) return 0;
    const of = whereCodes(this.sqlite, 's.qr_code_id', codes);
    const [row] = await this.db.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM scans s WHERE s.id >= ? AND s.scanned_at >= ? AND ${COUNTED} ${of.sql}`,
      [fromId, sqlDateTime(at), ...of.params],
    );
    return Number(row?.n ?? 0);
  }

  /** The latest counted scans of the codes from the id on and since the moment, newest first. */
  async latestSince(codes: CodeIds, fromId: number, at: Date, limit: number): Promise<RecentScan[]> {
    if (codes?.length === 0) return [];
    const of = whereCodes(this.sqlite, 's.qr_code_id', codes);
    return this.db.query<RecentScan[]>(
      `SELECT s.qr_code_id, s.scanned_at, s.os, s.device_type, s.country, s.city
       FROM scans s
       WHERE s.id >= ? AND s.scanned_at >= ? AND ${COUNTED} ${of.sql}
       ORDER BY s.id DESC LIMIT ${Number(limit)}`,
      [fromId, sqlDateTime(at), ...of.params],
    );
  }
}

/** The scans analytics count: people's (not bots'), served. */
const COUNTED = "s.is_bot = 0 AND s.outcome = 'served'";

/** scanned_at as the 'YYYY-MM-DD HH:MM:SS.mmm' text sqlDateTime writes, whichever driver read it. */
function storedAt(value: unknown): string {
  return value instanceof Date ? sqlDateTime(value) : String(value);
}

/** A recent scan, as the live blocks start from (its code's label and key are the code's module's). */
export interface RecentScan {
  qr_code_id: number | string;
  scanned_at: unknown;
  os: string;
  device_type: string;
  country: string | null;
  city: string | null;
}
