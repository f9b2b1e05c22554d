// What the benchmarks share when they talk to a running api: waiting for it to start,
// signing in, and timing calls.

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
