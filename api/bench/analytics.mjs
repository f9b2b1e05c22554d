#!/usr/bin/env node
// npm run bench:analytics: analytics at scale. Seeds 10,000,000 scans across 10,000 codes
// (100 owners, the last 2 years) into a fresh MariaDB database with the roll-ups the
// roll-up pass keeps (per code and per owner, daily and monthly), then times through the
// real api, in admin scope (every code) and in one owner's: the all-time summary, the
// 30-day series, 12 months a week, and a 30-day and a 12-month range with their
// comparison and every breakdown (one call answers them all), and one code's 12 months
// with its destinations. Then each breakdown alone: the api's statement for one
// dimension, all time, 30 days and 12 months, for both scopes (SQL only); and, for
// contrast, the OS split from the raw scans. Prints p50 / p95 of each, and the slowest p95.
// The seed is bulk SQL (bulk-scans.mjs): the scans by INSERT … SELECT over a sequence,
// the roll-ups by GROUP BY over them. Before it, the same SQL is checked on a sample
// against the api's own roll-up pass (every roll-up row and counter must be equal).
//   BENCH_SCANS (10000000), BENCH_CODES (10000), BENCH_OWNERS (100), BENCH_DAYS (730),
//   BENCH_CALLS (100), BENCH_VERIFY_SCANS (20000), MYSQL_URL
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import {
  BENCH_ADMIN,
  OWNER_PASSWORD,
  login,
  registerOwners,
  startApi,
  time,
  waitForHealth,
} from './api-client.mjs';
import { insertScans, rollUpScans, verifyBulkRollups } from './bulk-scans.mjs';

// How the api splits a range into whole months and days (built by nx run api:build).
const { piecesOf } = createRequire(import.meta.url)('../dist/modules/scans/rollup-periods.js');

const totalScans = Number(process.env.BENCH_SCANS ?? 10_000_000);
const totalCodes = Number(process.env.BENCH_CODES ?? 10_000);
const owners = Number(process.env.BENCH_OWNERS ?? 100);
const calls = Number(process.env.BENCH_CALLS ?? 100);
const spanDays = Number(process.env.BENCH_DAYS ?? 730);
const verifyScans = Number(process.env.BENCH_VERIFY_SCANS ?? 20_000);
const mysqlUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const database = `qrpanel_analytics_${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
const port = 3990 + Math.floor(Math.random() * 9);
const url = `http://127.0.0.1:${port}`;

const day = (offset) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

async function main() {
  const admin = await createConnection(mysqlUrl);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const server = startApi({ port, databaseUrl: `${mysqlUrl}/${database}`, dataDir: work });
  try {
    await waitForHealth(url);
    const db = await createConnection({ uri: `${mysqlUrl}/${database}` });
    await seed(db);
    const adminToken = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const ownerToken = await login(url, 'owner0@example.com', OWNER_PASSWORD);
    const [[{ ownerId }]] = await db.query(
      "SELECT id AS ownerId FROM users WHERE email = 'owner0@example.com'",
    );
    const [[{ codeId }]] = await db.query('SELECT MIN(id) AS codeId FROM qr_codes WHERE user_id = ?', [
      ownerId,
    ]);
    const ranges = {
      '30 days': { from: day(29), to: day(0) },
      '12 months': { from: day(364), to: day(0) },
    };
    const query = ({ from, to }) => `from=${from}&to=${to}`;
    const scopes = [
      ['all codes (admin)', adminToken, '/api/qrcodes/analytics/admin', { owner: 0 }],
      [
        `one owner (${totalCodes / owners} codes)`,
        ownerToken,
        '/api/qrcodes/analytics/user',
        { owner: ownerId },
      ],
    ];
    console.log(`\nOver HTTP, ${calls} calls each (p50 / p95):`);
    for (const [scope, token, summary] of scopes) {
      await timeRow(`summary, all time (every breakdown), ${scope}`, () => get(summary, token));
      await timeRow(`30-day series, ${scope}`, () => get('/api/qrcodes/analytics/scans-over-time', token));
      await timeRow(`12 months a week, ${scope}`, () =>
        get(`/api/qrcodes/analytics/scans-over-time?${query(ranges['12 months'])}&granularity=week`, token),
      );
      for (const [name, range] of Object.entries(ranges)) {
        await timeRow(`${name} + comparison + every breakdown, ${scope}`, () =>
          get(`${summary}?${query(range)}`, token),
        );
      }
    }
    await timeRow('12 months + every breakdown, one code (destinations)', () =>
      get(`/api/qrcodes/analytics/user?${query(ranges['12 months'])}&qrcodeId=${codeId}`, ownerToken),
    );
    // The api reads every breakdown of a summary in one statement (ScanRollupsRepository
    // breakdownBetween/breakdown); here each dimension's share of it, as its own statement.
    console.log(
      `\nEach breakdown alone, the api's statement for one dimension (SQL only, ${calls} calls each):`,
    );
    for (const [scope, , , key] of scopes) {
      for (const range of [undefined, ...Object.keys(ranges)]) {
        for (const dimension of DIMENSIONS) {
          const { sql, params } = breakdownStatement(key, dimension, range && ranges[range]);
          await timeRow(`${dimension}, ${range ?? 'all time'}, ${scope}`, () => db.query(sql, params));
        }
      }
    }
    for (const range of Object.keys(ranges)) {
      const { sql, params } = breakdownStatement({ code: codeId }, 'dest', ranges[range]);
      await timeRow(`dest, ${range}, one code`, () => db.query(sql, params));
    }
    const raw = await time(
      () => db.query('SELECT os, COUNT(*) FROM scans WHERE is_bot = 0 GROUP BY os'),
      Math.min(calls, 10),
    );
    console.log(`\nSlowest p95 above: ${slowest.toFixed(1)} ms`);
    console.log(`${'for contrast: OS split from raw scans (SQL)'.padEnd(ROW)} ${ms(raw)}`);
    await db.end();
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await admin.query(`DROP DATABASE \`${database}\``);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

const ROW = 64;
const ms = (t) => `${t.p50.toFixed(1).padStart(7)} / ${t.p95.toFixed(1).padStart(6)} ms`;
let slowest = 0;

async function timeRow(name, fn) {
  const t = await time(fn, calls);
  slowest = Math.max(slowest, t.p95);
  console.log(`${name.padEnd(ROW)} ${ms(t)}`);
}

/** The dimensions of the owners' summaries (a destination is one code's). */
const DIMENSIONS = ['os', 'browser', 'device', 'country', 'region', 'city', 'language', 'hour'];

/**
 * ScanRollupsRepository's breakdown statement for one dimension: all time, or a range's
 * whole months from the monthly rows and its ends' days added or taken off (piecesOf).
 */
function breakdownStatement(scope, dimension, range) {
  const [column, id] = 'owner' in scope ? ['owner_id', scope.owner] : ['qr_code_id', scope.code];
  const table = (kind) => ('owner' in scope ? `scan_owner_breakdown${kind}` : `scan_breakdown${kind}`);
  const part = (kind, key, sign, from, to) => ({
    sql: `SELECT r.value, ${sign < 0 ? '-' : ''}r.scans AS scans FROM ${table(kind)} r
      WHERE r.${column} = ? AND r.dimension = ?${key ? ` AND r.${key} >= ? AND r.${key} <= ?` : ''}`,
    params: [id, dimension, ...(key ? [from, to] : [])],
  });
  let parts;
  if (!range) parts = [part('', null, 1)];
  else {
    const { months, days } = piecesOf(range.from, range.to);
    parts = [
      ...(months ? [part('_monthly', 'month', 1, months.from, months.to)] : []),
      ...days.map((d) => part('_daily', 'day', d.sign, d.from, d.to)),
    ];
  }
  return {
    sql: `SELECT r.value, SUM(r.scans) AS scans FROM (${parts.map((p) => p.sql).join(' UNION ALL ')}) r
      GROUP BY r.value HAVING SUM(r.scans) > 0 ORDER BY scans DESC, r.value`,
    params: parts.flatMap((p) => p.params),
  };
}

async function get(path, token) {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  await res.arrayBuffer();
}

/** Owners registered through the api (real password hashes); codes, scans and roll-ups in bulk SQL. */
async function seed(db) {
  let started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  await registerOwners(url, owners);
  // Two years of scans are kept whole: the retention job must not delete them under the seed.
  const res = await fetch(`${url}/api/settings`, {
    method: 'PUT',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password)}`,
    },
    body: JSON.stringify({ scan_retention_days: 0 }),
  });
  if (!res.ok) throw new Error(`settings answered ${res.status}`);
  // Each owner with their personal workspace, which holds their codes.
  const [users] = await db.query(
    "SELECT u.id, (SELECT MIN(m.workspace_id) FROM workspace_members m WHERE m.user_id = u.id) AS workspace FROM users u WHERE u.email LIKE 'owner%' ORDER BY u.id",
  );
  const codes = [];
  for (let c = 0; c < totalCodes; c += 1) {
    const owner = users[Math.floor((c * owners) / totalCodes)];
    codes.push([
      randomBytes(16).toString('base64url'),
      // Each owner's codes side by side: a slice of the roll-up seed is mostly one owner's.
      owner.id,
      owner.workspace,
      `Code ${c}`,
      'url',
      'dynamic',
      JSON.stringify({ url: `https://example.com/${c}` }),
      `https://example.com/${c}`,
      'active',
    ]);
  }
  for (let i = 0; i < codes.length; i += 1000) {
    await db.query(
      'INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, current_destination, status) VALUES ?',
      [codes.slice(i, i + 1000)],
    );
  }
  // The codes by number (scan n is of code n·7919 mod codes), with the key their
  // destination is counted under (destinationKey: SHA-1, base64url).
  await db.query(`
    CREATE TABLE bench_codes (k int PRIMARY KEY, id int NOT NULL, url varchar(255) NOT NULL,
      dest varchar(40) NOT NULL, UNIQUE KEY (id))`);
  await db.query(`
    INSERT INTO bench_codes (k, id, url, dest)
    SELECT ROW_NUMBER() OVER (ORDER BY id) - 1, id, current_destination,
      REPLACE(REPLACE(REPLACE(TO_BASE64(UNHEX(SHA1(current_destination))), '+', '-'), '/', '_'), '=', '')
    FROM qr_codes`);
  const now = Date.now();
  const today = day(0);
  const compared = await verifyBulkRollups(db, {
    sample: verifyScans,
    codes: totalCodes,
    now,
    spanDays,
    today,
  });
  console.log(
    `Bulk roll-ups equal the roll-up pass's on ${verifyScans.toLocaleString('en-US')} scans (${compared.toLocaleString('en-US')} rows compared) in ${seconds()}`,
  );
  started = Date.now();
  await insertScans(db, { first: 0, last: totalScans, codes: totalCodes, now, spanDays });
  console.log(
    `Inserted ${totalScans.toLocaleString('en-US')} scans over ${totalCodes} codes and ${spanDays} days in ${seconds()}`,
  );
  started = Date.now();
  await rollUpScans(db, { today });
  const [[{ n }]] = await db.query('SELECT COUNT(*) AS n FROM scan_breakdown_daily');
  console.log(
    `Rolled them up (${Number(n).toLocaleString('en-US')} per-code daily breakdown rows) in ${seconds()}`,
  );
  await db.query('DROP TABLE bench_codes');
}

await main();
