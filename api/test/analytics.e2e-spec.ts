import { DataSource } from 'typeorm';
import type { AnalyticsSummary, DashboardStats, ScansOverTimePoint } from '@qrpanel/contracts';
import { adminToken, rootToken, saveSettings } from './support/admin';
import { binary, createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { Jobs } from '../src/platform/jobs/jobs.service';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const today = () => new Date().toISOString().slice(0, 10);
/** The hour of the week (Monday 00:00 is 0) of a moment, in UTC. */
const hourOfWeek = (at: Date) => ((at.getUTCDay() + 6) % 7) * 24 + at.getUTCHours();
/** The 168 cells of scansByHour, zeros but the given hours'. */
const weekHours = (scans: Record<number, number>) =>
  Array.from({ length: 168 }, (_, i) => ({
    weekday: Math.floor(i / 24),
    hour: i % 24,
    scans: scans[i] ?? 0,
  }));

describe('analytics', () => {
  let t: TestApp;
  let root: string;
  let owner: { token: string; id: number };
  let codeId: number;
  let hourOfWeekNow: number;

  /** A scan from a given address and agent, with the trusted proxy's country header. */
  const scan = (uuid: string, ip: string, agent: string, country?: string) => {
    const req = t.http().get(`/qr-redirect/${uuid}`).set('User-Agent', agent).set('X-Forwarded-For', ip);
    return (country ? req.set('CF-IPCountry', country) : req).expect(302);
  };
  const get = <T>(path: string, token: string, status = 200) =>
    t
      .http()
      .get(path)
      .set(bearer(token))
      .expect(status)
      .then((r) => r.body as T);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
    root = await rootToken(t);
    owner = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    const code = await createQrCode(t, owner.token, {
      label: 'Flyer',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/flyer' },
    });
    codeId = code.id;
    hourOfWeekNow = hourOfWeek(new Date());
    for (let i = 0; i < 3; i += 1) await scan(code.uuid, '203.0.113.7', IPHONE, 'GB');
    await scan(code.uuid, '198.51.100.4', ANDROID, 'DE');
    await scan(code.uuid, '8.8.8.8', WINDOWS);
    await scan(code.uuid, '192.0.2.1', 'Googlebot/2.1 (+http://www.google.com/bot.html)', 'FR');
    await t.http().head(`/qr-redirect/${code.uuid}`).set('User-Agent', IPHONE).expect(302);
  });
  afterAll(() => t.close());

  it('adds up people’s scans by OS and country, counting unique visitors, leaving bots out', async () => {
    const summary = await get<AnalyticsSummary>('/api/qrcodes/analytics/user', owner.token);
    expect(summary).toEqual({
      totalQRCodes: 1,
      totalScans: 5,
      totalUniqueScans: 3,
      scansByOS: [
        { os: 'iOS', scans: 3 },
        { os: 'Android', scans: 1 },
        { os: 'Windows', scans: 1 },
      ],
      scansByCountry: [
        { country: 'GB', scans: 3 },
        { country: 'DE', scans: 1 },
        { country: 'US', scans: 1 },
      ],
      scansByBrowser: [
        { browser: 'Safari', scans: 3 },
        { browser: 'Chrome', scans: 2 },
      ],
      scansByDevice: [
        { device: 'mobile', scans: 4 },
        { device: 'desktop', scans: 1 },
      ],
      // Only one code's analytics (qrId) name destinations.
      scansByDestination: [],
      // Only 8.8.8.8 has a place in the city data (the others are documentation addresses,
      // Unknown, so that each breakdown adds up to the scans); no scan sent a language.
      scansByRegion: [
        { country: 'US', region: 'California', scans: 1 },
        { country: '', region: 'Unknown', scans: 4 },
      ],
      scansByCity: [
        { country: 'US', city: 'Mountain View', scans: 1 },
        { country: '', city: 'Unknown', scans: 4 },
      ],
      scansByLanguage: [{ language: 'Unknown', scans: 5 }],
      // The owner's time zone is UTC until they choose another.
      scansByHour: weekHours({ [hourOfWeekNow]: 5 }),
    });
  });

  it('answers 30 days ending today, zeros included', async () => {
    const series = await get<ScansOverTimePoint[]>('/api/qrcodes/analytics/scans-over-time', owner.token);
    expect(series).toHaveLength(30);
    expect(series[29]).toEqual({ date: today(), scans: 5 });
    expect(series.slice(0, 29).every((p) => p.scans === 0)).toBe(true);
    const first = new Date(`${series[0].date}T00:00:00Z`).getTime();
    expect((Date.parse(`${today()}T00:00:00Z`) - first) / 86_400_000).toBe(29);
  });

  it('answers one code’s analytics with qrId, and 404 for another’s code', async () => {
    const one = await get<AnalyticsSummary>(`/api/qrcodes/analytics/user?qrId=${codeId}`, owner.token);
    expect(one.totalScans).toBe(5);
    const other = await registerUser(t, 'Nosy');
    await get(`/api/qrcodes/analytics/user?qrId=${codeId}`, other.token, 404);
    await get(`/api/qrcodes/analytics/scans-over-time?qrId=${codeId}`, other.token, 404);
    await get('/api/qrcodes/analytics/user?qrId=abc', other.token, 400);
  });

  it('never shows a user another’s scans, and keeps Global Analytics for admins', async () => {
    const other = await registerUser(t, 'Newcomer');
    const mine = await get<AnalyticsSummary>('/api/qrcodes/analytics/user', other.token);
    expect(mine).toMatchObject({
      totalQRCodes: 0,
      totalScans: 0,
      totalUniqueScans: 0,
      scansByOS: [],
      scansByCountry: [],
    });
    const series = await get<ScansOverTimePoint[]>('/api/qrcodes/analytics/scans-over-time', other.token);
    expect(series.every((p) => p.scans === 0)).toBe(true);
    await get('/api/qrcodes/analytics/admin', other.token, 403);
    const admin = await adminToken(t, root);
    const global = await get<AnalyticsSummary>('/api/qrcodes/analytics/admin', admin);
    expect(global.totalScans).toBeGreaterThanOrEqual(5);
  });

  it('answers 403 with a clear message when the plan has no analytics', async () => {
    await saveSettings(t, root, { free_trial_analytics: false });
    try {
      const user = await registerUser(t, 'Trial');
      const res = await t.http().get('/api/qrcodes/analytics/user').set(bearer(user.token)).expect(403);
      expect(res.body.message).toBe(
        'Analytics are not included in your current plan. Upgrade to see who scans your codes.',
      );
    } finally {
      await saveSettings(t, root, { free_trial_analytics: true });
    }
  });

  it('exports the caller’s scans as CSV, bots flagged', async () => {
    const res = await t
      .http()
      .get('/api/qrcodes/analytics/export.csv')
      .set(bearer(owner.token))
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const bytes = res.body as Buffer;
    // UTF-8 with its BOM and CRLF line ends, as codes.csv in a ZIP: a spreadsheet reads the
    // labels' accents as they are.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('scanned_at,qr_code,qr_key,os,browser,device,country,bot,outcome');
    expect(lines).toHaveLength(1 + 6);
    expect(lines.filter((l) => l.includes(',yes,'))).toHaveLength(1);
    // The visitor hash is base64url: one that begins with '-' is written after an
    // apostrophe, as every cell a spreadsheet would read as a formula.
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z,Flyer,(?:'-|\w)[\w-]*,iOS,Safari,mobile,GB,no,served$/,
    );
    const other = await registerUser(t, 'Empty');
    const empty = await t
      .http()
      .get('/api/qrcodes/analytics/export.csv')
      .set(bearer(other.token))
      .expect(200);
    expect(empty.text.trim().split('\r\n')).toHaveLength(1);
  });

  it('fills the dashboard cards in the caller’s scope', async () => {
    await createQrCode(t, owner.token, {
      label: 'Plain',
      type: 'text',
      generation_type: 'static',
      data: { text: 'hi' },
    });
    const mine = await get<DashboardStats>('/api/qrcodes/stats/dashboard', owner.token);
    expect(mine).toEqual({ totalQRs: 2, totalScans: 5, dynamicQRs: 1, staticQRs: 1 });
    const stats = await get<DashboardStats>('/api/admin/stats/dashboard', root);
    expect(stats).toMatchObject({ totalQRs: 2, totalScans: 5, dynamicQRs: 1, staticQRs: 1 });
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
    expect(stats.activeSubscriptions).toBe(1);
    await get('/api/admin/stats/dashboard', owner.token, 403);
  });

  it('deletes a code’s scans and roll-ups with it', async () => {
    const code = await createQrCode(t, owner.token, {
      label: 'Short-lived',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/x' },
    });
    await scan(code.uuid, '203.0.113.50', IPHONE, 'GB');
    await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(204);
    await t.app.get(Jobs).drain();
    const db = t.app.get(DataSource);
    for (const table of ['scans', 'scan_daily', 'scan_breakdown', 'scan_visitors']) {
      const rows = await db.query<unknown[]>(`SELECT 1 FROM ${table} WHERE qr_code_id = ?`, [code.id]);
      expect(rows).toHaveLength(0);
    }
    expect((await get<AnalyticsSummary>('/api/qrcodes/analytics/user', owner.token)).totalScans).toBe(5);
  });

  it('finds the country of IPv6 scanners, and of IPv4 ones seen as ::ffff:a.b.c.d', async () => {
    const code = await createQrCode(t, owner.token, {
      label: 'Countries',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/countries' },
    });
    // Hetzner's first IPv6 block (Germany); a British IPv4 address through a dual-stack socket.
    await scan(code.uuid, '2a01:4f8::1', WINDOWS);
    await scan(code.uuid, '::ffff:81.2.69.160', ANDROID);
    const one = await get<AnalyticsSummary>(`/api/qrcodes/analytics/user?qrId=${code.id}`, owner.token);
    expect([...one.scansByCountry].sort((a, b) => a.country.localeCompare(b.country))).toEqual([
      { country: 'DE', scans: 1 },
      { country: 'GB', scans: 1 },
    ]);
    await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(204);
  });
});
