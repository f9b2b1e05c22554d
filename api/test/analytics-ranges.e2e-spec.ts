import {
  ANALYTICS_MESSAGES,
  type AnalyticsSummary,
  type ScansOverTimePoint,
  type UserDto,
} from '@qrpanel/contracts';
import { adminToken, rootToken } from './support/admin';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { RedirectService } from '../src/modules/scans/redirect.service';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const COUNTRIES = ['FR', 'DE', 'ES', 'IT', 'NL', 'BE', 'PT', 'SE', 'NO', 'FI', 'DK', 'PL'];
const LANGUAGES = ['fr', 'de', 'es', 'it', 'nl', 'ca', 'pt', 'sv', 'nb', 'fi', 'da', 'pl'];

/** A scan as the test makes it, to count what the api should answer. */
interface Made {
  day: string;
  country: string;
  language: string;
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Monday 0 … Sunday 6. */
const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

describe('analytics over date ranges', () => {
  let t: TestApp;
  let root: string;
  let owner: { token: string; id: number };
  let code: { id: number; uuid: string };
  let places: { id: number; uuid: string };
  const made: Made[] = [];

  /** A scan recorded through the scan path as if made at noon UTC that day. */
  const scanOn = async (
    uuid: string,
    day: string,
    visitor: { ip: string; agent?: string; country?: string; language?: string },
  ) => {
    const redirects = t.app.get(RedirectService);
    const at = new Date(`${day}T12:00:00Z`);
    const decision = await redirects.decide({ uuid }, at);
    await redirects.record(
      decision,
      {
        ip: visitor.ip,
        userAgent: visitor.agent ?? IPHONE,
        method: 'GET',
        proxyCountry: visitor.country,
        acceptLanguage: visitor.language,
      },
      undefined,
      at,
    );
  };
  const get = <T>(path: string, token: string, status = 200) =>
    t
      .http()
      .get(path)
      .set(bearer(token))
      .expect(status)
      .then((r) => r.body as T);
  const sum = (list: Made[]) => list.length;
  const inRange = (from: string, to: string) => made.filter((m) => m.day >= from && m.day <= to);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
    root = await rootToken(t);
    owner = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    // Hours of the week are read in the owner's zone: 12:00 UTC is 21:00 in Tokyo.
    await t
      .http()
      .put('/api/auth/profile')
      .set(bearer(owner.token))
      .send({ name: 'Plan User', email: (await me(owner.token)).email, time_zone: 'Asia/Tokyo' })
      .expect(200);
    code = await createQrCode(t, owner.token, {
      label: 'Poster',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/poster' },
    });
    places = await createQrCode(t, owner.token, {
      label: 'Places',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/places' },
    });
    // March 1-14: country i scanned 12 - i times on as many days, one visitor per country.
    for (let i = 0; i < COUNTRIES.length; i += 1) {
      for (let k = 0; k < COUNTRIES.length - i; k += 1) {
        const day = addDays('2026-03-01', k);
        await scanOn(code.uuid, day, {
          ip: `198.51.100.${i + 1}`,
          country: COUNTRIES[i],
          language: LANGUAGES[i],
        });
        made.push({ day, country: COUNTRIES[i], language: LANGUAGES[i] });
      }
    }
    // The same visitor twice more on March 1: more scans, no more unique visitors.
    for (let k = 0; k < 2; k += 1) {
      await scanOn(code.uuid, '2026-03-01', { ip: '198.51.100.1', country: 'FR', language: 'fr' });
      made.push({ day: '2026-03-01', country: 'FR', language: 'fr' });
    }
    // The 14 days before: 40 scans of one visitor on one day.
    for (let k = 0; k < 40; k += 1) {
      await scanOn(code.uuid, '2026-02-20', { ip: '203.0.113.1', country: 'GB', language: 'en' });
      made.push({ day: '2026-02-20', country: 'GB', language: 'en' });
    }
    // January: 5 scans, in neither period.
    for (let k = 0; k < 5; k += 1) {
      await scanOn(code.uuid, '2026-01-10', { ip: `203.0.113.${10 + k}`, country: 'US', language: 'en' });
      made.push({ day: '2026-01-10', country: 'US', language: 'en' });
    }
    // Another code, in April, through real addresses and agents.
    await scanOn(places.uuid, '2026-04-10', { ip: '81.2.69.142', agent: IPAD, language: 'en-GB,en;q=0.9' });
    await scanOn(places.uuid, '2026-04-10', { ip: '81.2.69.142', agent: WINDOWS_FIREFOX, language: 'de-DE' });
    await scanOn(places.uuid, '2026-04-10', { ip: '8.8.8.8', agent: MAC_CHROME, language: 'es' });
  });
  afterAll(() => t.close());

  const me = (token: string) => get<UserDto>('/api/auth/me', token);

  it('keeps the owner’s time zone in the profile, and refuses a zone that does not exist', async () => {
    expect((await me(owner.token)).time_zone).toBe('Asia/Tokyo');
    const res = await t
      .http()
      .put('/api/auth/profile')
      .set(bearer(owner.token))
      .send({ name: 'Plan User', email: (await me(owner.token)).email, time_zone: 'Mars/Olympus_Mons' })
      .expect(400);
    expect(res.body.message).toEqual(['time_zone must be an IANA time zone such as Europe/Paris']);
    expect((await me(owner.token)).time_zone).toBe('Asia/Tokyo');
    const other = await registerUser(t, 'Zoneless');
    expect(other.user.time_zone).toBe('UTC');
  });

  it('answers a range’s totals beside the previous period of the same length', async () => {
    const summary = await get<AnalyticsSummary>(
      `/api/qrcodes/analytics/user?from=2026-03-01&to=2026-03-14`,
      owner.token,
    );
    const current = inRange('2026-03-01', '2026-03-14');
    const before = inRange('2026-02-15', '2026-02-28');
    expect(summary.totalScans).toBe(sum(current));
    // One visitor a country a day: the repeats on March 1 add none.
    expect(summary.totalUniqueScans).toBe(sum(current) - 2);
    expect(summary.period).toEqual({
      from: '2026-03-01',
      to: '2026-03-14',
      granularity: 'day',
      scans: sum(current),
      uniqueScans: sum(current) - 2,
      previous: { from: '2026-02-15', to: '2026-02-28', scans: sum(before), uniqueScans: 1 },
      change: Math.round(((sum(current) - sum(before)) / sum(before)) * 1000) / 10,
      uniqueChange: Math.round(((sum(current) - 2 - 1) / 1) * 1000) / 10,
    });
    // Without a range: all time, as before, with no period.
    const all = await get<AnalyticsSummary>('/api/qrcodes/analytics/user', owner.token);
    expect(all.totalScans).toBe(made.length + 3);
    expect(all.period).toBeUndefined();
  });

  it('folds breakdowns past the top 10 into Other, counting only the range', async () => {
    const summary = await get<AnalyticsSummary>(
      `/api/qrcodes/analytics/user?from=2026-03-01&to=2026-03-14`,
      owner.token,
    );
    const counts = (key: 'country' | 'language') => {
      const by = new Map<string, number>();
      for (const m of inRange('2026-03-01', '2026-03-14')) by.set(m[key], (by.get(m[key]) ?? 0) + 1);
      const sorted = [...by.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
      return [
        ...sorted.slice(0, 10).map(([value, scans]) => ({ value, scans })),
        { value: 'Other', scans: sorted.slice(10).reduce((n, [, s]) => n + s, 0) },
      ];
    };
    expect(summary.scansByCountry).toEqual(
      counts('country').map(({ value, scans }) => ({ country: value, scans })),
    );
    expect(summary.scansByLanguage).toEqual(
      counts('language').map(({ value, scans }) => ({ language: value, scans })),
    );
    expect(summary.scansByCountry.find((c) => c.country === 'GB')).toBeUndefined();
    expect(summary.scansByOS).toEqual([{ os: 'iOS', scans: sum(inRange('2026-03-01', '2026-03-14')) }]);
    // 12:00 UTC is 21:00 in Tokyo, the same day.
    const byHour = new Map<number, number>();
    for (const m of inRange('2026-03-01', '2026-03-14')) {
      const cell = weekdayOf(m.day) * 24 + 21;
      byHour.set(cell, (byHour.get(cell) ?? 0) + 1);
    }
    expect(summary.scansByHour).toHaveLength(168);
    expect(summary.scansByHour.filter((h) => h.scans > 0)).toEqual(
      [...byHour.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([cell, scans]) => ({ weekday: Math.floor(cell / 24), hour: 21, scans })),
    );
  });

  it('adds every breakdown up to the total: scans without a value are Unknown', async () => {
    const breakdowns = (s: AnalyticsSummary) => [
      s.scansByOS,
      s.scansByBrowser,
      s.scansByDevice,
      s.scansByCountry,
      s.scansByRegion,
      s.scansByCity,
      s.scansByLanguage,
    ];
    // The Places code's 3 scans are in April; every other scan is the Poster's.
    const all = made.length + 3;
    for (const [query, total] of [
      ['from=2026-03-01&to=2026-03-14', sum(inRange('2026-03-01', '2026-03-14'))],
      ['from=2026-01-01&to=2026-04-30', all],
      ['', all],
      [`qrcodeId=${code.id}`, made.length],
    ] as const) {
      const summary = await get<AnalyticsSummary>(`/api/qrcodes/analytics/user?${query}`, owner.token);
      expect(summary.totalScans).toBe(total);
      for (const list of breakdowns(summary)) {
        expect(list.reduce((n: number, entry: { scans: number }) => n + entry.scans, 0)).toBe(total);
      }
    }
    // Documentation addresses have no region or city: all of March's scans are Unknown there.
    const march = await get<AnalyticsSummary>(
      '/api/qrcodes/analytics/user?from=2026-03-01&to=2026-03-14',
      owner.token,
    );
    const marchScans = sum(inRange('2026-03-01', '2026-03-14'));
    expect(march.scansByCity).toEqual([{ country: '', city: 'Unknown', scans: marchScans }]);
    expect(march.scansByRegion).toEqual([{ country: '', region: 'Unknown', scans: marchScans }]);
    // In April, the Places code's scans all have a city, and Unknown is left out.
    const april = await get<AnalyticsSummary>(
      '/api/qrcodes/analytics/user?from=2026-04-01&to=2026-04-30',
      owner.token,
    );
    expect(april.scansByCity.map((c) => c.city)).toEqual(['London', 'Mountain View']);
  });

  it('answers My Analytics’ calls for the caller’s own codes, and Global Analytics’ for every code (scope)', async () => {
    const range = 'from=2026-03-01&to=2026-03-14';
    const expected = sum(inRange('2026-03-01', '2026-03-14'));
    const seriesTotal = async (token: string, scope: string) =>
      (
        await get<ScansOverTimePoint[]>(`/api/qrcodes/analytics/scans-over-time?${range}${scope}`, token)
      ).reduce((n, p) => n + p.scans, 0);
    const exported = async (token: string, scope: string) =>
      (
        await t
          .http()
          .get(`/api/qrcodes/analytics/export.csv?${range}${scope}`)
          .set(bearer(token))
          .expect(200)
      ).text
        .trim()
        .split('\r\n').length - 1;
    // Administrators with no codes of their own: nothing of theirs, everything of everyone's (the default).
    for (const token of [await adminToken(t, root), root]) {
      expect(await seriesTotal(token, '&scope=own')).toBe(0);
      expect(await exported(token, '&scope=own')).toBe(0);
      expect(await seriesTotal(token, '&scope=all')).toBe(expected);
      expect(await exported(token, '&scope=all')).toBe(expected);
      expect(await seriesTotal(token, '')).toBe(expected);
    }
    expect(await seriesTotal(owner.token, '&scope=own')).toBe(expected);
    expect(await seriesTotal(owner.token, '')).toBe(expected);
    for (const path of ['scans-over-time', 'export.csv']) {
      const refused = await get<{ message: string }>(
        `/api/qrcodes/analytics/${path}?${range}&scope=all`,
        owner.token,
        403,
      );
      expect(refused.message).toBe(ANALYTICS_MESSAGES.scopeAllForAdmins);
      for (const bad of ['everyone', 'ALL', 'own&scope=all']) {
        const res = await get<{ message: string[] }>(
          `/api/qrcodes/analytics/${path}?${range}&scope=${bad}`,
          owner.token,
          400,
        );
        expect(res.message).toEqual([ANALYTICS_MESSAGES.badScope]);
      }
    }
  });

  it('answers the series a day, a week (from Monday) or a month, zeros included', async () => {
    const series = (query: string) =>
      get<ScansOverTimePoint[]>(`/api/qrcodes/analytics/scans-over-time?${query}`, owner.token);
    const days = await series('from=2026-03-01&to=2026-03-14&granularity=day');
    expect(days).toEqual(
      Array.from({ length: 14 }, (_, k) => {
        const date = addDays('2026-03-01', k);
        return { date, scans: made.filter((m) => m.day === date).length };
      }),
    );
    // March 1 2026 is a Sunday: its week is cut to the range.
    const weeks = await series('from=2026-03-01&to=2026-03-14&granularity=week');
    expect(weeks).toEqual([
      { date: '2026-03-01', scans: sum(inRange('2026-03-01', '2026-03-01')) },
      { date: '2026-03-02', scans: sum(inRange('2026-03-02', '2026-03-08')) },
      { date: '2026-03-09', scans: sum(inRange('2026-03-09', '2026-03-14')) },
    ]);
    const months = await series('from=2026-01-01&to=2026-04-30&granularity=month');
    expect(months).toEqual([
      { date: '2026-01-01', scans: 5 },
      { date: '2026-02-01', scans: 40 },
      { date: '2026-03-01', scans: sum(inRange('2026-03-01', '2026-03-31')) },
      { date: '2026-04-01', scans: 3 },
    ]);
    // Automatic: days up to 92, weeks up to a year, then months.
    expect(await series('from=2026-01-01&to=2026-03-31')).toHaveLength(90);
    const auto = await get<AnalyticsSummary>(
      '/api/qrcodes/analytics/user?from=2025-03-01&to=2026-04-30',
      owner.token,
    );
    expect(auto.period?.granularity).toBe('month');
    const weekly = await get<AnalyticsSummary>(
      '/api/qrcodes/analytics/user?from=2025-11-01&to=2026-04-30',
      owner.token,
    );
    expect(weekly.period?.granularity).toBe('week');
  });

  it('reads region, city, language, browser and device of one code (qrcodeId)', async () => {
    const one = await get<AnalyticsSummary>(
      `/api/qrcodes/analytics/user?qrcodeId=${places.id}&from=2026-04-01&to=2026-04-30`,
      owner.token,
    );
    expect(one.totalScans).toBe(3);
    expect(one.scansByCity).toEqual([
      { country: 'GB', city: 'London', scans: 2 },
      { country: 'US', city: 'Mountain View', scans: 1 },
    ]);
    expect(one.scansByRegion).toEqual([
      { country: 'GB', region: 'England', scans: 2 },
      { country: 'US', region: 'California', scans: 1 },
    ]);
    expect(one.scansByLanguage).toEqual([
      { language: 'de', scans: 1 },
      { language: 'en', scans: 1 },
      { language: 'es', scans: 1 },
    ]);
    expect(one.scansByBrowser).toEqual(
      [
        { browser: 'Safari', scans: 1 },
        { browser: 'Chrome', scans: 1 },
        { browser: 'Firefox', scans: 1 },
      ].sort((a, b) => (a.browser < b.browser ? -1 : 1)),
    );
    expect(one.scansByDevice).toEqual([
      { device: 'desktop', scans: 2 },
      { device: 'tablet', scans: 1 },
    ]);
    expect(one.scansByDestination).toEqual([{ destination: 'https://example.com/places', scans: 3 }]);
    // The older name of the parameter still works.
    const same = await get<AnalyticsSummary>(
      `/api/qrcodes/analytics/user?qrId=${places.id}&from=2026-04-01&to=2026-04-30`,
      owner.token,
    );
    expect(same).toEqual(one);
  });

  it('exports the range’s scans only', async () => {
    const res = await t
      .http()
      .get('/api/qrcodes/analytics/export.csv?from=2026-02-15&to=2026-02-28')
      .set(bearer(owner.token))
      .expect(200);
    const lines = res.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 40);
    expect(lines.slice(1).every((l) => l.startsWith('2026-02-20T12:00:00.000Z,Poster,'))).toBe(true);
  });

  it('refuses bad ranges with 400 and a message', async () => {
    const refused = async (query: string, message: string) => {
      const res = await t
        .http()
        .get(`/api/qrcodes/analytics/user?${query}`)
        .set(bearer(owner.token))
        .expect(400);
      expect(res.body.message).toEqual([message]);
    };
    await refused('from=2026-03-14&to=2026-03-01', 'from must not be after to.');
    await refused('from=2024-01-01&to=2026-03-01', 'A date range can span at most 2 years.');
    await refused('from=2026-02-30&to=2026-03-01', 'from must be a date as YYYY-MM-DD');
    await refused('from=yesterday', 'from must be a date as YYYY-MM-DD');
    await refused(`to=${'9'.repeat(5000)}`, 'to must be a date as YYYY-MM-DD');
    await refused(`from=${encodeURIComponent('２０２６-03-01')}`, 'from must be a date as YYYY-MM-DD');
    await refused('from=2026-03-01&granularity=hour', 'granularity must be one of day, week, month, auto');
    await refused('from=2026-03-01&from=2026-03-02', 'from must be a date as YYYY-MM-DD');
    await refused('qrcodeId=abc', 'qrcodeId must be a whole number');
    // Exactly two years (with a leap day) is allowed.
    await get('/api/qrcodes/analytics/user?from=2024-03-01&to=2026-02-28', owner.token);
    for (const path of ['scans-over-time', 'admin', 'export.csv']) {
      const admin = await adminToken(t, root);
      const res = await t
        .http()
        .get(`/api/qrcodes/analytics/${path}?from=2026-03-14&to=2026-03-01`)
        .set(bearer(admin))
        .expect(400);
      expect(res.body.message).toEqual(['from must not be after to.']);
    }
  });

  it('answers each caller in their scope: 401 anonymous, 404 for another’s code, admins all', async () => {
    const range = 'from=2026-03-01&to=2026-03-14';
    for (const path of ['user', 'admin', 'scans-over-time', 'export.csv']) {
      await t.http().get(`/api/qrcodes/analytics/${path}?${range}`).expect(401);
    }
    const other = await registerUser(t, 'Nosy');
    await get(`/api/qrcodes/analytics/user?${range}&qrcodeId=${code.id}`, other.token, 404);
    await get(`/api/qrcodes/analytics/scans-over-time?${range}&qrcodeId=${code.id}`, other.token, 404);
    await get(`/api/qrcodes/analytics/export.csv?${range}&qrcodeId=${code.id}`, other.token, 404);
    await get(`/api/qrcodes/analytics/admin?${range}`, other.token, 403);
    const theirs = await get<AnalyticsSummary>(`/api/qrcodes/analytics/user?${range}`, other.token);
    expect(theirs.totalScans).toBe(0);
    expect(theirs.period?.change).toBeNull();
    const expected = sum(inRange('2026-03-01', '2026-03-14'));
    for (const token of [await adminToken(t, root), root]) {
      const global = await get<AnalyticsSummary>(`/api/qrcodes/analytics/admin?${range}`, token);
      expect(global.totalScans).toBe(expected);
      const one = await get<AnalyticsSummary>(
        `/api/qrcodes/analytics/admin?${range}&qrcodeId=${code.id}`,
        token,
      );
      expect(one.totalScans).toBe(expected);
    }
  });
});
