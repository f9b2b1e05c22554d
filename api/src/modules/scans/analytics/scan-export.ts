import type { DataSource } from 'typeorm';
import { scopeSql, type AnalyticsScope } from './analytics-scope';

const PAGE = 1000;
const COLUMNS = ['scanned_at', 'qr_code', 'qr_key', 'os', 'browser', 'device', 'country', 'bot', 'outcome'];

interface ScanRow {
  id: number;
  scanned_at: unknown;
  label: string;
  uuid: string;
  os: string;
  browser: string;
  device_type: string;
  country: string | null;
  is_bot: unknown;
  outcome: string;
}

/**
 * The scope's scans as CSV, a page at a time (keyset on the scan id), so a million scans
 * stream out in constant memory.
 */
export async function* scansCsv(db: DataSource, scope: AnalyticsScope): AsyncGenerator<string> {
  const { where, params } = scopeSql(scope);
  yield `${COLUMNS.join(',')}\r\n`;
  for (let after = 0; ;) {
    const rows = await db.query<ScanRow[]>(
      `SELECT s.id, s.scanned_at, q.label, q.uuid, s.os, s.browser, s.device_type, s.country, s.is_bot, s.outcome
       FROM scans s JOIN qr_codes q ON q.id = s.qr_code_id
       WHERE s.id > ? AND ${where} ORDER BY s.id LIMIT ${PAGE}`,
      [after, ...params],
    );
    if (!rows.length) return;
    yield rows.map(csvLine).join('');
    after = Number(rows[rows.length - 1].id);
  }
}

function csvLine(r: ScanRow): string {
  const at =
    r.scanned_at instanceof Date ? r.scanned_at.toISOString() : `${String(r.scanned_at).replace(' ', 'T')}Z`;
  const bot = r.is_bot === true || Number(r.is_bot) === 1 ? 'yes' : 'no';
  return `${[at, r.label, r.uuid, r.os, r.browser, r.device_type, r.country ?? '', bot, r.outcome].map(csvField).join(',')}\r\n`;
}

/** RFC 4180 quoting, and a leading quote on what a spreadsheet would run as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
