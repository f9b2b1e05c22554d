#!/usr/bin/env node
// The second half of npm run bench:render: does drawing PNGs delay scanners? Starts the
// built api on a fresh MariaDB database with 1,000 dynamic url codes and one fully styled
// code, then measures the redirect's latency (p50, p99) from a separate process twice in
// the same run: alone, and while 4 clients download 1024 px PNGs of the styled code
// without pause (each a new width, so none is served from a cache). Prints both, their
// difference, and how many PNGs were drawn meanwhile.
//   BENCH_SECONDS (10), BENCH_CONNECTIONS (10), MYSQL_URL (mysql://root@127.0.0.1:3306)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { BENCH_ADMIN, login, startApi, waitForHealth } from './api-client.mjs';

const here = new URL('.', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const mysqlUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const database = `qrpanel_render_${randomBytes(4).toString('hex')}`;
const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
const port = 3990 + Math.floor(Math.random() * 9);
const url = `http://127.0.0.1:${port}`;
const PARALLEL_RENDERS = 4;

const STYLED = {
  label: 'Styled',
  type: 'url',
  generation_type: 'dynamic',
  data: { url: 'https://example.com/menu' },
  design: {
    dots: {
      shape: 'rounded',
      gradient: {
        type: 'linear',
        rotation: 45,
        stops: [
          { offset: 0, color: '#1A237E' },
          { offset: 1, color: '#880E4F' },
        ],
      },
    },
    eyes: { outer: { shape: 'rounded', color: '#B71C1C' }, inner: { shape: 'circle' } },
    background: { color: '#FFF8E1' },
    errorCorrection: 'H',
    quietZone: 4,
    frame: { id: 'bubble', text: 'Scan for the menu!' },
  },
};

async function main() {
  const admin = await createConnection(mysqlUrl);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const server = startApi({ port, databaseUrl: `${mysqlUrl}/${database}`, dataDir: work });
  try {
    await waitForHealth(url);
    const token = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
    await fetch(`${url}/api/settings`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ free_trial_scan_limit: 0 }),
    });
    const created = await fetch(`${url}/api/qrcodes`, {
      method: 'POST',
      headers,
      body: JSON.stringify(STYLED),
    });
    if (created.status !== 201) throw new Error(`the styled code answered ${created.status}`);
    const styled = await created.json();
    const db = await createConnection(`${mysqlUrl}/${database}`);
    writeFileSync(join(work, 'paths.txt'), (await seedCodes(db)).join('\n'));
    await db.end();
    await redirects(); // warms every code into the redirect cache

    const alone = await redirects();
    let drawn = 0;
    let rendering = true;
    const renderers = Array.from({ length: PARALLEL_RENDERS }, async (_, k) => {
      for (let i = 0; rendering; i += 1) {
        const size = 1024 + ((k * 97 + i) % 64);
        const res = await fetch(`${url}/api/qrcodes/${styled.id}/image?format=png&size=${size}`, { headers });
        if (!res.ok) throw new Error(`the PNG answered ${res.status}`);
        await res.arrayBuffer();
        drawn += 1;
      }
    });
    const beside = await redirects();
    rendering = false;
    await Promise.all(renderers);

    const row = (name, r) =>
      `${name.padEnd(44)} ${Math.round(r.rps).toLocaleString('en-US').padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms`;
    console.log(`Redirects beside PNG renders: ${connections} connections, ${seconds} s each`);
    console.log(row('(a) redirects alone', alone));
    console.log(row(`(b) redirects, ${PARALLEL_RENDERS} PNG 1024 px downloads in parallel`, beside));
    console.log(`PNGs drawn during (b): ${drawn}`);
    console.log(`p99 delay b - a: ${(beside.p99 - alone.p99).toFixed(1)} ms (target: at most 5 ms)`);
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await admin.query(`DROP DATABASE \`${database}\``);
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

/** A timed run of redirects over the seeded codes, from load.mjs in its own process. */
async function redirects() {
  const child = spawn(
    process.execPath,
    [join(here, 'load.mjs'), url, join(work, 'paths.txt'), String(connections), String(seconds)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await once(child, 'exit');
  return JSON.parse(out);
}

/** 1,000 dynamic url codes owned by the super_admin, written straight to the table. */
async function seedCodes(db) {
  const uuids = Array.from({ length: 1000 }, () => randomBytes(16).toString('base64url'));
  // The super_admin's personal workspace (user 1's, made with the account).
  const [[{ workspace }]] = await db.query(
    'SELECT MIN(workspace_id) AS workspace FROM workspace_members WHERE user_id = 1',
  );
  const rows = uuids.map((uuid, i) => [
    uuid,
    1,
    workspace,
    `Bench ${i}`,
    'url',
    'dynamic',
    JSON.stringify({ url: `https://example.com/landing/${i}` }),
    `https://example.com/landing/${i}`,
    'active',
  ]);
  await db.query(
    'INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, current_destination, status) VALUES ?',
    [rows],
  );
  return uuids.map((u) => `/qr-redirect/${u}`);
}

await main();
