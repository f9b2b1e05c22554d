// What the benchmarks share when they talk to the api: starting the built one, waiting for
// it, signing in, and timing calls.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const api = join(new URL('.', import.meta.url).pathname, '..');

/** The super_admin every benchmark's api starts with. */
export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-123' };

/**
 * The built api on 127.0.0.1:`port`, on `databaseUrl` (undefined: SQLite), keeping its files
 * in `dataDir`; `env` adds to or overrides its environment.
 */
export function startApi({ port, databaseUrl, dataDir, env = {} }) {
  return spawn(process.execPath, [join(api, 'dist', 'main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SUPER_ADMIN_EMAIL: BENCH_ADMIN.email,
      SUPER_ADMIN_PASSWORD: BENCH_ADMIN.password,
      // Benchmarks sign in more often than people do.
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
  });
}

/** Resolves once the api at `url` answers its health check (30 s at most). */
export async function waitForHealth(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the api did not start');
}

/** Every registered owner's password. */
export const OWNER_PASSWORD = 'owner-password-123';

/** Registers `count` owners through the api (real password hashes): owner0@example.com, … */
export async function registerOwners(url, count) {
  for (let o = 0; o < count; o += 1) {
    const res = await fetch(`${url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Owner ${o}`, email: `owner${o}@example.com`, password: OWNER_PASSWORD }),
    });
    if (!res.ok) throw new Error(`register answered ${res.status}`);
  }
}

/** A session token for the account. */
export async function login(url, email, password) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  return (await res.json()).token;
}

/** p50 and p95 of `n` awaited calls of fn, after one call that warms it up. */
export async function time(fn, n) {
  await fn();
  const ms = [];
  for (let i = 0; i < n; i += 1) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(n * 0.5)], p95: ms[Math.min(n - 1, Math.floor(n * 0.95))] };
}
