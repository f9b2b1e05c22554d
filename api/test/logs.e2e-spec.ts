import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiProcess, buildApi, freePort } from './support/api-process';
import { freshDatabase } from './support/test-app';

interface LogLine {
  level: string;
  time: string;
  msg: string;
  context?: string;
  [key: string]: unknown;
}

/** The api as `npm start` runs it, on an empty database, until it has answered one request. */
async function runApi(env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-logs-'));
  const database = await freshDatabase();
  const api = new ApiProcess(await freePort(), {
    DATA_DIR: dataDir,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  try {
    await api.start();
    await fetch(`${api.url}/api/nothing-here`);
    expect(await api.stop('SIGTERM')).toBe(0);
    return api.output;
  } finally {
    await api.stop('SIGKILL');
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('the api log', () => {
  beforeAll(() => buildApi());

  it('is JSON lines with one key set where no person reads it', async () => {
    const output = await runApi({ LOG_FORMAT: 'json', SUPER_ADMIN_EMAIL: 'first@example.com' });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
    for (const line of lines) {
      expect(line).toEqual(
        expect.objectContaining({
          level: expect.any(String),
          time: expect.any(String),
          msg: expect.any(String),
        }),
      );
      expect(new Date(line.time).toISOString()).toBe(line.time);
    }
    // No route mappings at info: the start fits on a screen.
    expect(lines.filter((l) => /Mapped \{/.test(l.msg))).toEqual([]);
    expect(lines.filter((l) => l.context === 'InstanceLoader' || l.context === 'RoutesResolver')).toEqual([]);
    const migrations = lines.filter((l) => l.context === 'Migrations' && typeof l.migration === 'string');
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations[0]).toEqual(
      expect.objectContaining({
        level: 'info',
        migration: expect.stringMatching(/^Init\d+$/),
        ms: expect.any(Number),
      }),
    );
    const admin = lines.find((l) => l.email === 'first@example.com');
    expect(admin).toEqual(
      expect.objectContaining({ level: 'warn', password: expect.stringMatching(/^[\w-]{16}$/) }),
    );
    // Fastify's request log is the same logger: same keys.
    expect(
      lines.find(
        (l) => l.msg === 'request completed' && (l.res as { statusCode: number }).statusCode === 404,
      ),
    ).toEqual(expect.objectContaining({ level: 'info', res: { statusCode: 404 } }));
  });

  it('shows the route mappings at debug level', async () => {
    const output = await runApi({ LOG_FORMAT: 'json', LOG_LEVEL: 'debug' });
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as LogLine);
    const mapped = lines.filter((l) => /Mapped \{\/api\/health, GET\} route/.test(l.msg));
    expect(mapped).toEqual([expect.objectContaining({ level: 'debug', context: 'RouterExplorer' })]);
  });

  it('is readable lines on a terminal, the first administrator in a box', async () => {
    const output = await runApi({ LOG_FORMAT: 'pretty', SUPER_ADMIN_EMAIL: 'first@example.com' });
    expect(output).not.toMatch(/^\{/m);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[Migrations\] Ran Init\d+ in \d+ ms$/m);
    expect(output).toMatch(/^│ {3}email: {4}first@example\.com +│$/m);
    expect(output).toMatch(/^│ {3}password: [\w-]{16} +│$/m);
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[Start\] QR Panel listening on /m);
  });
});
