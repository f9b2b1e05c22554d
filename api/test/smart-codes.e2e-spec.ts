import type { AnalyticsSummary, QrCodeDto, QrCodePayload, RedirectRule } from '@qrpanel/contracts';
import { createQrCode, PUBLIC_URL } from './support/qrcodes';
import { bearer, type TestApp } from './support/test-app';
import { eventually } from './support/pace';
import { codeAnalytics, scanningSuite } from './support/scanning';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const HOME = 'https://example.com/home';

/** 'HH:MM' in a zone, `offset` minutes from now. */
function clockIn(zone: string, offsetMinutes: number): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + offsetMinutes * 60_000));
}

describe('smart dynamic codes', () => {
  let t: TestApp;
  let owner: { token: string; id: number };
  let other: string;
  let admin: string;
  let root: string;

  const scan = (uuid: string, headers: Record<string, string> = {}) =>
    t
      .http()
      .get(`/qr-redirect/${uuid}`)
      .set({ 'User-Agent': IPHONE, ...headers });
  const lands = async (uuid: string, headers: Record<string, string> = {}) => {
    const res = await scan(uuid, headers);
    expect(res.status).toBe(302);
    return res.headers.location;
  };
  const content = (uuid: string) => t.http().get(`/api/qrcodes/redirect/${uuid}`).set('User-Agent', IPHONE);
  const unlock = (uuid: string, password: unknown, ip = '203.0.113.9') =>
    t
      .http()
      .post(`/api/qrcodes/redirect/${uuid}/unlock`)
      .set({ 'User-Agent': IPHONE, 'X-Forwarded-For': ip })
      .send({ password });
  const smart = (fields: Partial<QrCodePayload>) =>
    createQrCode(t, owner.token, {
      label: 'Smart',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: HOME },
      ...fields,
    });
  const routed = (rules: RedirectRule[]) => smart({ rules });
  const codeOf = async (id: number, token = owner.token) =>
    (await t.http().get(`/api/qrcodes/${id}`).set(bearer(token)).expect(200)).body as QrCodeDto;
  const analyticsOf = (id: number) => codeAnalytics(t, owner.token, id);

  beforeAll(async () => {
    ({ t, root, owner, other, admin } = await scanningSuite());
  });
  afterAll(() => t.close());

  describe('rules', () => {
    it('routes by operating system: iPhone, Android and desktop each where their rule says', async () => {
      const code = await routed([
        { when: { os: ['ios'] }, destination: 'https://example.com/ios' },
        { when: { os: ['android'] }, destination: 'https://example.com/android' },
      ]);
      expect(await lands(code.uuid, { 'User-Agent': IPHONE })).toBe('https://example.com/ios');
      expect(await lands(code.uuid, { 'User-Agent': ANDROID })).toBe('https://example.com/android');
      expect(await lands(code.uuid, { 'User-Agent': DESKTOP })).toBe(HOME);
    });

    it('routes by device type', async () => {
      const code = await routed([
        { when: { device: ['tablet'] }, destination: 'https://example.com/tablet' },
        { when: { device: ['desktop'] }, destination: 'https://example.com/desktop' },
      ]);
      expect(await lands(code.uuid, { 'User-Agent': IPAD })).toBe('https://example.com/tablet');
      expect(await lands(code.uuid, { 'User-Agent': DESKTOP })).toBe('https://example.com/desktop');
      expect(await lands(code.uuid, { 'User-Agent': IPHONE })).toBe(HOME);
    });

    it('routes by country from the trusted proxy header', async () => {
      const code = await routed([
        { when: { country: ['DE', 'AT'] }, destination: 'https://example.com/dach' },
      ]);
      expect(await lands(code.uuid, { 'CF-IPCountry': 'DE' })).toBe('https://example.com/dach');
      expect(await lands(code.uuid, { 'CF-IPCountry': 'at' })).toBe('https://example.com/dach');
      expect(await lands(code.uuid, { 'CF-IPCountry': 'FR' })).toBe(HOME);
      expect(await lands(code.uuid)).toBe(HOME);
    });

    it('routes by language in the order of Accept-Language, a region matching its primary tag', async () => {
      const code = await routed([
        { when: { language: ['de'] }, destination: 'https://example.com/de' },
        { when: { language: ['en'] }, destination: 'https://example.com/en' },
      ]);
      expect(await lands(code.uuid, { 'Accept-Language': 'de-AT' })).toBe('https://example.com/de');
      expect(await lands(code.uuid, { 'Accept-Language': 'en-GB,en;q=0.9,de;q=0.8' })).toBe(
        'https://example.com/en',
      );
      expect(await lands(code.uuid, { 'Accept-Language': 'fr-FR, de;q=0.5' })).toBe('https://example.com/de');
      expect(await lands(code.uuid, { 'Accept-Language': 'de;q=0.3, en;q=0.7' })).toBe(
        'https://example.com/en',
      );
      expect(await lands(code.uuid, { 'Accept-Language': 'fr, it' })).toBe(HOME);
      expect(await lands(code.uuid)).toBe(HOME);
    });

    it.each(['Europe/Berlin', 'America/Los_Angeles'])(
      'routes by a time window in %s: one containing now applies, one not containing it does not',
      async (timezone) => {
        const code = await routed([
          {
            when: { time: { from: clockIn(timezone, 120), to: clockIn(timezone, 180), timezone } },
            destination: 'https://example.com/later',
          },
          {
            when: { time: { from: clockIn(timezone, -60), to: clockIn(timezone, 60), timezone } },
            destination: 'https://example.com/now',
          },
        ]);
        expect(await lands(code.uuid)).toBe('https://example.com/now');
      },
    );

    it('routes by weekday: a window on today applies, the same window on another day does not', async () => {
      const zone = 'Asia/Tokyo';
      // The window began half an hour ago: a window across midnight belongs to the day it
      // starts, so "today" is the day of its start.
      const today = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' })
        .format(new Date(Date.now() - 30 * 60_000))
        .toLowerCase() as 'mon';
      const days = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
      const notToday = days.filter((d) => d !== today);
      const window = { from: clockIn(zone, -30), to: clockIn(zone, 30), timezone: zone };
      const code = await routed([
        { when: { time: { ...window, days: [...notToday] } }, destination: 'https://example.com/other-days' },
        { when: { time: { ...window, days: [today] } }, destination: 'https://example.com/today' },
      ]);
      expect(await lands(code.uuid)).toBe('https://example.com/today');
    });

    it('combines conditions: all must hold', async () => {
      const code = await routed([
        { when: { os: ['ios'], country: ['DE', 'AT'] }, destination: 'https://example.com/de-app' },
      ]);
      expect(await lands(code.uuid, { 'CF-IPCountry': 'DE' })).toBe('https://example.com/de-app');
      expect(await lands(code.uuid, { 'CF-IPCountry': 'FR' })).toBe(HOME);
      expect(await lands(code.uuid, { 'CF-IPCountry': 'DE', 'User-Agent': ANDROID })).toBe(HOME);
    });

    it('takes the first matching rule', async () => {
      const code = await routed([
        { when: { device: ['mobile'] }, destination: 'https://example.com/first' },
        { when: { os: ['ios'] }, destination: 'https://example.com/second' },
      ]);
      expect(await lands(code.uuid)).toBe('https://example.com/first');
    });

    it('gives the page the destination the rules pick, and records that scan once', async () => {
      const code = await routed([{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }]);
      const res = await content(code.uuid).expect(200);
      expect(res.body).toEqual({ type: 'url', data: { url: 'https://example.com/ios' } });
      expect((await codeOf(code.id)).scans_count).toBe(1);
    });

    it('shows an edit of the rules on the next scan', async () => {
      const code = await routed([{ when: { os: ['ios'] }, destination: 'https://example.com/old' }]);
      expect(await lands(code.uuid)).toBe('https://example.com/old');
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({
          label: 'Smart',
          type: 'url',
          data: { url: HOME },
          rules: [{ when: { os: ['ios'] }, destination: 'https://example.com/new' }],
        })
        .expect(200);
      expect(await lands(code.uuid)).toBe('https://example.com/new');
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'Smart', type: 'url', data: { url: HOME }, rules: null })
        .expect(200);
      expect(await lands(code.uuid)).toBe(HOME);
    });

    it('keeps the rules when an edit leaves them out, and answers them as saved', async () => {
      const rules: RedirectRule[] = [
        {
          when: {
            os: ['ios'],
            time: { days: ['mon', 'fri'], from: '22:00', to: '02:00', timezone: 'Europe/Berlin' },
          },
          destination: 'https://example.com/night',
        },
      ];
      const code = await routed(rules);
      expect(code.rules).toEqual(rules);
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'Renamed', type: 'url', data: { url: HOME } })
        .expect(200);
      expect((res.body as QrCodeDto).rules).toEqual(rules);
    });
  });

  describe('a split', () => {
    it('sends 1,000 scans within 5 % of its weights and counts them per destination in the code’s analytics', async () => {
      const code = await smart({
        split: [
          { destination: 'https://example.com/a', weight: 70 },
          { destination: 'https://example.com/b', weight: 30 },
        ],
      });
      const landed = new Map<string, number>();
      for (let i = 0; i < 1000; i += 50) {
        const batch = await Promise.all(
          Array.from({ length: 50 }, () => scan(code.uuid, { 'X-Forwarded-For': `198.51.100.${i % 250}` })),
        );
        for (const res of batch) {
          expect(res.status).toBe(302);
          landed.set(res.headers.location, (landed.get(res.headers.location) ?? 0) + 1);
        }
      }
      expect([...landed.keys()].sort()).toEqual(['https://example.com/a', 'https://example.com/b']);
      expect(landed.get('https://example.com/a')).toBeGreaterThanOrEqual(650);
      expect(landed.get('https://example.com/a')).toBeLessThanOrEqual(750);
      // A read waits at most 2 s for the roll-ups; on a busy machine 1,000 scans may take longer.
      let analytics: AnalyticsSummary | undefined;
      await eventually(
        async () => (analytics = await analyticsOf(code.id)).totalScans >= 1000,
        '1,000 scans counted',
      );
      expect(analytics?.totalScans).toBe(1000);
      expect(
        Object.fromEntries(
          analytics!.scansByDestination.map(({ destination, scans }) => [destination, scans]),
        ),
      ).toEqual(Object.fromEntries(landed));
    });

    it('splits inside a rule, and the rule wins over the code’s split', async () => {
      const code = await smart({
        split: [
          { destination: 'https://example.com/a', weight: 1 },
          { destination: 'https://example.com/b', weight: 1 },
        ],
        rules: [
          {
            when: { os: ['android'] },
            split: [
              { destination: 'https://example.com/android-x', weight: 1 },
              { destination: 'https://example.com/android-y', weight: 1 },
            ],
          },
        ],
      });
      const androids = new Set<string>();
      const others = new Set<string>();
      for (let i = 0; i < 30; i += 1) {
        androids.add(await lands(code.uuid, { 'User-Agent': ANDROID }));
        others.add(await lands(code.uuid, { 'User-Agent': DESKTOP }));
      }
      expect([...androids].sort()).toEqual([
        'https://example.com/android-x',
        'https://example.com/android-y',
      ]);
      expect([...others].sort()).toEqual(['https://example.com/a', 'https://example.com/b']);
    });
  });

  describe('a password', () => {
    it('shows the page instead of redirecting, asks for the password and records nothing until it is given', async () => {
      const code = await smart({ label: 'Staff menu', password: 'open sesame' });
      expect(code.has_password).toBe(true);
      expect(JSON.stringify(code)).not.toMatch(/open sesame|argon2|password_hash|passwordHash/);
      const page = await scan(code.uuid).expect(200);
      expect(page.headers.location).toBeUndefined();
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect((await content(code.uuid).expect(200)).body).toEqual({
        type: 'password',
        data: {},
      });
      expect((await codeOf(code.id)).scans_count).toBe(0);

      const wrong = await unlock(code.uuid, 'open says me', '203.0.113.1').expect(401);
      expect(wrong.body.message).toBe('Incorrect password.');
      expect((await codeOf(code.id)).scans_count).toBe(0);

      const right = await unlock(code.uuid, 'open sesame', '203.0.113.1').expect(200);
      expect(right.body).toEqual({ type: 'url', data: { url: HOME } });
      expect((await codeOf(code.id)).scans_count).toBe(1);
    });

    it('unlocks to the destination the rules pick, and to the content of other types', async () => {
      const code = await smart({
        password: 'secret-1',
        rules: [{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }],
      });
      expect((await unlock(code.uuid, 'secret-1').expect(200)).body).toEqual({
        type: 'url',
        data: { url: 'https://example.com/ios' },
      });
      const wifi = await createQrCode(t, owner.token, {
        label: 'Guest Wi-Fi',
        type: 'wifi',
        generation_type: 'dynamic',
        data: { ssid: 'Cafe', encryption: 'WPA', password: 'latte-art-42', hidden: false },
        password: 'for guests',
      });
      expect((await content(wifi.uuid).expect(200)).body.type).toBe('password');
      expect((await unlock(wifi.uuid, 'for guests').expect(200)).body).toEqual({
        type: 'wifi',
        data: { ssid: 'Cafe', encryption: 'WPA', password: 'latte-art-42', hidden: false },
      });
    });

    it('answers the sixth wrong password from one address within 10 minutes with 429, even a right one then', async () => {
      const code = await smart({ password: 'correct horse' });
      for (let i = 0; i < 5; i += 1) {
        const res = await unlock(code.uuid, `guess ${i}`, '192.0.2.77');
        expect(res.status).toBe(401);
        expect(res.body.message).toBe('Incorrect password.');
      }
      const sixth = await unlock(code.uuid, 'guess 6', '192.0.2.77').expect(429);
      expect(sixth.body.message).toBe('Too many incorrect passwords. Please try again later.');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(500);
      await unlock(code.uuid, 'correct horse', '192.0.2.77').expect(429);
      // Another address is not held up.
      await unlock(code.uuid, 'correct horse', '192.0.2.78').expect(200);
      expect((await codeOf(code.id)).scans_count).toBe(1);
    });

    it('is removed with password: null, and kept by an edit that leaves it out', async () => {
      const code = await smart({ password: 'pass-word' });
      const put = (extra: Partial<QrCodePayload>) =>
        t
          .http()
          .put(`/api/qrcodes/${code.id}`)
          .set(bearer(owner.token))
          .send({ label: 'Smart', type: 'url', data: { url: HOME }, ...extra })
          .expect(200);
      expect((await put({})).body.has_password).toBe(true);
      expect((await content(code.uuid)).body.type).toBe('password');
      expect((await put({ password: null })).body.has_password).toBe(false);
      expect(await lands(code.uuid)).toBe(HOME);
    });

    it('refuses malformed unlock bodies and unknown codes', async () => {
      const code = await smart({ password: 'pass-word' });
      for (const body of [{}, { password: '' }, { password: 42 }, { password: { $ne: null } }]) {
        const res = await t.http().post(`/api/qrcodes/redirect/${code.uuid}/unlock`).send(body).expect(400);
        expect(res.body.message).toEqual(expect.arrayContaining(['Enter the password.']));
      }
      await unlock(code.uuid, 'x'.repeat(10_000)).expect(400);
      await unlock('no-such-code', 'whatever').expect(404);
    });
  });

  describe('scan caps and start dates', () => {
    it('reads as inactive with its message once the cap is reached', async () => {
      const code = await smart({ max_scans: 2 });
      expect(code.max_scans).toBe(2);
      await scan(code.uuid).expect(302);
      await scan(code.uuid).expect(302);
      const third = await scan(code.uuid).expect(200);
      expect(third.headers.location).toBeUndefined();
      expect((await content(code.uuid).expect(200)).body).toEqual({
        type: 'inactive',
        data: { message: 'This QR code has reached its scan limit.' },
      });
      expect((await codeOf(code.id)).scans_count).toBe(2);
    });

    it('counts neither bots nor HEAD requests against the cap', async () => {
      const code = await smart({ max_scans: 1 });
      const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      for (let i = 0; i < 3; i += 1) {
        await scan(code.uuid, { 'User-Agent': googlebot }).expect(302);
        await t.http().head(`/qr-redirect/${code.uuid}`).set('User-Agent', IPHONE).expect(302);
      }
      await scan(code.uuid).expect(302);
      await scan(code.uuid).expect(200);
      expect((await codeOf(code.id)).scans_count).toBe(1);
    });

    it('reads as not active yet before its start date, and redirects once the start date is moved back', async () => {
      const code = await smart({ starts_at: new Date(Date.now() + 86_400_000).toISOString() });
      await scan(code.uuid).expect(200);
      expect((await content(code.uuid).expect(200)).body).toEqual({
        type: 'inactive',
        data: { message: 'This QR code is not active yet.' },
      });
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'Smart', type: 'url', data: { url: HOME }, starts_at: null })
        .expect(200);
      expect(await lands(code.uuid)).toBe(HOME);
    });
  });

  describe('bad input', () => {
    const count = async () =>
      ((await t.http().get('/api/qrcodes/my').set(bearer(owner.token)).expect(200)).body as unknown[]).length;
    const refused = async (
      fields: Record<string, unknown>,
      status: number,
      field: string,
      message: string,
    ) => {
      const before = await count();
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(owner.token))
        .send({ label: 'Bad', type: 'url', generation_type: 'dynamic', data: { url: HOME }, ...fields });
      expect(res.status).toBe(status);
      expect(res.body.fields?.[field]).toEqual(expect.arrayContaining([message]));
      expect(await count()).toBe(before);
    };

    it.each([
      [
        { rules: [{ when: { os: ['symbian'] }, destination: HOME }] },
        'rules[0].when.os',
        'os must be a list of: ios, android, windows, macos, linux.',
      ],
      [
        { rules: [{ when: { device: ['watch'] }, destination: HOME }] },
        'rules[0].when.device',
        'device must be a list of: mobile, tablet, desktop.',
      ],
      [
        { rules: [{ when: { country: ['XX'] }, destination: HOME }] },
        'rules[0].when.country',
        'country must be a list of ISO 3166-1 alpha-2 codes, such as DE or AT.',
      ],
      [
        { rules: [{ when: { country: ['DÉ'] }, destination: HOME }] },
        'rules[0].when.country',
        'country must be a list of ISO 3166-1 alpha-2 codes, such as DE or AT.',
      ],
      [
        { rules: [{ when: { language: ['日本語'] }, destination: HOME }] },
        'rules[0].when.language',
        'language must be a list of primary language tags, such as de or en.',
      ],
      [
        {
          rules: [
            { when: { time: { from: '09:00', to: '17:00', timezone: 'Mars/Olympus' } }, destination: HOME },
          ],
        },
        'rules[0].when.time.timezone',
        'timezone must be an IANA time zone, such as Europe/Berlin.',
      ],
      [
        { rules: [{ when: { time: { from: '24:00', to: '17:00', timezone: 'UTC' } }, destination: HOME }] },
        'rules[0].when.time.from',
        'from must be a time of day written HH:MM (00:00 to 23:59).',
      ],
      [
        { rules: [{ when: { time: { from: '09:00', to: '9pm', timezone: 'UTC' } }, destination: HOME }] },
        'rules[0].when.time.to',
        'to must be a time of day written HH:MM (00:00 to 23:59).',
      ],
      [
        {
          rules: [
            {
              when: { time: { days: ['funday'], from: '09:00', to: '10:00', timezone: 'UTC' } },
              destination: HOME,
            },
          ],
        },
        'rules[0].when.time.days',
        'days must be a list of: mon, tue, wed, thu, fri, sat, sun.',
      ],
      [
        { rules: [{ when: {}, destination: HOME }] },
        'rules[0].when',
        'when must name at least one condition (os, device, country, language or time).',
      ],
      [{ rules: [{ when: { os: ['ios'] } }] }, 'rules[0]', 'A rule needs either a destination or a split.'],
      [
        { rules: [{ when: { os: [[[[['ios']]]]] }, destination: HOME }] },
        'rules[0].when.os',
        'os must be a list of: ios, android, windows, macos, linux.',
      ],
      [{ rules: 'everyone to example.com' }, 'rules', 'rules must be a list of at most 20 rules.'],
      [
        { rules: Array.from({ length: 21 }, () => ({ when: { os: ['ios'] }, destination: HOME })) },
        'rules',
        'rules must be a list of at most 20 rules.',
      ],
      [{ split: [{ destination: HOME, weight: 1 }] }, 'split', 'A split needs 2 to 5 destinations.'],
      [
        {
          split: [
            { destination: HOME, weight: 0 },
            { destination: HOME, weight: 1 },
          ],
        },
        'split[0].weight',
        'weight must be a positive whole number (at most 1,000,000).',
      ],
      [
        {
          split: [
            { destination: HOME, weight: 1.5 },
            { destination: HOME, weight: 1 },
          ],
        },
        'split[0].weight',
        'weight must be a positive whole number (at most 1,000,000).',
      ],
      [
        {
          split: [
            { destination: HOME, weight: '50' },
            { destination: HOME, weight: 1 },
          ],
        },
        'split[0].weight',
        'weight must be a positive whole number (at most 1,000,000).',
      ],
    ])('answers 400 with the field message and saves nothing: %j', async (fields, field, message) => {
      await refused(fields, 400, field, message);
    });

    it('answers 422 for a rule or split destination that fails the URL rules', async () => {
      await refused(
        { rules: [{ when: { os: ['ios'] }, destination: 'javascript:alert(1)' }] },
        422,
        'rules[0].destination',
        'javascript:, data:, file: and vbscript: addresses are not allowed as a destination.',
      );
      await refused(
        {
          split: [
            { destination: HOME, weight: 1 },
            { destination: `${PUBLIC_URL}/qr-redirect/abc`, weight: 1 },
          ],
        },
        422,
        'split[1].destination',
        'The destination cannot be a QR code redirect address of this site.',
      );
    });

    it('normalises a rule destination as the code’s own (a non-ASCII host in punycode)', async () => {
      const code = await routed([{ when: { os: ['ios'] }, destination: 'https://bücher.example/straße' }]);
      expect(code.rules?.[0].destination).toBe('https://xn--bcher-kva.example/stra%C3%9Fe');
      expect(await lands(code.uuid)).toBe('https://xn--bcher-kva.example/stra%C3%9Fe');
    });

    it('refuses rules that are too long together', async () => {
      const long = `https://example.com/${'x'.repeat(2000)}`;
      const split = Array.from({ length: 5 }, (_, i) => ({ destination: `${long}${i}`, weight: 1 }));
      await refused(
        { rules: Array.from({ length: 20 }, () => ({ when: { os: ['ios'] }, split })) },
        400,
        'rules',
        'The rules and the split are too long together: at most 60,000 characters as JSON.',
      );
    });

    it('refuses rules and splits on static codes and on other types, a password and cap on static codes', async () => {
      const rules = [{ when: { os: ['ios'] }, destination: HOME }];
      await refused(
        { generation_type: 'static', rules },
        400,
        'rules',
        'Only dynamic url codes and hosted pages can have rules, and only url codes a split.',
      );
      await refused(
        {
          type: 'text',
          data: { text: 'Hello' },
          split: [
            { destination: HOME, weight: 1 },
            { destination: HOME, weight: 1 },
          ],
        },
        400,
        'split',
        'Only dynamic url codes and hosted pages can have rules, and only url codes a split.',
      );
      await refused(
        { generation_type: 'static', password: 'secret' },
        400,
        'password',
        'Only dynamic codes can be protected with a password.',
      );
      await refused(
        { generation_type: 'static', max_scans: 5 },
        400,
        'max_scans',
        'Only dynamic codes can have a scan cap or a start date.',
      );
    });

    it.each([
      [{ password: 'abc' }, 'password must be 4 to 128 characters, or null to remove it.'],
      [{ password: 'x'.repeat(129) }, 'password must be 4 to 128 characters, or null to remove it.'],
      [{ max_scans: 0 }, 'max_scans must be a positive whole number, or null for no cap.'],
      [{ max_scans: 2.5 }, 'max_scans must be a positive whole number, or null for no cap.'],
      [{ starts_at: 'tomorrow' }, 'starts_at must be an ISO 8601 date'],
    ])('answers 400 with its message for %j', async (fields, message) => {
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(owner.token))
        .send({ label: 'Bad', type: 'url', data: { url: HOME }, ...fields })
        .expect(400);
      expect(res.body.message).toEqual(expect.arrayContaining([message]));
    });

    it('leaves a code as it was when an edit brings bad rules', async () => {
      const rules: RedirectRule[] = [{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }];
      const code = await routed(rules);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({
          label: 'Changed',
          type: 'url',
          data: { url: HOME },
          rules: [{ when: { os: ['beos'] }, destination: HOME }],
        })
        .expect(400);
      const after = await codeOf(code.id);
      expect(after.label).toBe('Smart');
      expect(after.rules).toEqual(rules);
    });
  });

  describe('who may set them', () => {
    const rules = [{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }];
    const edit = (id: number, token: string | null) => {
      const req = t.http().put(`/api/qrcodes/${id}`);
      if (token) req.set(bearer(token));
      return req.send({ label: 'Smart', type: 'url', data: { url: HOME }, rules, password: 'new-pass' });
    };

    it('lets the owner, an admin and the super_admin edit them; anonymous gets 401, another user 404', async () => {
      const code = await smart({});
      await t
        .http()
        .post('/api/qrcodes')
        .send({ label: 'x', type: 'url', data: { url: HOME }, rules })
        .expect(401);
      await edit(code.id, null).expect(401);
      await edit(code.id, other).expect(404);
      expect((await codeOf(code.id)).rules).toBeNull();
      expect((await edit(code.id, owner.token).expect(200)).body.rules).toEqual(rules);
      await edit(code.id, admin).expect(200);
      await edit(code.id, root).expect(200);
    });

    it('shows scans per destination to the owner and admins only', async () => {
      const code = await smart({});
      await t.http().get(`/api/qrcodes/analytics/user?qrId=${code.id}`).expect(401);
      await t.http().get(`/api/qrcodes/analytics/user?qrId=${code.id}`).set(bearer(other)).expect(404);
      await t.http().get(`/api/qrcodes/analytics/admin?qrId=${code.id}`).set(bearer(other)).expect(403);
      await t.http().get(`/api/qrcodes/analytics/admin?qrId=${code.id}`).set(bearer(admin)).expect(200);
      await t.http().get(`/api/qrcodes/analytics/admin?qrId=${code.id}`).set(bearer(root)).expect(200);
    });

    it('lets anyone unlock a protected code: the password is the key, not an account', async () => {
      const code = await smart({ password: 'letmein' });
      await unlock(code.uuid, 'letmein', '198.18.0.1').expect(200);
      await t
        .http()
        .post(`/api/qrcodes/redirect/${code.uuid}/unlock`)
        .set(bearer(other))
        .set('X-Forwarded-For', '198.18.0.2')
        .send({ password: 'letmein' })
        .expect(200);
    });
  });
});
