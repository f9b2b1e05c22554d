#!/usr/bin/env node
// npm run bench:redirect: the redirect hot path against its baseline, in one run.
//  (a) a bare node:http server answering 302;
//  (b) the real api on MariaDB with 10,000 dynamic url codes, every answer a recorded scan;
//  (c) the same, every code carrying three redirect rules and an A/B split (smart codes):
//      its ratio to (a) should stay within 10 % of (b)'s;
//  (e) (b) scanned at each code's short address, /{key}: its ratio to (a) should stay
//      within 10 % of (b)'s;
//  (f) (e) on a workspace's verified custom domain (the Host header names it): within 10 %
//      of (b)'s too;
//  (d) with BENCH_WEBHOOK=1: (b) with the codes' owner subscribed to scan.created (a local
//      receiver answering 204): every scan also stores its event, delivered in the
//      background once the load has passed; its ratio to (a) should stay within 10 % of (b)'s.
// Each is loaded from a separate process (autocannon, 100 connections, bounded in time),
// the server pinned to one core and the load to the other where taskset exists. Prints
// requests per second, p50 and p99 latency and b/a; the rate (b) sustains (its scans over
// the time until the roll-ups have counted the last of them) and its ratio to (a); then
// checks that the scans stored equal the 302s answered.
//   BENCH_PROFILE=1 (the first (b)'s api under node --cpu-prof, summarised at the end),
//   BENCH_ROUNDS (3: runs of (b), (c) and (d) in turn, each read at its median),
//   BENCH_WEBHOOK (unset: no (d)), BENCH_SECONDS (10: the baseline's run), BENCH_REQUESTS (50000: the api's run, every
//   answer awaited), BENCH_CONNECTIONS (100), BENCH_CODES (10000),
//   MYSQL_URL (mysql://root@127.0.0.1:3306)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { BENCH_ADMIN, login, waitForHealth } from './api-client.mjs';
import { monotonicMicros, summarize } from './cpu-profile.mjs';

const here = new URL('.', import.meta.url).pathname;
const api = join(here, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const codes = Number(process.env.BENCH_CODES ?? 10_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 50_000);
const mysqlUrl = (process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
const withWebhook = process.env.BENCH_WEBHOOK === '1';
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
/** How long (d) waits after its load for the events to be delivered. */
const DELIVERY_WAIT_MS = 60_000;
const pinned = hasTaskset();
const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
/** With BENCH_PROFILE=1, the first (b)'s api is profiled (node --cpu-prof) and summarised. */
const profileDir = process.env.BENCH_PROFILE === '1' ? join(work, 'profile') : undefined;

function hasTaskset() {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return true;
  } catch {
    return false;
  }
}

/** Runs node with the args, on one core when possible. */
function node(core, args, options) {
  const [cmd, argv] = pinned
    ? ['taskset', ['-c', String(core), process.execPath, ...args]]
    : [process.execPath, args];
  return spawn(cmd, argv, options);
}

async function load(url, pathsFile, amount, host) {
  const args = [join(here, 'load.mjs'), url, pathsFile, String(connections), String(amount ? 120 : seconds)];
  const child = node(1, amount ? [...args, String(amount)] : args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...(host ? { BENCH_HOST: host } : {}) },
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  await once(child, 'exit');
  return JSON.parse(out);
}

/** The local database server's process, when it runs on this machine (its CPU time is read from /proc). */
const databasePid = (() => {
  try {
    return Number(execFileSync('pgrep', ['-o', '-x', 'mariadbd']).toString().trim()) || undefined;
  } catch {
    return undefined;
  }
})();

/** A process's user and system CPU time in microseconds (NaN when it cannot be read). */
function cpuMicros(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}
const CLOCK_TICKS = 100;

async function bare() {
  const server = node(0, [join(here, 'bare-redirect-server.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(server.stdout, 'data');
  const result = await load(`http://127.0.0.1:${String(port).trim()}/r`, '-');
  server.kill('SIGTERM');
  return result;
}

async function realApi(smart, hookUrl, profileDir, address = 'uuid') {
  const port = 3900 + Math.floor(Math.random() * 90);
  const database = `qrpanel_bench_${randomBytes(4).toString('hex')}`;
  const admin = await createConnection(mysqlUrl);
  await admin.query(`CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = node(0, [...profiling, join(api, 'dist', 'main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `${mysqlUrl}/${database}`,
      DATA_DIR: work,
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_EMAIL: BENCH_ADMIN.email,
      SUPER_ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...(hookUrl ? { ALLOW_HTTP_WEBHOOKS: 'true', ALLOW_PRIVATE_WEBHOOKS: 'true' } : {}),
    },
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url);
    const db = await createConnection(`${mysqlUrl}/${database}`);
    await unlimitedScans(url);
    if (hookUrl) await subscribe(url, hookUrl);
    const { paths, host } = await seedCodes(db, smart, address);
    writeFileSync(join(work, 'paths.txt'), paths.join('\n'));
    // Scanners of a live code meet a warm cache: read every code once before measuring.
    const warm = await load(url, join(work, 'paths.txt'), codes, host);
    await rollupsCaughtUp(db); // and no backlog of counting left from the warm-up,
    if (hookUrl) await deliveriesDone(db, Date.now()); // nor of its events
    const loadStarted = monotonicMicros();
    const cpuBefore = { api: cpuMicros(server.pid), database: cpuMicros(databasePid) };
    const result = await load(url, join(work, 'paths.txt'), requests, host);
    const loadEnded = Date.now();
    result.status['302'] = (result.status['302'] ?? 0) + (warm.status['302'] ?? 0);
    // Every 302 was answered after its scan was committed; the roll-ups follow.
    result.rollupLagMs = await rollupsCaughtUp(db);
    // What the machine sustains: the load's scans over the time until the last was counted.
    // Answering faster than the roll-ups count only grows a backlog.
    result.sustained = result.requests / (result.seconds + result.rollupLagMs / 1000);
    result.profileWindow = [loadStarted, monotonicMicros()];
    // The processor time each side spent on a scan, from the load's start until it was counted.
    result.cpuPerScan = Object.fromEntries(
      Object.entries(cpuBefore).map(([side, before]) => [
        side,
        (cpuMicros(side === 'api' ? server.pid : databasePid) - before) / result.requests,
      ]),
    );
    const [[stored]] = await db.query(
      "SELECT COUNT(*) AS scans, (SELECT COALESCE(SUM(scans_count), 0) FROM qr_codes) AS counted FROM scans WHERE outcome = 'served'",
    );
    if (hookUrl) result.deliveries = await deliveriesDone(db, loadEnded);
    await db.end();
    return { ...result, storedScans: Number(stored.scans), countedScans: Number(stored.counted) };
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    await admin.query(`DROP DATABASE \`${database}\``);
    await admin.end();
  }
}

/** How long after the load the roll-ups took to count every stored scan (2 minutes at most). */
async function rollupsCaughtUp(db) {
  const start = Date.now();
  while (Date.now() - start < 120_000) {
    const [[queue]] = await db.query('SELECT COUNT(*) AS n FROM scan_rollup_queue');
    if (Number(queue.n) === 0) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the roll-ups did not catch up within 2 minutes');
}

/** The codes' owner (the benchmark's admin) hears of every scan at the receiver. */
async function subscribe(url, hookUrl) {
  const token = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const res = await fetch(`${url}/api/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ url: hookUrl, events: ['scan.created'] }),
  });
  if (res.status !== 201) throw new Error(`POST /api/webhooks answered ${res.status}`);
}

/**
 * Every stored scan's event (the codes' owner is subscribed), how many of them the log shows
 * delivered (waiting a minute at most), and when the last was, after `since`. The events wait
 * in compact jobs while the scanners are busy, so they are counted from the scans, not from
 * the log.
 */
async function deliveriesDone(db, since) {
  const start = Date.now();
  const [[scans]] = await db.query('SELECT COUNT(*) AS n FROM scans');
  const events = Number(scans.n);
  const delivered = async () => {
    const [[row]] = await db.query("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'succeeded'");
    return Number(row.n);
  };
  let done = await delivered();
  while (done < events && Date.now() - start < DELIVERY_WAIT_MS) {
    await new Promise((r) => setTimeout(r, 250));
    done = await delivered();
  }
  return { events, delivered: done, afterMs: Date.now() - since };
}

/** A local receiver of (d)'s events, in a process of its own. */
async function startReceiver() {
  const receiver = node(1, [join(here, 'webhook-receiver.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [port] = await once(receiver.stdout, 'data');
  const url = `http://127.0.0.1:${String(port).trim()}`;
  return {
    url: `${url}/hooks`,
    received: async () => Number(await (await fetch(`${url}/count`)).text()),
    stop: () => receiver.kill('SIGTERM'),
  };
}

/** The benchmark measures scanning, not the Free Trial's monthly limit. */
async function unlimitedScans(url) {
  const token = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  const res = await fetch(`${url}/api/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ free_trial_scan_limit: 0 }),
  });
  if (!res.ok) throw new Error(`settings answered ${res.status}`);
}

/**
 * Three rules and a split, as the api stores them. The load's agents (iPhone, Android,
 * Windows; no country, no language) meet every kind of condition: a third of the scans
 * take the third rule's split, the rest run through all three rules to the code's split.
 */
function smartRouting(n) {
  const to = (path) => `https://example.com/${path}/${n}`;
  return JSON.stringify({
    rules: [
      { when: { os: ['android'], country: ['DE', 'AT'] }, destination: to('android-dach') },
      { when: { device: ['desktop'], language: ['de', 'fr'] }, destination: to('desktop-de-fr') },
      {
        when: { os: ['ios'], time: { from: '00:00', to: '00:00', timezone: 'Europe/Berlin' } },
        split: [
          { destination: to('ios-a'), weight: 1 },
          { destination: to('ios-b'), weight: 1 },
        ],
      },
    ],
    split: [
      { destination: to('a'), weight: 70 },
      { destination: to('b'), weight: 30 },
    ],
  });
}

/**
 * 10,000 dynamic url codes owned by the super_admin, written straight to the table, each
 * with a short key; answers the paths scanned (the redirect addresses, or the short ones)
 * and, on a custom domain (verified, written to its table too), the host they are asked on.
 */
async function seedCodes(db, smart, address) {
  const uuids = Array.from({ length: codes }, () => randomBytes(16).toString('base64url'));
  // Distinct keys of a made key's kind (six characters, where five would meet each other).
  const keys = uuids.map((_, i) => `k${i.toString(36).padStart(5, '0')}`);
  // The super_admin's personal workspace (user 1's, made with the account).
  const [[{ workspace }]] = await db.query(
    'SELECT MIN(workspace_id) AS workspace FROM workspace_members WHERE user_id = 1',
  );
  const host = address === 'domain' ? 'go.bench.example' : undefined;
  const domainId = host ? await verifiedDomain(db, workspace, host) : 0;
  for (let i = 0; i < uuids.length; i += 1000) {
    const rows = uuids
      .slice(i, i + 1000)
      .map((uuid, j) => [
        uuid,
        1,
        workspace,
        `Bench ${i + j}`,
        'url',
        'dynamic',
        JSON.stringify({ url: `https://example.com/landing/${i + j}` }),
        `https://example.com/landing/${i + j}`,
        'active',
        smart ? smartRouting(i + j) : null,
        keys[i + j],
        keys[i + j],
        domainId,
      ]);
    await db.query(
      'INSERT INTO qr_codes (uuid, user_id, workspace_id, label, type, generation_type, data, current_destination, status, routing, short_key, short_key_folded, domain_id) VALUES ?',
      [rows],
    );
  }
  const paths = address === 'uuid' ? uuids.map((u) => `/qr-redirect/${u}`) : keys.map((k) => `/${k}`);
  return { paths, host };
}

/** A verified custom domain of the workspace, as DNS would have proven it. */
async function verifiedDomain(db, workspace, hostname) {
  const [inserted] = await db.query(
    "INSERT INTO domains (workspace_id, hostname, status, verification_token, verified_at) VALUES (?, ?, 'verified', 'bench', NOW())",
    [workspace, hostname],
  );
  return inserted.insertId;
}

const fmt = (n, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

try {
  if (!process.env.BENCH_NO_BUILD)
    execFileSync('npx', ['nx', 'run', 'api:build'], { cwd: api, stdio: 'inherit' });
  console.log(
    `Redirect benchmark: ${connections} connections; (a) ${seconds} s, (b) ${requests} requests over ${codes} codes${pinned ? '; server and load on separate cores' : ''}`,
  );
  const a = await bare();
  // The api's runs take turns, a few rounds of each, and each is read at its median: on a
  // shared machine one run of each differs from the next by up to a tenth.
  const runs = { b: [], c: [], e: [], f: [], d: [] };
  for (let round = 0; round < rounds; round += 1) {
    runs.b.push(await realApi(false, undefined, round === 0 ? profileDir : undefined));
    runs.c.push(await realApi(true));
    runs.e.push(await realApi(false, undefined, undefined, 'key'));
    runs.f.push(await realApi(false, undefined, undefined, 'domain'));
    if (withWebhook) {
      const receiver = await startReceiver();
      try {
        const d = await realApi(false, receiver.url);
        runs.d.push({ ...d, received: await receiver.received() });
      } finally {
        receiver.stop();
      }
    }
  }
  const median = (list) => [...list].sort((x, y) => x.rps - y.rps)[Math.floor(list.length / 2)];
  const [b, c, e, f, d] = [
    median(runs.b),
    median(runs.c),
    median(runs.e),
    median(runs.f),
    withWebhook ? median(runs.d) : undefined,
  ];
  const row = (name, r) =>
    `${name.padEnd(42)} ${fmt(r.rps).padStart(9)} req/s   p50 ${fmt(r.p50, 1).padStart(6)} ms   p99 ${fmt(r.p99, 1).padStart(6)} ms`;
  console.log(row('(a) bare node:http 302', a));
  console.log(row('(b) api: 302 + recorded scan (MariaDB)', b));
  console.log(row('(c) (b) with three rules and a split a code', c));
  console.log(`ratio b/a: ${fmt(b.rps / a.rps, 2)}`);
  console.log(
    `(b) sustained, every scan stored and counted: ${fmt(b.sustained)} scans/s   ratio to (a): ${fmt(b.sustained / a.rps, 2)}`,
  );
  console.log(
    `(b) CPU a scan, until counted: api ${fmt(b.cpuPerScan.api)} µs, database ${Number.isNaN(b.cpuPerScan.database) ? 'not local' : `${fmt(b.cpuPerScan.database)} µs`}`,
  );
  console.log(
    `ratio c/a: ${fmt(c.rps / a.rps, 2)}   (c)/(b): ${fmt(c.rps / b.rps, 2)} (within 10 %: ${c.rps >= 0.9 * b.rps ? 'yes' : 'no'})`,
  );
  console.log(row('(e) (b) at the short address /{key}', e));
  console.log(
    `ratio e/a: ${fmt(e.rps / a.rps, 2)}   (e)/(b): ${fmt(e.rps / b.rps, 2)} (within 10 %: ${e.rps >= 0.9 * b.rps ? 'yes' : 'no'})`,
  );
  console.log(row('(f) (e) on a custom domain', f));
  console.log(
    `ratio f/a: ${fmt(f.rps / a.rps, 2)}   (f)/(b): ${fmt(f.rps / b.rps, 2)} (within 10 %: ${f.rps >= 0.9 * b.rps ? 'yes' : 'no'})`,
  );
  if (d) {
    console.log(row('(d) (b) with a scan.created webhook', d));
    console.log(
      `ratio d/a: ${fmt(d.rps / a.rps, 2)}   (d)/(b): ${fmt(d.rps / b.rps, 2)} (within 10 %: ${d.rps >= 0.9 * b.rps ? 'yes' : 'no'})`,
    );
  }
  if (rounds > 1)
    console.log(
      `each round, req/s: ${Object.entries(runs)
        .filter(([, list]) => list.length)
        .map(([name, list]) => `(${name}) ${list.map((r) => fmt(r.rps)).join(', ')}`)
        .join('   ')}`,
    );
  for (const r of runs.d)
    console.log(
      `(d) events of stored scans: ${r.deliveries.events}   delivered ${fmt(r.deliveries.afterMs)} ms after the load ended: ${r.deliveries.delivered} (the receiver counted ${r.received})`,
    );
  for (const [name, list] of Object.entries(runs))
    for (const r of list) {
      console.log(
        `(${name}) roll-ups counted every stored scan ${fmt(r.rollupLagMs)} ms after the load ended`,
      );
      const answered = r.status['302'] ?? 0; // the warm-up's answers included
      console.log(
        `(${name}) 302s answered: ${answered}   scans stored: ${r.storedScans}   scans counted: ${r.countedScans}   errors: ${r.errors}, timeouts: ${r.timeouts}, other statuses: ${JSON.stringify(Object.fromEntries(Object.entries(r.status).filter(([k]) => k !== '302')))}`,
      );
      if (r.storedScans !== answered || r.countedScans !== answered) {
        console.error(`(${name}) MISMATCH: stored scans differ from answered 302s`);
        process.exitCode = 1;
      } else {
        console.log(`(${name}) stored scans = answered 302s: yes`);
      }
    }
  if (profileDir) {
    const [file] = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
    console.log(
      `\nCPU profile of the first (b)'s api, from its load's start until the roll-ups had counted it:`,
    );
    console.log(summarize(join(profileDir, file), runs.b[0].profileWindow));
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
