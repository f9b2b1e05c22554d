import type { AnalyticsSummary, ScansOverTimePoint } from '@qrpanel/contracts';
import { adminToken, rootToken } from './support/admin';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { RedirectService } from '../src/modules/scans/redirect.service';

/*
 * One owner's and everyone's analytics read roll-ups kept per owner. These compare their
 * answers with counts the test makes while codes change owner and are deleted (singly, in
 * bulk, with their owner), as the per-code rows would add up.
 */

/** A scan as the test made it. */
interface Made {
  code: number;
  day: string;
  ip: string;
  country: string;
}

const RANGE = 'from=2026-05-01&to=2026-05-31';
/** A range read as May less its last 11 days (monthly rows less daily ones), after 11 days of April. */
const PART = 'from=2026-04-20&to=2026-05-20';
const PART_TO = '2026-05-20';
const DAYS = ['2026-05-03', '2026-05-10', '2026-05-17', '2026-05-24'];
const COUNTRIES = ['FR', 'DE', 'JP', 'BR'];

describe('analytics of one owner and of everyone (owner roll-ups)', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };
  const codes: Record<string, { id: number; uuid: string }> = {};
  const owners = new Map<number, number>();
  const made: Made[] = [];

  const scanOn = async (code: { id: number; uuid: string }, day: string, ip: string, country: string) => {
    const redirects = t.app.get(RedirectService);
    const at = new Date(`${day}T09:30:00Z`);
    await redirects.record(
      await redirects.decide({ uuid: code.uuid }, at),
      {
        ip,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0',
        method: 'GET',
        proxyCountry: country,
      },
      undefined,
      at,
    );
    made.push({ code: code.id, day, ip, country });
  };
  const get = <T>(path: string, token: string) =>
    t
      .http()
      .get(path)
      .set(bearer(token))
      .expect(200)
      .then((r) => r.body as T);

  /** What the test counts for some codes up to a day: range total, daily uniques, by country, by day. */
  const expected = (ids: number[], until = '2026-05-31') => {
    const mine = made.filter((m) => ids.includes(m.code) && m.day <= until);
    const byCountry = new Map<string, number>();
    const byDay = new Map<string, number>();
    const visitors = new Set<string>();
    for (const m of mine) {
      byCountry.set(m.country, (byCountry.get(m.country) ?? 0) + 1);
      byDay.set(m.day, (byDay.get(m.day) ?? 0) + 1);
      // One agent throughout: a visitor is an address, unique once a day per code.
      visitors.add(`${m.code}|${m.day}|${m.ip}`);
    }
    return {
      scans: mine.length,
      uniques: visitors.size,
      countries: [...byCountry]
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
        .map(([country, scans]) => ({ country, scans })),
      days: DAYS.filter((day) => day <= until).map((day) => byDay.get(day) ?? 0),
    };
  };
  const codesOf = (owner: number | null) =>
    [...owners].filter(([, o]) => owner === null || o === owner).map(([id]) => id);

  /** The api's answers for a scope, all time and over May, in the shape of expected(). */
  const answered = async (token: string, which: 'user' | 'admin') => {
    const ranged = await get<AnalyticsSummary>(`/api/qrcodes/analytics/${which}?${RANGE}`, token);
    const allTime = await get<AnalyticsSummary>(`/api/qrcodes/analytics/${which}`, token);
    const part = await get<AnalyticsSummary>(`/api/qrcodes/analytics/${which}?${PART}`, token);
    const series = await get<ScansOverTimePoint[]>(
      `/api/qrcodes/analytics/scans-over-time?${RANGE}&granularity=day`,
      token,
    );
    return {
      ranged: {
        scans: ranged.totalScans,
        uniques: ranged.totalUniqueScans,
        countries: ranged.scansByCountry,
        days: DAYS.map((day) => series.find((p) => p.date === day)?.scans ?? -1),
      },
      allTime: { scans: allTime.totalScans, countries: allTime.scansByCountry },
      part: { scans: part.totalScans, countries: part.scansByCountry },
    };
  };
  const check = async (token: string, which: 'user' | 'admin', ids: number[]) => {
    const want = expected(ids);
    const got = await answered(token, which);
    expect(got.ranged).toEqual(want);
    expect(got.allTime).toEqual({ scans: want.scans, countries: want.countries });
    const part = expected(ids, PART_TO);
    expect(got.part).toEqual({ scans: part.scans, countries: part.countries });
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
    root = await rootToken(t);
    admin = await adminToken(t, root);
    alice = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    bob = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    for (const [name, owner] of [
      ['a1', alice],
      ['a2', alice],
      ['a3', alice],
      ['b1', bob],
      ['b2', bob],
    ] as const) {
      const code = await createQrCode(t, owner.token, {
        label: name,
        type: 'url',
        generation_type: 'dynamic',
        data: { url: `https://example.com/${name}` },
      });
      codes[name] = code;
      owners.set(code.id, owner.id);
    }
    // Each code scanned on different days from different countries, some visitors twice.
    let n = 0;
    for (const [i, name] of ['a1', 'a2', 'a3', 'b1', 'b2'].entries()) {
      for (let k = 0; k <= i + 1; k += 1) {
        n += 1;
        const country = COUNTRIES[(i + k) % COUNTRIES.length];
        const ip = `198.51.100.${((i + k) % COUNTRIES.length) + 1}`;
        await scanOn(codes[name], DAYS[k % DAYS.length], ip, country);
        if (k === 0) await scanOn(codes[name], DAYS[0], ip, country);
      }
    }
    expect(made.length).toBe(n + 5);
  });

  afterAll(() => t?.close());

  it('answers an owner and everyone with the sums of their codes', async () => {
    await check(alice.token, 'user', codesOf(alice.id));
    await check(bob.token, 'user', codesOf(bob.id));
    await check(admin, 'admin', codesOf(null));
    await check(root, 'admin', codesOf(null));
  });

  it('moves a code’s past scans to its new owner when an admin reassigns it', async () => {
    await t
      .http()
      .put(`/api/qrcodes/${codes.a2.id}/reassign`)
      .set(bearer(admin))
      .send({ newUserId: bob.id })
      .expect(200);
    owners.set(codes.a2.id, bob.id);
    await check(alice.token, 'user', codesOf(alice.id));
    await check(bob.token, 'user', codesOf(bob.id));
    await check(admin, 'admin', codesOf(null));
    // Scans after the move count for the new owner only.
    await scanOn(codes.a2, DAYS[3], '203.0.113.7', 'JP');
    await check(alice.token, 'user', codesOf(alice.id));
    await check(bob.token, 'user', codesOf(bob.id));
    // The code's own view keeps its scans.
    const own = await get<AnalyticsSummary>(
      `/api/qrcodes/analytics/user?${RANGE}&qrcodeId=${codes.a2.id}`,
      bob.token,
    );
    expect(own.totalScans).toBe(expected([codes.a2.id]).scans);
    const ownPart = await get<AnalyticsSummary>(
      `/api/qrcodes/analytics/user?${PART}&qrcodeId=${codes.a2.id}`,
      bob.token,
    );
    expect(ownPart.scansByCountry).toEqual(expected([codes.a2.id], PART_TO).countries);
  });

  it('takes a deleted code’s scans off its owner and everyone, as before (one, then in bulk)', async () => {
    await t.http().delete(`/api/qrcodes/${codes.b1.id}`).set(bearer(bob.token)).expect(204);
    owners.delete(codes.b1.id);
    await check(bob.token, 'user', codesOf(bob.id));
    await check(admin, 'admin', codesOf(null));
    await t
      .http()
      .post('/api/qrcodes/bulk')
      .set(bearer(alice.token))
      .send({ action: 'delete', ids: [codes.a1.id] })
      .expect(200);
    owners.delete(codes.a1.id);
    await check(alice.token, 'user', codesOf(alice.id));
    await check(admin, 'admin', codesOf(null));
  });

  it('takes a deleted user’s codes’ scans off everyone’s', async () => {
    await t.http().delete(`/api/auth/users/${alice.id}`).set(bearer(root)).expect(204);
    for (const id of codesOf(alice.id)) owners.delete(id);
    await check(admin, 'admin', codesOf(null));
    await check(bob.token, 'user', codesOf(bob.id));
    expect(expected(codesOf(null)).scans).toBeGreaterThan(0);
  });
});
