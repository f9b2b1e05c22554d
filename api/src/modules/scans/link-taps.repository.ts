import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { insertRows, isSqlite, marks, type Statement } from '../../platform/database/sql';

/** A person's tap on a hosted page's link, as it waits to be counted. */
export interface LinkTap {
  qrCodeId: number;
  label: string;
  url: string;
}

/** A link's count, as analytics read it. */
export interface LinkTapTotal {
  label: string;
  url: string;
  taps: number;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The taps grouped by `name`, each group's first tap and how many there are. */
function countBy(
  taps: QueuedTap[],
  name: (tap: QueuedTap) => string,
): Map<string, { tap: QueuedTap; n: number }> {
  const counts = new Map<string, { tap: QueuedTap; n: number }>();
  for (const tap of taps) {
    const key = name(tap);
    const known = counts.get(key);
    if (known) known.n += 1;
    else counts.set(key, { tap, n: 1 });
  }
  return counts;
}

/** [qr_code_id, link_key, label, url, day]: the day (UTC) the tap came; rows queued before days were kept lack it. */
type QueuedTap = [number, string, string, string, string?];

/** Queue rows a roll-up transaction takes at most; taps a queue row holds at most. */
const PASS_ROWS = 8;
const QUEUE_ROW_TAPS = 250;

/** The key a link is counted under: its label and address together (SHA-1, base64url, 27 characters). */
export function linkKey(label: string, url: string): string {
  return createHash('sha1').update(`${label}\n${url}`).digest('base64url');
}

/** The statement that queues a batch of taps (only inserts: the batch waits for no lock). */
export function queueTaps(taps: LinkTap[], now = new Date()): Statement {
  const day = utcDay(now);
  const tuples: QueuedTap[] = taps.map((t) => [
    t.qrCodeId,
    linkKey(t.label, t.url),
    t.label.slice(0, 120),
    t.url,
    day,
  ]);
  const rows: unknown[][] = [];
  for (let i = 0; i < tuples.length; i += QUEUE_ROW_TAPS) {
    rows.push([JSON.stringify(tuples.slice(i, i + QUEUE_ROW_TAPS))]);
  }
  return insertRows('INSERT INTO link_tap_queue (taps)', rows);
}

/** The tables link_tap_queue and link_taps. */
@Injectable()
export class LinkTapsRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  /** Batches written at once: SQLite has one writer. */
  get concurrency(): number {
    return this.sqlite ? 1 : 2;
  }

  async queue(taps: LinkTap[]): Promise<void> {
    const { sql, params } = queueTaps(taps);
    await this.db.query(sql, params);
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    // READ COMMITTED: taking queue rows must not lock the gap the tap batches insert into.
    return this.sqlite ? this.db.transaction(work) : this.db.transaction('READ COMMITTED', work);
  }

  /** Takes queue rows; on MariaDB another replica's pass takes the rows after these. */
  async takeQueued(manager: EntityManager): Promise<{ ids: number[]; taps: QueuedTap[] }> {
    const rows = await manager.query<{ id: number | string; taps: string }[]>(
      `SELECT id, taps FROM link_tap_queue ORDER BY id LIMIT ${PASS_ROWS}${this.sqlite ? '' : ' FOR UPDATE SKIP LOCKED'}`,
    );
    return {
      ids: rows.map((row) => Number(row.id)),
      taps: rows.flatMap((row) => JSON.parse(row.taps) as QueuedTap[]),
    };
  }

  /**
   * Adds taps to their links' counts, all time and by day (codes deleted since are left out
   * by the caller). A tap queued before days were kept counts on the day of the pass.
   */
  async add(manager: EntityManager, taps: QueuedTap[], now = new Date()): Promise<void> {
    const today = utcDay(now);
    const allTime = countBy(taps, (t) => `${t[0]}:${t[1]}`);
    const daily = countBy(taps, (t) => `${t[0]}:${t[1]}:${t[4] ?? today}`);
    await this.upsert(
      manager,
      'link_taps (qr_code_id, link_key, label, url, taps)',
      'qr_code_id, link_key',
      [...allTime.values()].map(({ tap: [id, key, label, url], n }) => [id, key, label, url, n]),
    );
    await this.upsert(
      manager,
      'link_taps_daily (qr_code_id, day, link_key, label, url, taps)',
      'qr_code_id, day, link_key',
      [...daily.values()].map(({ tap: [id, key, label, url, day], n }) => [
        id,
        day ?? today,
        key,
        label,
        url,
        n,
      ]),
    );
  }

  private async upsert(manager: EntityManager, into: string, key: string, rows: unknown[][]): Promise<void> {
    const upsert = this.sqlite
      ? `ON CONFLICT (${key}) DO UPDATE SET taps = taps + excluded.taps, label = excluded.label, url = excluded.url`
      : 'ON DUPLICATE KEY UPDATE taps = taps + VALUES(taps), label = VALUES(label), url = VALUES(url)';
    const { sql, params } = insertRows(`INSERT INTO ${into}`, rows, upsert);
    await manager.query(sql, params);
  }

  async deleteQueued(manager: EntityManager, ids: number[]): Promise<void> {
    await manager.query(`DELETE FROM link_tap_queue WHERE id IN (${marks(ids.length)})`, ids);
  }

  async newestQueued(): Promise<number> {
    const [row] = await this.db.query<{ id: number | string | null }[]>(
      'SELECT MAX(id) AS id FROM link_tap_queue',
    );
    return Number(row?.id ?? 0);
  }

  /** One code's links and their taps, most tapped first: all time, or from one day to another (UTC, both included). */
  async totalsOf(qrCodeId: number, range?: { from: string; to: string }): Promise<LinkTapTotal[]> {
    const rows = await this.db.query<{ label: string; url: string; taps: number | string }[]>(
      range
        ? `SELECT MIN(label) AS label, MIN(url) AS url, SUM(taps) AS taps FROM link_taps_daily
           WHERE qr_code_id = ? AND day >= ? AND day <= ? GROUP BY link_key ORDER BY taps DESC, label`
        : 'SELECT label, url, taps FROM link_taps WHERE qr_code_id = ? ORDER BY taps DESC, label',
      range ? [qrCodeId, range.from, range.to] : [qrCodeId],
    );
    return rows.map((r) => ({ label: r.label, url: r.url, taps: Number(r.taps) }));
  }
}
