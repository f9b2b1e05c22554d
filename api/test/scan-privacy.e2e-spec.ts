import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { DataSource } from 'typeorm';
import type { AnalyticsSummary, AuthResponse, QrCodeDto } from '@qrpanel/contracts';
import { rootToken, saveSettings } from './support/admin';
import { ApiProcess, buildApi, freePort } from './support/api-process';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, freshDatabase, SUPER_ADMIN, startTestApp, TEST_DB, type TestApp } from './support/test-app';
import { Jobs } from '../src/platform/jobs/jobs.service';
import { RedirectService } from '../src/modules/scans/redirect.service';
import { SCAN_RETENTION } from '../src/modules/scans/scan-retention';
import { VisitorSalts } from '../src/modules/scans/visitor-salts';
import { sqliteDriver } from '../src/platform/database/sqlite-driver';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DAY_MS = 86_400_000;

/** Every row of every table, as text after its table's name. */
async function everyRow(rowsOf: (table: string) => Promise<Record<string, unknown>[]>, tables: string[]) {
  const rows: string[] = [];
  for (const table of tables) {
    for (const row of await rowsOf(table)) rows.push(`${table} ${JSON.stringify(row)}`);
  }
  return rows;
}

describe('scans keep no IP address', () => {
  beforeAll(() => buildApi());

  it('in any table or any log line, whatever the path and the log level', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-privacy-'));
    const database = await freshDatabase();
    const api = new ApiProcess(await freePort(), {
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      LOG_LEVEL: 'trace',
      LOG_FORMAT: 'json',
      TRUST_PROXY: 'true',
      PUBLIC_URL,
      SUPER_ADMIN_EMAIL: SUPER_ADMIN.email,
      SUPER_ADMIN_PASSWORD: SUPER_ADMIN.password,
    });
    const addresses = ['81.2.69.142', '8.8.8.8', '2a01:4f8::1', '198.51.100.77'];
    try {
      await api.start();
      const call = async (path: string, init: RequestInit = {}, ip = '198.51.100.77') =>
        fetch(`${api.url}${path}`, {
          redirect: 'manual',
          ...init,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...init.headers },
        });
      const login = (await (
        await call('/api/auth/login', { method: 'POST', body: JSON.stringify(SUPER_ADMIN) })
      ).json()) as AuthResponse;
      const auth = { authorization: `Bearer ${login.token}` };
      const code = (await (
        await call('/api/qrcodes', {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            label: 'Private',
            type: 'url',
            generation_type: 'dynamic',
            data: { url: 'https://example.com/private' },
          }),
        })
      ).json()) as QrCodeDto;
      for (const ip of addresses) {
        expect(
          (await call(`/qr-redirect/${code.uuid}`, { headers: { 'user-agent': IPHONE } }, ip)).status,
        ).toBe(302);
      }
      // The slower paths log their requests: the api's, a HEAD, an unknown code, a failure.
      await call(`/qr-redirect/${code.uuid}`, { method: 'HEAD' }, '81.2.69.142');
      await call('/qr-redirect/no-such-code', {}, '8.8.8.8');
      await call(`/api/qrcodes/redirect/${code.uuid}`, { headers: { 'user-agent': IPHONE } }, '2a01:4f8::1');
      await call('/api/nothing-here', {}, '81.2.69.142');
      const summary = (await (
        await call('/api/qrcodes/analytics/admin', { headers: auth })
      ).json()) as AnalyticsSummary;
      expect(summary.totalScans).toBe(5);
      // Nuremberg is 2a01:4f8::1's, from the IPv6 city data; 198.51.100.77 (documentation) has no city.
      expect(summary.scansByCity).toEqual([
        { country: 'DE', city: 'Nuremberg', scans: 2 },
        { country: 'GB', city: 'London', scans: 1 },
        { country: 'US', city: 'Mountain View', scans: 1 },
        { country: '', city: 'Unknown', scans: 1 },
      ]);
      expect(await api.stop('SIGTERM')).toBe(0);

      const lines = api.output.trim().split('\n');
      expect(lines.some((l) => l.includes('"req"'))).toBe(true);
      for (const ip of addresses) expect(lines.filter((l) => l.includes(ip))).toEqual([]);
      expect(lines.filter((l) => l.includes('remoteAddress'))).toEqual([]);

      const rows =
        TEST_DB === 'sqlite'
          ? await sqliteRows(join(dataDir, 'qrpanel.sqlite'))
          : await mariadbRows(database.url!);
      expect(rows.some((r) => r.startsWith('scans '))).toBe(true);
      for (const ip of addresses) expect(rows.filter((r) => r.includes(ip))).toEqual([]);
    } finally {
      await api.stop('SIGKILL');
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

async function sqliteRows(file: string): Promise<string[]> {
  const db = await new DataSource({
    type: 'better-sqlite3',
    database: file,
    readonly: true,
    driver: sqliteDriver(),
  }).initialize();
  try {
    const tables = await db.query<{ name: string }[]>("SELECT name FROM sqlite_master WHERE type = 'table'");
    return await everyRow(
      (table) => db.query<Record<string, unknown>[]>(`SELECT * FROM "${table}"`),
      tables.map((t) => t.name),
    );
  } finally {
    await db.destroy();
  }
}

async function mariadbRows(url: string): Promise<string[]> {
  const db = await createConnection(url);
  try {
    const [tables] = await db.query('SHOW TABLES');
    const names = (tables as Record<string, string>[]).map((t) => Object.values(t)[0]);
    return await everyRow(
      async (table) => (await db.query(`SELECT * FROM \`${table}\``))[0] as Record<string, unknown>[],
      names,
    );
  } finally {
    await db.end();
  }
}

describe('privacy and retention of scans', () => {
  let t: TestApp;
  let root: string;
  let owner: { token: string; id: number };

  const get = <T>(path: string, token: string) =>
    t
      .http()
      .get(path)
      .set(bearer(token))
      .expect(200)
      .then((r) => r.body as T);
  const newCode = (label: string) =>
    createQrCode(t, owner.token, {
      label,
      type: 'url',
      generation_type: 'dynamic',
      data: { url: `https://example.com/${label}` },
    });

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
    root = await rootToken(t);
    owner = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
  });
  afterAll(() => t.close());

  it('counts scans asking not to be tracked (DNT, Sec-GPC) without city, language or visitor hash', async () => {
    const code = await newCode('dnt');
    const scan = (headers: Record<string, string>) =>
      t
        .http()
        .get(`/qr-redirect/${code.uuid}`)
        .set({
          'User-Agent': IPHONE,
          'X-Forwarded-For': '81.2.69.142',
          'Accept-Language': 'fr-FR',
          ...headers,
        })
        .expect(302);
    await scan({ DNT: '1' });
    await scan({ 'Sec-GPC': '1' });
    await scan({});
    await scan({ DNT: '0' });
    const one = await get<AnalyticsSummary>(`/api/qrcodes/analytics/user?qrcodeId=${code.id}`, owner.token);
    expect(one.totalScans).toBe(4);
    // The two tracked scans are one visitor; the others are no one's.
    expect(one.totalUniqueScans).toBe(1);
    expect(one.scansByCountry).toEqual([{ country: 'GB', scans: 4 }]);
    expect(one.scansByRegion).toEqual([{ country: 'GB', region: 'England', scans: 4 }]);
    // Without city or language, the untracked scans are Unknown there.
    expect(one.scansByCity).toEqual([
      { country: 'GB', city: 'London', scans: 2 },
      { country: '', city: 'Unknown', scans: 2 },
    ]);
    expect(one.scansByLanguage).toEqual([
      { language: 'fr', scans: 2 },
      { language: 'Unknown', scans: 2 },
    ]);
    const rows = await t.app
      .get(DataSource)
      .query<{ city: string | null; language: string | null; visitor_hash: string }[]>(
        'SELECT city, language, visitor_hash FROM scans WHERE qr_code_id = ? ORDER BY id',
        [code.id],
      );
    expect(rows.map((r) => [r.city, r.language, r.visitor_hash === '' ? '' : 'hash'])).toEqual([
      [null, null, ''],
      [null, null, ''],
      ['London', 'fr', 'hash'],
      ['London', 'fr', 'hash'],
    ]);
    expect(rows[2].visitor_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps only today’s and tomorrow’s visitor salts', async () => {
    const db = t.app.get(DataSource);
    await db.query('INSERT INTO visitor_salts (day, salt) VALUES (?, ?)', ['2020-01-01', 'old']);
    await t.app.get(VisitorSalts).refresh();
    const days = (await db.query<{ day: unknown }[]>('SELECT day FROM visitor_salts ORDER BY day')).map(
      (r) => (r.day instanceof Date ? r.day.toISOString().slice(0, 10) : String(r.day)),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(days).toEqual([today, new Date(Date.now() + DAY_MS).toISOString().slice(0, 10)]);
  });

  it('deletes scans past the retention period in the daily job while every total stays', async () => {
    const code = await newCode('retained');
    const old = new Date(Date.now() - 40 * DAY_MS);
    old.setUTCHours(12, 0, 0, 0);
    const oldDay = old.toISOString().slice(0, 10);
    const redirects = t.app.get(RedirectService);
    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.2']) {
      const decision = await redirects.decide({ uuid: code.uuid }, old);
      await redirects.record(decision, { ip, userAgent: IPHONE, method: 'GET' }, undefined, old);
    }
    for (const ip of ['203.0.113.3', '203.0.113.4']) {
      await t
        .http()
        .get(`/qr-redirect/${code.uuid}`)
        .set({ 'User-Agent': IPHONE, 'X-Forwarded-For': ip })
        .expect(302);
    }
    const views = () =>
      Promise.all([
        get<AnalyticsSummary>(`/api/qrcodes/analytics/user?qrcodeId=${code.id}`, owner.token),
        get<AnalyticsSummary>(
          `/api/qrcodes/analytics/user?qrcodeId=${code.id}&from=${oldDay}&to=${oldDay}`,
          owner.token,
        ),
      ]);
    const before = await views();
    expect(before[0].totalScans).toBe(5);
    expect(before[1]).toMatchObject({ totalScans: 3, totalUniqueScans: 2 });
    const db = t.app.get(DataSource);
    const stored = async () =>
      Number(
        (
          await db.query<{ n: unknown }[]>('SELECT COUNT(*) AS n FROM scans WHERE qr_code_id = ?', [code.id])
        )[0].n,
      );
    const oldVisitors = async () =>
      Number(
        (
          await db.query<{ n: unknown }[]>(
            'SELECT COUNT(*) AS n FROM scan_visitors WHERE qr_code_id = ? AND day = ?',
            [code.id, oldDay],
          )
        )[0].n,
      );
    expect(await oldVisitors()).toBe(2);

    // 0 keeps scans forever; yesterday's and older visitors' rows go all the same.
    await saveSettings(t, root, { scan_retention_days: 0 });
    await t.app.get(Jobs).enqueue(SCAN_RETENTION, {});
    await t.app.get(Jobs).drain();
    expect(await stored()).toBe(5);
    expect(await oldVisitors()).toBe(0);

    await saveSettings(t, root, { scan_retention_days: 30 });
    await t.app.get(Jobs).enqueue(SCAN_RETENTION, {});
    await t.app.get(Jobs).drain();
    expect(await stored()).toBe(2);
    expect(await views()).toEqual(before);
    const csv = await t
      .http()
      .get(`/api/qrcodes/analytics/export.csv?qrcodeId=${code.id}`)
      .set(bearer(owner.token))
      .expect(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(1 + 2);
  });

  it('takes scan_retention_days from administrators only, as a whole number of days up to 10 years', async () => {
    const put = (token: string, body: object, status: number) =>
      t.http().put('/api/settings').set(bearer(token)).send(body).expect(status);
    await put(owner.token, { scan_retention_days: 10 }, 403);
    for (const bad of [-1, 3651, 1.5, '30', null, { days: 1 }])
      await put(root, { scan_retention_days: bad }, 400);
    await put(root, { scan_retention_days: 365 }, 200);
    const settings = await get<{ scan_retention_days: number }>('/api/settings', root);
    expect(settings.scan_retention_days).toBe(365);
  });
});
