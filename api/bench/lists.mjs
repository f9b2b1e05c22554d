#!/usr/bin/env node
// npm run bench:lists: the code lists at scale. Seeds 100,000 codes (10 owners,
// one of them holding half) into a fresh MariaDB database, then times pages of
// GET /api/qrcodes/all and /my through the real api: early, middle and deep pages, newest
// first and by label, searches (few and many matches, one owner's and everyone's) and a tag
// filter, and prints p50/p95 of each. For contrast it times the same deep page read the plain
// way (every column, OFFSET over the table) in SQL alone, and prints the api's deep page
// against it.
//   BENCH_CODES (100000), BENCH_CALLS (100), MYSQL_URL
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
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

const totalCodes = Number(process.env.BENCH_CODES ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 100);
const owners = 10;
const limit = 25;
const mysqlUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const database = `qrpanel_lists_${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
const port = 3980 + Math.floor(Math.random() * 9);
const url = `http://127.0.0.1:${port}`;
const TYPES = ['url', 'text', 'email', 'phone', 'sms', 'vcard', 'wifi'];

async function main() {
  const admin = await createConnection(mysqlUrl);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const server = startApi({ port, databaseUrl: `${mysqlUrl}/${database}`, dataDir: work });
  try {
    await waitForHealth(url);
    const db = await createConnection({ uri: `${mysqlUrl}/${database}` });
    const started = Date.now();
    await seed(db);
    console.log(
      `Seeded ${totalCodes.toLocaleString('en-US')} codes (${owners} owners; owner0 holds half) in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const adminToken = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const ownerToken = await login(url, 'owner0@example.com', OWNER_PASSWORD);
    const lastAll = Math.ceil(totalCodes / limit);
    const lastOwn = Math.ceil(totalCodes / 2 / limit);
    const rows = [
      ['all codes, page 1 (admin)', adminToken, `/api/qrcodes/all?page=1&limit=${limit}`],
      [
        'all codes, middle page',
        adminToken,
        `/api/qrcodes/all?page=${Math.ceil(lastAll / 2)}&limit=${limit}`,
      ],
      ['all codes, last page', adminToken, `/api/qrcodes/all?page=${lastAll}&limit=${limit}`],
      [
        'all codes by label, middle page',
        adminToken,
        `/api/qrcodes/all?page=${Math.ceil(lastAll / 2)}&limit=${limit}&sort=label:asc`,
      ],
      ['own codes (50,000), page 1', ownerToken, `/api/qrcodes/my?page=1&limit=${limit}`],
      ['own codes, middle page', ownerToken, `/api/qrcodes/my?page=${Math.ceil(lastOwn / 2)}&limit=${limit}`],
      ['own codes, last page', ownerToken, `/api/qrcodes/my?page=${lastOwn}&limit=${limit}`],
      ['own codes, tag filter, page 1', ownerToken, `/api/qrcodes/my?page=1&limit=${limit}&tag=menu`],
      ['own codes, search, page 1', ownerToken, `/api/qrcodes/my?page=1&limit=${limit}&q=code%204999`],
      ['own codes, broad search, page 3', ownerToken, `/api/qrcodes/my?page=3&limit=${limit}&q=code%201`],
      ['all codes, search (admin)', adminToken, `/api/qrcodes/all?page=1&limit=${limit}&q=code%204999`],
    ];
    console.log(
      `${'call'.padEnd(34)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}   (${calls} calls each, over HTTP)`,
    );
    const results = new Map();
    for (const [name, token, path] of rows) {
      const t = await time(() => get(path, token), calls);
      results.set(name, t);
      console.log(`${name.padEnd(34)} ${t.p50.toFixed(1).padStart(6)}ms ${t.p95.toFixed(1).padStart(6)}ms`);
    }
    const offset = Math.ceil(lastAll / 2 - 1) * limit;
    const plain = await time(
      () =>
        db.query(
          `SELECT * FROM qr_codes IGNORE INDEX (IDX_qr_codes_created) ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
        ),
      Math.min(calls, 20),
    );
    console.log(
      `${'contrast: plain OFFSET, middle page'.padEnd(34)} ${plain.p50.toFixed(1).padStart(6)}ms ${plain.p95.toFixed(1).padStart(6)}ms   (SQL only, no index)`,
    );
    const middle = results.get('all codes, middle page');
    console.log(
      `ratio, api middle page p95 / plain OFFSET p95 (SQL only): ${(middle.p95 / plain.p95).toFixed(2)}`,
    );
    const worst = Math.max(...[...results.values()].map((r) => r.p95));
    console.log(`slowest p95: ${worst.toFixed(1)} ms (target: under 50 ms)`);
    await db.end();
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await admin.query(`DROP DATABASE \`${database}\``);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

async function get(path, token) {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  const body = await res.json();
  if (!Array.isArray(body.items)) throw new Error(`${path} answered no page`);
}

/** Owners registered through the api (real password hashes); codes and tags in bulk, spread over a year. */
async function seed(db) {
  await registerOwners(url, owners);
  // Each owner with their personal workspace, which holds their codes.
  const [users] = await db.query(
    "SELECT u.id, (SELECT MIN(m.workspace_id) FROM workspace_members m WHERE m.user_id = u.id) AS workspace FROM users u WHERE u.email LIKE 'owner%' ORDER BY u.id",
  );
  const now = Date.now();
  for (let i = 0; i < totalCodes; i += 2000) {
    const batch = [];
    for (let c = i; c < Math.min(totalCodes, i + 2000); c += 1) {
      const owner = c % 2 === 0 ? users[0] : users[1 + (c % (owners - 1))];
      const at = new Date(now - ((c * 7919) % (365 * 86_400_000)));
      batch.push([
        randomBytes(16).toString('base64url'),
        owner.id,
        owner.workspace,
        `Code ${c}`,
        TYPES[c % TYPES.length],
        'dynamic',
        JSON.stringify({ url: `https://example.com/${c}` }),
        `https://example.com/${c}`,
        'active',
        at.toISOString().replace('T', ' ').replace('Z', ''),
      ]);
    }
    await db.query(
      'INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, current_destination, status, created_at) VALUES ?',
      [batch],
    );
  }
  await db.query(
    "INSERT INTO qr_code_tags (qr_code_id, tag) SELECT id, 'menu' FROM qr_codes WHERE id % 10 = 0",
  );
  await db.query('ANALYZE TABLE qr_codes, qr_code_tags');
}

await main();
