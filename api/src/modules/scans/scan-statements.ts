import type { ScanOutcome } from './scan.entity';
import type { ScanDimension } from './scan-rollup.entities';
import type { VisitorInfo } from './visitor-info';

export interface RecordedScan {
  qrCodeId: number;
  at: Date;
  visitor: VisitorInfo;
  outcome: ScanOutcome;
}

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
}

export interface Statement {
  sql: string;
  params: unknown[];
}

/** Where the two databases' SQL differs. */
export interface ScanDialect {
  insertIgnore: string;
  /** Answers which of these codes exist, locking them for the transaction (SQLite has one writer). */
  lockCodes: (count: number) => string;
  /** Takes queue rows for one roll-up pass. */
  takeQueued: string;
  /** The clause that adds the new count to an existing row's. */
  addOnConflict(keys: string[], column: string): string;
  /** Adds a derived table's `scans` and `fresh` (new visitors) columns to each code's counters. */
  addToCodes(derived: string): string;
}

/** Queue rows a roll-up pass takes at most (each holds up to QUEUE_ROW_SCANS scans). */
const PASS_ROWS = 8;
/** Counted scans per queue row: keeps a row's JSON well inside a TEXT column (64 KB). */
const QUEUE_ROW_SCANS = 250;

export const MARIADB_SCANS: ScanDialect = {
  insertIgnore: 'INSERT IGNORE INTO',
  lockCodes: (count) => `SELECT id FROM qr_codes WHERE id IN (${marks(count)}) ORDER BY id FOR UPDATE`,
  // Another replica's pass takes the rows after these rather than waiting for them.
  takeQueued: `SELECT id, scans FROM scan_rollup_queue ORDER BY id LIMIT ${PASS_ROWS} FOR UPDATE SKIP LOCKED`,
  addOnConflict: (_keys, column) => `ON DUPLICATE KEY UPDATE ${column} = ${column} + VALUES(${column})`,
  addToCodes: (derived) =>
    `UPDATE qr_codes q JOIN (${derived}) c ON c.id = q.id
     SET q.scans_count = q.scans_count + c.scans, q.unique_scans = q.unique_scans + c.fresh`,
};

export const SQLITE_SCANS: ScanDialect = {
  insertIgnore: 'INSERT OR IGNORE INTO',
  lockCodes: (count) => `SELECT id FROM qr_codes WHERE id IN (${marks(count)})`,
  takeQueued: `SELECT id, scans FROM scan_rollup_queue ORDER BY id LIMIT ${PASS_ROWS}`,
  addOnConflict: (keys, column) =>
    `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET ${column} = ${column} + excluded.${column}`,
  addToCodes: (derived) =>
    `UPDATE qr_codes SET scans_count = scans_count + c.scans, unique_scans = unique_scans + c.fresh
     FROM (${derived}) AS c WHERE qr_codes.id = c.id`,
};

const DIMENSIONS: [ScanDimension, (s: CountedScan) => string | null][] = [
  ['os', (s) => s.os],
  ['browser', (s) => s.browser],
  ['device', (s) => s.device],
  ['country', (s) => s.country],
];

/**
 * What stores a batch of scans, in one transaction: the scans, and the counted ones
 * (people's served scans) queued for the roll-ups. Only inserts: no row of another table
 * is locked or updated, so concurrent batches never wait for each other or for the
 * roll-ups, and the scanner waits for no bookkeeping.
 */
export function storeScans(scans: RecordedScan[]): Statement[] {
  const statements = [insertScans(scans)];
  const counted = scans.filter((s) => !s.visitor.isBot && s.outcome === 'served').map(countedScan);
  if (counted.length) {
    const rows: unknown[][] = [];
    for (let i = 0; i < counted.length; i += QUEUE_ROW_SCANS) {
      rows.push([JSON.stringify(counted.slice(i, i + QUEUE_ROW_SCANS).map(toTuple))]);
    }
    statements.push(insertRows('INSERT INTO scan_rollup_queue (scans)', rows));
  }
  return statements;
}

/** The counted scans a queue row holds. */
export function queuedScans(json: string): CountedScan[] {
  return (JSON.parse(json) as QueuedTuple[]).map(fromTuple);
}

/**
 * What adds counted scans to each code's counters, visitors, days and breakdowns, so
 * analytics never count raw scans. The codes' rows must be locked first (lockCodes):
 * new visitors are those scan_visitors does not hold yet, so two passes must not count
 * the same code's visitors at once.
 */
export function rollUpScans(scans: CountedScan[], dialect: ScanDialect): Statement[] {
  const visits = tally(scans, (s) => [s.qrCodeId, s.visitorHash]) as [number, string, number][];
  return [
    addToCodes(visits, dialect),
    insertRows(
      `${dialect.insertIgnore} scan_visitors (qr_code_id, visitor_hash)`,
      visits.map(([id, hash]) => [id, hash]),
    ),
    insertRows(
      'INSERT INTO scan_daily (qr_code_id, day, scans)',
      tally(scans, (s) => [s.qrCodeId, s.day]),
      dialect.addOnConflict(['qr_code_id', 'day'], 'scans'),
    ),
    insertRows(
      'INSERT INTO scan_breakdown (qr_code_id, dimension, value, scans)',
      tally(
        scans.flatMap((s) =>
          DIMENSIONS.map(([dim, read]) => ({ id: s.qrCodeId, dim, value: read(s) ?? 'Unknown' })),
        ),
        (f) => [f.id, f.dim, f.value],
      ),
      dialect.addOnConflict(['qr_code_id', 'dimension', 'value'], 'scans'),
    ),
  ];
}

function insertScans(scans: RecordedScan[]): Statement {
  return insertRows(
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
  };
}

/** A queued scan as a tuple: a queue row stays a third of the size of named fields. */
type QueuedTuple = [number, string, string, string, string, string, string | null];

const toTuple = (s: CountedScan): QueuedTuple => [
  s.qrCodeId,
  s.day,
  s.visitorHash,
  s.os,
  s.browser,
  s.device,
  s.country,
];

const fromTuple = ([qrCodeId, day, visitorHash, os, browser, device, country]: QueuedTuple): CountedScan => ({
  qrCodeId,
  day,
  visitorHash,
  os,
  browser,
  device,
  country,
});

/**
 * Adds each code's scans and its new visitors (those scan_visitors does not hold yet: it
 * runs before they are inserted) in one statement.
 */
function addToCodes(visits: [number, string, number][], dialect: ScanDialect): Statement {
  const batch = visits
    .map((_, i) => (i === 0 ? 'SELECT ? AS id, ? AS hash, ? AS n' : 'SELECT ?, ?, ?'))
    .join(' UNION ALL ');
  const derived = `SELECT b.id, SUM(b.n) AS scans, SUM(CASE WHEN v.qr_code_id IS NULL THEN 1 ELSE 0 END) AS fresh
     FROM (${batch}) b
     LEFT JOIN scan_visitors v ON v.qr_code_id = b.id AND v.visitor_hash = b.hash
     GROUP BY b.id`;
  return { sql: dialect.addToCodes(derived), params: visits.flat() };
}

/** One multi-row INSERT. */
function insertRows(head: string, rows: unknown[][], tail = ''): Statement {
  const row = `(${marks(rows[0].length)})`;
  return { sql: `${head} VALUES ${rows.map(() => row).join(',')} ${tail}`, params: rows.flat() };
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: what both databases store for a datetime(3). */
function sqlDateTime(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

export function marks(count: number): string {
  return Array(count).fill('?').join(',');
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
