#!/usr/bin/env node
// Loads one server from its own process and prints autocannon's figures as JSON.
//   [BENCH_HOST=host] node load.mjs URL_BASE PATHS_FILE|- CONNECTIONS SECONDS [REQUESTS]
// PATHS_FILE holds one path a line, requested in turn; "-" requests URL_BASE's path only.
// With REQUESTS, exactly that many are sent and every answer is waited for (SECONDS is
// then only the limit), so answers can be checked against what the server stored.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

const [base, pathsFile, connections = '100', seconds = '10', requests] = process.argv.slice(2);
const paths =
  pathsFile === '-' ? [new URL(base).pathname] : readFileSync(pathsFile, 'utf8').split('\n').filter(Boolean);
let next = 0;
/** BENCH_HOST: the Host every request names (a custom domain's), else the URL's. */
const host = process.env.BENCH_HOST;

const started = Date.now();
let lastAnswerAt = started;
const run = autocannon({
  url: new URL(base).origin,
  connections: Number(connections),
  ...(requests ? { amount: Number(requests), timeout: Number(seconds) } : { duration: Number(seconds) }),
  // Count the redirect itself: never follow it.
  followRedirects: false,
  requests: [
    {
      method: 'GET',
      setupRequest: (req) => ({
        ...req,
        path: paths[next++ % paths.length],
        headers: { 'user-agent': agent(next), ...(host ? { host } : {}) },
      }),
    },
  ],
});
// autocannon ends a fixed-count run, and reports its duration, on a whole-second tick:
// time the run from its first request to its last answer instead.
run.on('response', () => (lastAnswerAt = Date.now()));
const result = await run;

process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    // Answers over the time they took: autocannon's per-second average counts a last,
    // partial second as a whole one.
    rps: result.requests.total / ((lastAnswerAt - started) / 1000),
    seconds: (lastAnswerAt - started) / 1000,
    p50: result.latency.p50,
    p99: result.latency.p99,
    status: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count])),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);

/** A few real phone and desktop agents, so scans are parsed and counted as people. */
function agent(n) {
  const agents = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  ];
  return agents[n % agents.length];
}
