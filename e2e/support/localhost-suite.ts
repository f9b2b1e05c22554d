import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port')),
      );
    });
  });
}

/**
 * A second copy of the built suite whose public address is http://localhost:{port}, on its
 * own SQLite database. WebAuthn binds a passkey to a host name and refuses an IP address as
 * one, so the passkey journeys cannot run against the shared suite at 127.0.0.1; the browser
 * counts localhost as a secure origin. It still listens on 127.0.0.1 only.
 */
export async function startSuiteOnLocalhost(): Promise<{ baseURL: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-e2e-localhost-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const logFile = join(dataDir, 'api.log');
  const api = spawn(process.execPath, [join(root, 'api', 'dist', 'main.js')], {
    cwd: root,
    stdio: ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: baseURL,
      SUPER_ADMIN_EMAIL: 'root@localhost.test',
      SUPER_ADMIN_PASSWORD: 'Root-password-1',
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  });
  const close = async () => {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    if (api.exitCode === null) api.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && api.exitCode === null) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { baseURL, close };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const log = readFileSync(logFile, 'utf8').slice(-4000);
  await close();
  throw new Error(`The suite on localhost did not start:\n${log}`);
}
