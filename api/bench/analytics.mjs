#!/usr/bin/env node
// npm run bench:analytics: analytics at scale. Seeds 1,000,000 scans across 1,000 codes
// (10 owners, the last 90 days) into a fresh MariaDB database, with the roll-ups the
// scan writer keeps, then times the analytics calls through the real api and prints
// p50/p95 for the summary and the 30-day series, in admin scope (every code) and in one
// owner's scope; and, for contrast, the same summary computed from the raw scans.
//   BENCH_SCANS (1000000), BENCH_CODES (1000), BENCH_CALLS (100), MYSQL_URL
import { createHash, randomBytes } from 'node:crypto';
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

const totalScans = Number(process.env.BENCH_SCANS ?? 1_000_000);
const totalCodes = Number(process.env.BENCH_CODES ?? 1000);
const calls = Number(process.env.BENCH_CALLS ?? 100);
const owners = 10;
const mysqlUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const database = `qrpanel_analytics_${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
const port = 3990 + Math.floor(Math.random() * 9);
const url = `http://127.0.0.1:${port}`;

const OS = ['iOS', 'Android', 'Windows', 'macOS', 'Linux', 'Unknown'];
const BROWSERS = ['Safari', 'Chrome', 'Firefox', 'Edge', 'Samsung Internet'];
const DEVICES = ['mobile', 'desktop', 'tablet'];
const COUNTRIES = ['US', 'GB', 'DE', 'FR', 'IN', 'BR', 'JP', 'NG', 'ES', null];
const pick = (list, n) => list[n % list.length];

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
      `Seeded ${totalScans.toLocaleString('en-US')} scans over ${totalCodes} codes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const adminToken = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const ownerToken = await login(url, 'owner0@example.com', OWNER_PASSWORD);
    const rows = [
      ['summary, all codes (admin)', adminToken, '/api/qrcodes/analytics/admin'],
      ['30-day series, all codes (admin)', adminToken, '/api/qrcodes/analytics/scans-over-time'],
      ['summary, one owner (100 codes)', ownerToken, '/api/qrcodes/analytics/user'],
      ['30-day series, one owner', ownerToken, '/api/qrcodes/analytics/scans-over-time'],
    ];
    console.log(
      `${'call'.padEnd(36)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}   (${calls} calls each, over HTTP)`,
    );
    for (const [name, token, path] of rows) {
      const t = await time(() => get(path, token), calls);
      console.log(`${name.padEnd(36)} ${t.p50.toFixed(1).padStart(6)}ms ${t.p95.toFixed(1).padStart(6)}ms`);
    }
    const raw = await time(
      () => db.query('SELECT os, COUNT(*) FROM scans WHERE is_bot = 0 GROUP BY os'),
      Math.min(calls, 10),
    );
    console.log(
      `${'for contrast: OS split from raw scans'.padEnd(36)} ${raw.p50.toFixed(1).padStart(6)}ms ${raw.p95.toFixed(1).padStart(6)}ms   (SQL only)`,
    );
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
  await res.arrayBuffer();
}

/** Owners registered through the api (real password hashes); codes, scans and roll-ups in bulk. */
async function seed(db) {
  await registerOwners(url, owners);
  const [users] = await db.query("SELECT id FROM users WHERE email LIKE 'owner%' ORDER BY id");
  const codes = [];
  for (let c = 0; c < totalCodes; c += 1) {
    codes.push([
      randomBytes(16).toString('base64url'),
      users[c % owners].id,
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
      'INSERT INTO qr_codes (uuid, user_id, label, type, generation_type, data, current_destination, status) VALUES ?',
      [codes.slice(i, i + 1000)],
    );
  }
  const [ids] = await db.query('SELECT id FROM qr_codes ORDER BY id');
  const codeIds = ids.map((r) => r.id);
  const now = Date.now();
  const daily = new Map();
  const breakdown = new Map();
  const visitors = new Set();
  const counts = new Map();
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
  for (let i = 0; i < totalScans; i += 5000) {
    const batch = [];
    for (let j = i; j < Math.min(totalScans, i + 5000); j += 1) {
      const code = codeIds[(j * 7919) % codeIds.length];
      const at = new Date(now - ((j * 104729) % (90 * 86_400_000)));
      const os = pick(OS, j);
      const browser = pick(BROWSERS, j >> 1);
      const device = pick(DEVICES, j >> 2);
      const country = pick(COUNTRIES, j >> 3);
      const visitor = createHash('sha256')
        .update(String(j % 400_000))
        .digest('hex');
      const bot = j % 50 === 0;
      batch.push([
        code,
        at.toISOString().replace('T', ' ').replace('Z', ''),
        os,
        browser,
        device,
        country,
        visitor,
        bot ? 1 : 0,
        'served',
      ]);
      if (bot) continue;
      add(counts, code);
      add(daily, `${code}|${at.toISOString().slice(0, 10)}`);
      for (const [dim, value] of [
        ['os', os],
        ['browser', browser],
        ['device', device],
        ['country', country ?? 'Unknown'],
      ])
        add(breakdown, `${code}|${dim}|${value}`);
      visitors.add(`${code}|${visitor}`);
    }
    await db.query(
      'INSERT INTO scans (qr_code_id, scanned_at, os, browser, device_type, country, visitor_hash, is_bot, outcome) VALUES ?',
      [batch],
    );
  }
  await bulk(
    db,
    'INSERT INTO scan_daily (qr_code_id, day, scans) VALUES ?',
    [...daily].map(([k, n]) => [...k.split('|'), n]),
  );
  await bulk(
    db,
    'INSERT INTO scan_breakdown (qr_code_id, dimension, value, scans) VALUES ?',
    [...breakdown].map(([k, n]) => [...k.split('|'), n]),
  );
  await bulk(
    db,
    'INSERT INTO scan_visitors (qr_code_id, visitor_hash) VALUES ?',
    [...visitors].map((k) => k.split('|')),
  );
  const uniques = new Map();
  for (const k of visitors) add(uniques, Number(k.split('|')[0]));
  for (const id of codeIds) {
    await db.query('UPDATE qr_codes SET scans_count = ?, unique_scans = ? WHERE id = ?', [
      counts.get(id) ?? 0,
      uniques.get(id) ?? 0,
      id,
    ]);
  }
}

async function bulk(db, sql, rows) {
  for (let i = 0; i < rows.length; i += 5000) await db.query(sql, [rows.slice(i, i + 5000)]);
}

await main();
