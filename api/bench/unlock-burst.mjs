#!/usr/bin/env node
// npm run bench:unlock: a sign-in while a burst of wrong passwords hits a protected code.
// Starts the built api on SQLite (TRUST_PROXY on, so that X-Forwarded-For names each
// request's address), makes a password-protected code, and for each burst, 200 and 1,000
// unlocks with a wrong password, sent from one address and from as many addresses as
// requests, signs in once 100 ms after the burst was sent and prints how long that sign-in
// took, how long the burst took to be answered, and its answers by status (the average of
// the rounds). A fresh code per burst, so each starts from no attempts.
//   BENCH_BURSTS (200,1000), BENCH_ROUNDS (3: each burst repeated, the sign-in read at its median)
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BENCH_ADMIN, login, startApi, waitForHealth } from './api-client.mjs';

const bursts = (process.env.BENCH_BURSTS ?? '200,1000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const work = mkdtempSync(join(tmpdir(), 'qrpanel-bench-'));
const port = 3960 + Math.floor(Math.random() * 9);
const url = `http://127.0.0.1:${port}`;
const SIGN_IN_AFTER_MS = 100;

async function main() {
  const server = startApi({
    port,
    databaseUrl: undefined,
    dataDir: work,
    env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT: '100000' },
  });
  try {
    await waitForHealth(url);
    const token = await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
    const alone = [];
    for (let i = 0; i < 5; i += 1) alone.push(await timedSignIn());
    console.log(`sign-in alone: ${median(alone).toFixed(0)} ms (median of 5)`);
    console.log('burst            sign-in (median, max)   burst answered   answers');
    let next = 1;
    for (const size of bursts) {
      for (const from of ['one address', 'many addresses']) {
        const signIns = [];
        const spans = [];
        const answers = {};
        for (let r = 0; r < rounds; r += 1) {
          const uuid = await protectedCode(token);
          const first = next;
          next += size;
          const result = await burst(uuid, size, (i) =>
            from === 'one address' ? '198.51.100.7' : address(first + i),
          );
          signIns.push(result.signIn);
          spans.push(result.span);
          for (const [status, n] of Object.entries(result.answers))
            answers[status] = (answers[status] ?? 0) + n;
        }
        console.log(
          `${String(size).padStart(5)} ${from.padEnd(15)} ${`${median(signIns).toFixed(0)} ms, ${Math.max(...signIns).toFixed(0)} ms`.padEnd(23)} ${`${median(spans).toFixed(0)} ms`.padEnd(16)} ${Object.entries(
            answers,
          )
            .map(([status, n]) => `${Number((n / rounds).toFixed(1))} × ${status}`)
            .join(', ')}`,
        );
      }
    }
  } finally {
    server.kill('SIGTERM');
    await once(server, 'exit');
    rmSync(work, { recursive: true, force: true });
  }
}

/** Sends `size` wrong unlocks at once and a sign-in SIGN_IN_AFTER_MS later. */
async function burst(uuid, size, addressOf) {
  const started = performance.now();
  const unlocks = Array.from({ length: size }, (_, i) =>
    post(`/api/qrcodes/redirect/${uuid}/unlock`, { password: `guess ${i}` }, addressOf(i)),
  );
  await new Promise((r) => setTimeout(r, SIGN_IN_AFTER_MS));
  const signIn = await timedSignIn();
  const statuses = await Promise.all(unlocks);
  const answers = {};
  for (const status of statuses) answers[status] = (answers[status] ?? 0) + 1;
  return { signIn, span: performance.now() - started, answers };
}

/** A POST on a connection of its own, as each scanner's would be; resolves with its status. */
function post(path, body, forwardedFor) {
  return new Promise((resolve, reject) => {
    const req = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function timedSignIn() {
  const t = performance.now();
  await login(url, BENCH_ADMIN.email, BENCH_ADMIN.password);
  return performance.now() - t;
}

async function protectedCode(token) {
  const res = await fetch(`${url}/api/qrcodes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      label: 'Vault',
      type: 'text',
      generation_type: 'dynamic',
      data: { text: 'behind a password' },
      password: 'the right one',
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/qrcodes answered ${res.status}`);
  return (await res.json()).uuid;
}

/** The n-th address of 10.0.0.0/8, as a proxy would name a scanner (only a header: nothing is sent there). */
function address(n) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

await main();
