import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { csvFrom } from '../../../platform/common/spreadsheet-csv';
import type { CodeLookup } from '../../qrcodes';
import type { ScansRepository, StoredScan } from '../scans.repository';
import { codesIn, type AnalyticsScope } from './analytics-scope';

const PAGE = 1000;
const COLUMNS = ['scanned_at', 'qr_code', 'qr_key', 'os', 'browser', 'device', 'country', 'bot', 'outcome'];

/**
 * The scope's scans as CSV, written as the api writes every CSV (a BOM, CRLF, formulas
 * guarded, as codes.csv in a ZIP), a page at a time (keyset on the scan id), so a million
 * scans stream out in constant memory.
 */
export function scansCsv(
  scans: ScansRepository,
  codes: CodeLookup,
  scope: AnalyticsScope,
  between?: { from: string; to: string },
): Readable {
  return csvFrom(COLUMNS, scanRows(scans, codes, scope, between));
}

/**
 * The scans' rows, a page at a time; each page's codes are named by their owner module, and
 * the scans of a code deleted meanwhile (purged moments later) are left out.
 */
async function* scanRows(
  scans: ScansRepository,
  codes: CodeLookup,
  scope: AnalyticsScope,
  between?: { from: string; to: string },
): AsyncGenerator<string[]> {
  const inScope = await codesIn(codes, scope);
  for (let after = 0; ;) {
    const rows = await scans.page(inScope, after, PAGE, between);
    if (!rows.length) return;
    const names = await codes.names([...new Set(rows.map((r) => Number(r.qr_code_id)))]);
    for (const r of rows) {
      const code = names.get(Number(r.qr_code_id));
      if (code) yield row(r, code);
    }
    after = Number(rows[rows.length - 1].id);
    // A turn of the event loop between pages: on SQLite a page is read synchronously, and a
    // client taking the rows as fast as they come would have them all in one go.
    await nextTurn();
  }
}

function row(r: StoredScan, code: { label: string; uuid: string }): string[] {
  const at =
    r.scanned_at instanceof Date ? r.scanned_at.toISOString() : `${String(r.scanned_at).replace(' ', 'T')}Z`;
  const bot = r.is_bot === true || Number(r.is_bot) === 1 ? 'yes' : 'no';
  return [at, code.label, code.uuid, r.os, r.browser, r.device_type, r.country ?? '', bot, r.outcome];
}
