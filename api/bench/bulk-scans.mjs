// Scans and their roll-ups in bulk SQL on MariaDB, for benchmarks at millions of scans:
// the raw scans come from INSERT … SELECT over MariaDB's SEQUENCE engine (seq_A_to_B), a
// scan per number, and the roll-ups from GROUP BY over the stored scans, a slice of codes
// at a time. verifyBulkRollups() checks, on a sample, that they equal what the api's
// roll-up pass makes of the same scans.
import { createHash } from 'node:crypto';

export const OS = ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'Unknown'];
export const BROWSERS = ['Safari', 'Chrome', 'Firefox', 'Edge', 'Samsung Internet'];
export const DEVICES = ['mobile', 'desktop', 'tablet'];
export const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IN', 'BR', 'JP', 'NG', 'ES', null];
export const CITIES = [
  'London',
  'Paris',
  'Berlin',
  'Lagos',
  'Mumbai',
  'Tokyo',
  'Madrid',
  'Austin',
  'Lyon',
  'Leeds',
  'Osaka',
  'Kano',
];
export const LANGUAGES = ['en', 'fr', 'de', 'es', 'ja', 'pt', 'hi', 'yo', 'it', 'nl', 'pl', 'sv'];

const DAY_MS = 86_400_000;
/** Scans a statement inserts at most. */
const SCAN_CHUNK = 250_000;
/** Codes whose roll-ups a statement makes at once. */
const CODE_CHUNK = 100;

const list = (values) => values.map((v) => (v === null ? 'NULL' : `'${v}'`)).join(', ');
/** The value of `values` that number n picks (as pick(values, n >> shift) in JS). */
const pick = (values, shift) => `ELT(((s.n >> ${shift}) % ${values.length}) + 1, ${list(values)})`;

/**
 * Inserts scans numbered first … last - 1 of the codes (bench_codes k → id): scan n is
 * of code k = n·7919 mod codes, `(n·104729) mod span` ms before `now`, its dimensions
 * picked from the lists by n, every 50th a bot; its visitor hash is made of n mod 400,000
 * and the day, as the daily salt makes a visitor's hash differ from one day to the next.
 */
export async function insertScans(db, { first, last, codes, now, spanDays }) {
  await db.query("SET time_zone = '+00:00'");
  // Stored a code after another (scan n of code k is n = (k·inverse mod codes) + j·codes),
  // so that rolling up a slice of codes reads adjacent rows rather than the whole table.
  const inverse = inverseOf(7919, codes);
  const [j0, j1] = [Math.floor(first / codes), Math.ceil(last / codes) - 1];
  const perStatement = Math.max(1, Math.floor(SCAN_CHUNK / (j1 - j0 + 1)));
  for (let a = 0; a < codes; a += perStatement) {
    const b = Math.min(codes, a + perStatement) - 1;
    await db.query(`
      INSERT INTO scans (qr_code_id, scanned_at, os, browser, device_type, country, region, city, language, visitor_hash, is_bot, outcome)
      SELECT c.id, s.at, ${pick(OS, 0)}, ${pick(BROWSERS, 1)}, ${pick(DEVICES, 2)}, s.country,
        IF(s.city IS NULL, NULL, CONCAT('Region ', s.city)), s.city, ${pick(LANGUAGES, 5)},
        SHA2(CONCAT(s.n % 400000, '|', DATE(s.at)), 256), s.n % 50 = 0, 'served'
      FROM (
        SELECT g.n, FROM_UNIXTIME((${now} - (g.n * 104729) % ${spanDays * DAY_MS}) DIV 1000)
            + INTERVAL ((${now} - (g.n * 104729) % ${spanDays * DAY_MS}) % 1000) * 1000 MICROSECOND AS at,
          ELT(((g.n >> 3) % ${COUNTRIES.length}) + 1, ${list(COUNTRIES)}) AS country,
          IF(((g.n >> 3) % ${COUNTRIES.length}) = ${COUNTRIES.indexOf(null)}, NULL,
            ELT(((g.n >> 4) % ${CITIES.length}) + 1, ${list(CITIES)})) AS city
        FROM (
          SELECT (k.seq * ${inverse}) % ${codes} + j.seq * ${codes} AS n
          FROM seq_${a}_to_${b} k JOIN seq_${j0}_to_${j1} j
        ) g WHERE g.n >= ${first} AND g.n < ${last}
      ) s JOIN bench_codes c ON c.k = (s.n * 7919) % ${codes}
      ORDER BY c.id, s.at
    `);
  }
}

/** x such that a·x = 1 modulo m (a and m coprime). */
function inverseOf(a, m) {
  for (let x = 1; x < m; x += 1) if ((a * x) % m === 1) return x;
  if (m === 1) return 0;
  throw new Error(`${a} has no inverse modulo ${m}`);
}

/**
 * The dimensions as the roll-up pass counts them (scan-rollups.repository.ts DIMENSIONS):
 * [name, SQL value over scans s and bench_codes c, whether a scan without one is left out].
 */
const DIMENSIONS = [
  ['os', 's.os', false],
  ['browser', 's.browser', false],
  ['device', 's.device_type', false],
  ['country', "COALESCE(s.country, 'Unknown')", false],
  ['dest', 'c.dest', true],
  ['region', "LEFT(CONCAT(COALESCE(s.country, '--'), ':', s.region), 40)", true],
  ['city', "LEFT(CONCAT(COALESCE(s.country, '--'), ':', s.city), 40)", true],
  ['language', 's.language', true],
  // The owners keep the default time zone, UTC: Monday 00:00 is 0.
  ['hour', 'CAST(WEEKDAY(s.scanned_at) * 24 + HOUR(s.scanned_at) AS CHAR)', true],
];

/**
 * The roll-ups the pass keeps, from the counted scans (no bots, served) of every code:
 * days with their unique visitors, daily and all-time breakdowns, the codes' counters,
 * daily and monthly breakdowns, the codes' counters and their owners' rows, a slice of codes
 * at a time, then every owner's (0) rows and today's visitors.
 */
export async function rollUpScans(db, { today }) {
  await db.query("SET time_zone = '+00:00'");
  // A seed of a fresh database: the rows name codes that exist, and the groups fit in memory.
  await db.query('SET foreign_key_checks = 0, unique_checks = 0');
  await db.query('SET tmp_table_size = 1073741824, max_heap_table_size = 1073741824');
  const [[{ lo, hi }]] = await db.query('SELECT MIN(id) AS lo, MAX(id) AS hi FROM bench_codes');
  const counted = "s.is_bot = 0 AND s.outcome = 'served'";
  for (let a = lo; a <= hi; a += CODE_CHUNK) {
    const codes = `s.qr_code_id BETWEEN ${a} AND ${Math.min(hi, a + CODE_CHUNK - 1)}`;
    await db.query(`
      INSERT INTO scan_daily (qr_code_id, day, scans, uniques)
      SELECT s.qr_code_id, DATE(s.scanned_at), COUNT(*), COUNT(DISTINCT NULLIF(s.visitor_hash, ''))
      FROM scans s WHERE ${codes} AND ${counted}
      GROUP BY s.qr_code_id, DATE(s.scanned_at) ORDER BY s.qr_code_id, DATE(s.scanned_at)
    `);
    const facets = DIMENSIONS.map(
      ([dim, value, optional]) => `
        SELECT s.qr_code_id AS id, DATE(s.scanned_at) AS day, '${dim}' AS dim, ${value} AS value
        FROM scans s JOIN bench_codes c ON c.id = s.qr_code_id
        WHERE ${codes} AND ${counted}${optional ? ` AND ${value} IS NOT NULL` : ''}`,
    ).join(' UNION ALL ');
    await db.query(`
      INSERT INTO scan_breakdown_daily (qr_code_id, day, dimension, value, scans)
      SELECT f.id, f.day, f.dim, f.value, COUNT(*) FROM (${facets}) f
      GROUP BY f.id, f.day, f.dim, f.value ORDER BY f.id, f.day, f.dim, f.value
    `);
    const range = codes.replace('s.qr_code_id', 'b.qr_code_id');
    await db.query(`
      INSERT INTO scan_breakdown_monthly (qr_code_id, month, dimension, value, scans)
      SELECT b.qr_code_id, DATE_FORMAT(b.day, '%Y-%m-01') AS month, b.dimension, b.value, SUM(b.scans)
      FROM scan_breakdown_daily b WHERE ${range}
      GROUP BY b.qr_code_id, month, b.dimension, b.value ORDER BY b.qr_code_id, month, b.dimension, b.value
    `);
    await db.query(`
      INSERT INTO scan_breakdown (qr_code_id, dimension, value, scans)
      SELECT b.qr_code_id, b.dimension, b.value, SUM(b.scans) FROM scan_breakdown_daily b
      WHERE ${range} GROUP BY b.qr_code_id, b.dimension, b.value
    `);
    await db.query(`
      UPDATE qr_codes q JOIN (
        SELECT b.qr_code_id AS id, SUM(b.scans) AS scans, SUM(b.uniques) AS uniques
        FROM scan_daily b WHERE ${range} GROUP BY b.qr_code_id
      ) d ON d.id = q.id
      SET q.scans_count = d.scans, q.unique_scans = d.uniques
    `);
    // The slice's codes' rows added to their owners' (a slice is mostly one owner's codes).
    for (const [target, source, keys, counts] of OWNER_TABLES) {
      await db.query(`
        INSERT INTO ${target} (owner_id, ${[...keys, ...counts].join(', ')})
        SELECT * FROM (
          SELECT q.user_id AS o, ${keys.map((k) => `b.${k} AS k_${k}`).join(', ')},
            ${counts.map((c) => `SUM(b.${c}) AS n_${c}`).join(', ')}
          FROM ${source} b JOIN qr_codes q ON q.id = b.qr_code_id
          WHERE ${range}${keys.includes('dimension') ? " AND b.dimension <> 'dest'" : ''}
          GROUP BY q.user_id, ${keys.map((k) => `b.${k}`).join(', ')}
        ) x WHERE 1 = 1
        ON DUPLICATE KEY UPDATE ${counts.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ')}
      `);
    }
  }
  // Hashes are good for their day: older days' visitors are forgotten daily.
  await db.query(
    `INSERT IGNORE INTO scan_visitors (qr_code_id, visitor_hash, day)
     SELECT DISTINCT s.qr_code_id, s.visitor_hash, DATE(s.scanned_at) FROM scans s
     WHERE s.scanned_at >= ? AND ${counted} AND s.visitor_hash <> ''`,
    [`${today} 00:00:00`],
  );
  // Every owner's (0) rows: the sums of the owners' rows.
  for (const [target, , keys, counts] of OWNER_TABLES) {
    await db.query(`
      INSERT INTO ${target} (owner_id, ${[...keys, ...counts].join(', ')})
      SELECT 0, ${keys.join(', ')}, ${counts.map((c) => `SUM(${c})`).join(', ')}
      FROM ${target} WHERE owner_id <> 0 GROUP BY ${keys.join(', ')}`);
  }
}

/** [owner table, per-code table it sums, key columns, count columns]. */
const OWNER_TABLES = [
  ['scan_owner_daily', 'scan_daily', ['day'], ['scans', 'uniques']],
  ['scan_owner_breakdown', 'scan_breakdown', ['dimension', 'value'], ['scans']],
  ['scan_owner_breakdown_daily', 'scan_breakdown_daily', ['day', 'dimension', 'value'], ['scans']],
  ['scan_owner_breakdown_monthly', 'scan_breakdown_monthly', ['month', 'dimension', 'value'], ['scans']],
];

const ROLLUP_TABLES = [
  'scan_daily',
  'scan_breakdown',
  'scan_breakdown_daily',
  'scan_breakdown_monthly',
  'scan_owner_daily',
  'scan_owner_breakdown',
  'scan_owner_breakdown_daily',
  'scan_owner_breakdown_monthly',
  'scan_visitors',
];

/** Every roll-up row and counter (of visitors, today's), sorted, as comparable texts per table. */
async function snapshot(db, today) {
  const tables = {};
  for (const table of ROLLUP_TABLES) {
    const where = table === 'scan_visitors' ? `WHERE day = '${today}'` : '';
    const [rows] = await db.query(`SELECT * FROM ${table} ${where}`);
    tables[table] = rows.map((r) => JSON.stringify(Object.values(r))).sort();
  }
  const [codes] = await db.query('SELECT id, scans_count, unique_scans FROM qr_codes ORDER BY id');
  tables.qr_codes = codes.map((r) => JSON.stringify(Object.values(r)));
  return tables;
}

async function clearRollups(db) {
  for (const table of ROLLUP_TABLES) await db.query(`DELETE FROM ${table}`);
  await db.query('UPDATE qr_codes SET scans_count = 0, unique_scans = 0');
}

/**
 * Seeds `sample` scans, hands them to the api's roll-up pass through its queue (as the scan
 * writer queues them: counted scans only, as scan-rollups.repository.ts's tuples), waits
 * for the pass, then makes the bulk roll-ups of the same scans and compares every row.
 * Leaves no scan or roll-up behind. Answers the number of rows compared.
 */
export async function verifyBulkRollups(db, { sample, codes, now, spanDays, today }) {
  await insertScans(db, { first: 0, last: sample, codes, now, spanDays });
  const [scans] = await db.query(
    `SELECT s.qr_code_id AS id, DATE_FORMAT(s.scanned_at, '%Y-%m-%d') AS day,
       WEEKDAY(s.scanned_at) * 24 + HOUR(s.scanned_at) AS hour, s.visitor_hash AS hash,
       s.os, s.browser, s.device_type AS device, s.country, s.region, s.city, s.language, c.url
     FROM scans s JOIN bench_codes c ON c.id = s.qr_code_id
     WHERE s.is_bot = 0 AND s.outcome = 'served' ORDER BY s.id`,
  );
  const tuples = scans.map((s) => [
    s.id,
    s.day,
    s.hash,
    s.os,
    s.browser,
    s.device,
    s.country,
    createHash('sha1').update(s.url).digest('base64url'),
    s.region,
    s.city,
    s.language,
    Number(s.hour),
  ]);
  for (let i = 0; i < tuples.length; i += 250) {
    await db.query('INSERT INTO scan_rollup_queue (scans) VALUES (?)', [
      JSON.stringify(tuples.slice(i, i + 250)),
    ]);
  }
  // Some replica sweeps the queue every 5 s.
  for (let waited = 0; ; waited += 250) {
    const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM scan_rollup_queue');
    if (Number(n) === 0) break;
    if (waited > 120_000) throw new Error('the roll-up pass did not take the queued scans');
    await new Promise((r) => setTimeout(r, 250));
  }
  const byPass = await snapshot(db, today);
  await clearRollups(db);
  await rollUpScans(db, { today });
  const byBulk = await snapshot(db, today);
  let rows = 0;
  for (const table of Object.keys(byPass)) {
    const a = byPass[table];
    const b = byBulk[table];
    const diff = a.filter((row, i) => row !== b[i]);
    if (a.length !== b.length || diff.length) {
      throw new Error(
        `${table}: the bulk path made ${b.length} rows, the pass ${a.length}; first difference ${diff[0]}`,
      );
    }
    rows += a.length;
  }
  await clearRollups(db);
  await db.query('DELETE FROM scans');
  return rows;
}
