import type { QrCodesRepository } from '../../qrcodes/qr-codes.repository';
import type { ScansRepository, StoredScan } from '../scans.repository';
import type { AnalyticsScope } from './analytics-scope';

const PAGE = 1000;
const COLUMNS = ['scanned_at', 'qr_code', 'qr_key', 'os', 'browser', 'device', 'country', 'bot', 'outcome'];

/**
 * The scope's scans as CSV, a page at a time (keyset on the scan id), so a million scans
 * stream out in constant memory. Each page's codes are named by their owner module.
 */
export async function* scansCsv(
  scans: ScansRepository,
  codes: QrCodesRepository,
  scope: AnalyticsScope,
  between?: { from: string; to: string },
): AsyncGenerator<string> {
  const inScope = codes.idsIn(scope);
  yield `${COLUMNS.join(',')}\r\n`;
  for (let after = 0; ;) {
    const rows = await scans.page(inScope, after, PAGE, between);
    if (!rows.length) return;
    const names = await codes.names([...new Set(rows.map((r) => Number(r.qr_code_id)))]);
    yield rows.map((r) => csvLine(r, names.get(Number(r.qr_code_id)) ?? { label: '', uuid: '' })).join('');
    after = Number(rows[rows.length - 1].id);
  }
}

function csvLine(r: StoredScan, code: { label: string; uuid: string }): string {
  const at =
    r.scanned_at instanceof Date ? r.scanned_at.toISOString() : `${String(r.scanned_at).replace(' ', 'T')}Z`;
  const bot = r.is_bot === true || Number(r.is_bot) === 1 ? 'yes' : 'no';
  return `${[at, code.label, code.uuid, r.os, r.browser, r.device_type, r.country ?? '', bot, r.outcome].map(csvField).join(',')}\r\n`;
}

/** RFC 4180 quoting, and a leading quote on what a spreadsheet would run as a formula. */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
