import type { AnalyticsSummary, QrCodeDto, QrCodePayload, RedirectRule } from '@qrpanel/contracts';
import { ROUTING_MESSAGES } from '@qrpanel/contracts/smart-routing';
import { createQrCode } from './support/qrcodes';
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

const LINKS = {
  title: 'Café Luna',
  description: 'Open every day',
  links: [
    { label: 'Menu', url: 'https://example.com/menu' },
    { label: 'Book a table', url: 'https://example.com/book' },
  ],
  socials: [{ network: 'instagram', url: 'https://instagram.com/luna' }],
};
const APP = {
  title: 'Luna app',
  ios_url: 'https://apps.apple.com/app/id123',
  android_url: 'https://play.google.com/store/apps/details?id=luna',
  fallback_url: 'https://example.com/app',
};
const PDF = { title: 'Lunch menu', file: 'https://example.com/menu.pdf', description: 'Served 12 to 15' };
const BUSINESS = {
  title: 'Café Luna',
  description: 'Coffee and cake',
  phone: '+34 600 000 000',
  email: 'hola@luna.example',
  website: 'https://luna.example',
  address: 'Calle Mayor 1\nMadrid',
  hours: [
    { day: 'mon', opens: '09:00', closes: '18:00', closed: false },
    { day: 'sun', opens: '', closes: '', closed: true },
  ],
};
const COUPON = {
  title: '20% off',
  code: 'SPRING20',
  valid_until: '2031-03-31',
  terms: 'One per visit',
  redeem_url: 'https://luna.example/shop',
};
const EVENT = {
  title: 'Jazz night',
  starts_at: '2031-05-14T19:30',
  ends_at: '2031-05-14T23:00',
  time_zone: 'Europe/Madrid',
  place: 'Café Luna',
  url: 'https://luna.example/jazz',
};
const PAGE = {
  title: 'Spring menu',
  page: {
    theme: { mode: 'dark', font: 'serif', accent: '#FFB000', background: '#101010' },
    blocks: [
      { kind: 'heading', text: 'Starters' },
      { kind: 'text', text: 'Soup of the day' },
      { kind: 'button', label: 'Order', url: 'https://example.com/order' },
      { kind: 'coupon', title: 'Spring', code: 'SPRING10', valid_until: '2031-04-30', terms: '' },
      { kind: 'divider' },
    ],
  },
};

describe('hosted pages', () => {
  let t: TestApp;
  let owner: { token: string; id: number };
  let other: string;
  let admin: string;
  let root: string;

  const create = (type: string, data: unknown, extra: Partial<QrCodePayload> = {}) =>
    t
      .http()
      .post('/api/qrcodes')
      .set(bearer(owner.token))
      .send({ label: type, type, generation_type: 'dynamic', data, ...extra });
  const made = async (type: string, data: unknown, extra: Partial<QrCodePayload> = {}) =>
    createQrCode(t, owner.token, { label: type, type, data, ...extra } as Partial<QrCodePayload>);
  const scan = (path: string, ua = IPHONE) => t.http().get(path).set('User-Agent', ua);
  const analyticsOf = (id: number) => codeAnalytics(t, owner.token, id);

  beforeAll(async () => {
    ({ t, root, owner, other, admin } = await scanningSuite());
  });
  afterAll(() => t.close());

  describe('each type saved, read, edited and served', () => {
    it.each([
      ['links', LINKS, 'Book a table'],
      ['pdf', PDF, 'Open the PDF'],
      ['app', APP, 'Get it on Google Play'],
      ['business', BUSINESS, 'Calle Mayor 1<br>Madrid'],
      ['coupon', COUPON, '<p class="code">SPRING20</p>'],
      ['event', EVENT, 'Add to calendar'],
      ['page', PAGE, 'SPRING10'],
    ])('%s', async (type, data, shown) => {
      const code = await made(type, data);
      expect(code.type).toBe(type);
      expect(code.generation_type).toBe('dynamic');
      const read = (await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(200))
        .body as QrCodeDto;
      expect(read.data).toMatchObject({ title: data.title });

      const page = await scan(`/qr-redirect/${code.uuid}`, DESKTOP).expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain(shown);
      expect(page.text).not.toMatch(/<script/i);

      const edited = { ...data, title: 'Renamed' };
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'x', type, data: edited })
        .expect(200);
      expect((await scan(`/qr-redirect/${code.uuid}`, DESKTOP).expect(200)).text).toContain(
        '<h1>Renamed</h1>',
      );
      if (code.key)
        expect((await scan(`/${code.key}`, DESKTOP).expect(200)).text).toContain('<h1>Renamed</h1>');
    });

    it('serves with a strict policy: no scripts, only its own style', async () => {
      const code = await made('links', LINKS);
      const res = await scan(`/qr-redirect/${code.uuid}`).expect(200);
      const policy = res.headers['content-security-policy'];
      expect(policy).toContain("default-src 'none'");
      expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect(policy).not.toContain('script-src');
      expect(policy).not.toContain('unsafe-inline');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    });

    it('escapes a <script> label: shown as text, never run', async () => {
      const code = await made('links', {
        title: '<b>Hi</b>',
        links: [{ label: '<script>alert(1)</script>', url: 'https://example.com/x' }],
      });
      const html = (await scan(`/qr-redirect/${code.uuid}`).expect(200)).text;
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>Hi</b>');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it('is dynamic only', async () => {
      await create('links', LINKS, { generation_type: 'static' }).expect(400);
    });
  });

  describe('bad input, nothing saved', () => {
    const countCodes = async () =>
      ((await t.http().get('/api/qrcodes/my').set(bearer(owner.token)).expect(200)).body as unknown[]).length;

    it('refuses javascript: and other refused schemes in any block with 422', async () => {
      const before = await countCodes();
      const bad = [
        ['links', { ...LINKS, links: [{ label: 'x', url: 'javascript:alert(1)' }] }],
        ['links', { ...LINKS, socials: [{ network: 'x', url: 'data:text/html,hi' }] }],
        ['app', { ...APP, ios_url: 'vbscript:msgbox' }],
        ['pdf', { ...PDF, file: 'javascript:alert(1)' }],
        ['business', { ...BUSINESS, website: 'javascript:alert(1)' }],
        ['coupon', { ...COUPON, redeem_url: 'javascript:alert(1)' }],
        ['event', { ...EVENT, url: 'javascript:alert(1)' }],
        [
          'page',
          { title: 'P', page: { blocks: [{ kind: 'button', label: 'x', url: ' javascript:alert(1)' }] } },
        ],
      ] as const;
      for (const [type, data] of bad) {
        const res = await create(type, data).expect(422);
        expect(res.body.message).toMatch(/javascript:/);
      }
      expect(await countCodes()).toBe(before);
    });

    it('refuses more than 100 blocks and unknown kinds with 400', async () => {
      const before = await countCodes();
      const many = Array.from({ length: 101 }, () => ({ kind: 'divider' }));
      await create('page', { title: 'P', page: { blocks: many } }).expect(400);
      const unknown = await create('page', {
        title: 'P',
        page: { blocks: [{ kind: 'iframe', url: 'https://x.y' }] },
      });
      expect(unknown.status).toBe(400);
      expect(JSON.stringify(unknown.body)).toContain('data.page.blocks.0.kind');
      await create('links', { title: 'No links' }).expect(400);
      const wrong: [string, unknown, string][] = [
        ['pdf', { title: 'No file' }, 'data.file'],
        ['coupon', { ...COUPON, valid_until: '31/03/2031' }, 'data.valid_until'],
        ['coupon', { ...COUPON, code: 'x'.repeat(41) }, 'data.code'],
        ['event', { ...EVENT, ends_at: '2031-05-14T18:00' }, 'data.ends_at'],
        ['event', { ...EVENT, time_zone: 'Mars/Olympus' }, 'data.time_zone'],
        ['business', { ...BUSINESS, phone: 'call me' }, 'data.phone'],
        [
          'business',
          { ...BUSINESS, hours: [{ day: 'someday', opens: '9', closes: '5' }] },
          'data.hours.0.day',
        ],
      ];
      for (const [type, data, field] of wrong) {
        const res = await create(type, data);
        expect([type, field, res.status, Object.keys(res.body.fields ?? {})]).toEqual([
          type,
          field,
          400,
          expect.arrayContaining([field]),
        ]);
      }
      expect(await countCodes()).toBe(before);
      await create('page', { title: 'P', page: { blocks: many.slice(1) } }).expect(201);
    });

    it('refuses a split on a page, and rules on a text code', async () => {
      const before = await countCodes();
      const split = [
        { destination: 'https://example.com/a', weight: 1 },
        { destination: 'https://example.com/b', weight: 1 },
      ];
      const res = await create('links', LINKS, { split }).expect(400);
      expect(res.body.fields).toEqual({ split: [ROUTING_MESSAGES.splitOnPage] });
      const rules: RedirectRule[] = [{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }];
      const onText = await create('text', { text: 'Hello' }, { rules }).expect(400);
      expect(onText.body.fields).toEqual({ rules: [ROUTING_MESSAGES.notUrlCode] });
      const bad = await create('links', LINKS, {
        rules: [{ when: { os: ['ios'] }, destination: 'javascript:alert(1)' }],
      }).expect(422);
      expect(Object.keys(bad.body.fields)).toEqual(['rules[0].destination']);
      expect(await countCodes()).toBe(before);
    });

    it('keeps the code as it was when an edit is refused', async () => {
      const code = await made('links', LINKS);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'links', data: { ...LINKS, links: [{ label: 'x', url: 'javascript:x' }] } })
        .expect(422);
      expect((await scan(`/qr-redirect/${code.uuid}`).expect(200)).text).toContain('Book a table');
    });
  });

  describe('app codes', () => {
    it('send iPhones and iPads to iOS, Android to Android with 302, others get the page', async () => {
      const code = await made('app', APP);
      for (const [ua, where] of [
        [IPHONE, APP.ios_url],
        [IPAD, APP.ios_url],
        [ANDROID, APP.android_url],
      ]) {
        const res = await scan(`/qr-redirect/${code.uuid}`, ua).expect(302);
        expect(res.headers.location).toBe(where);
      }
      const page = await scan(`/qr-redirect/${code.uuid}`, DESKTOP).expect(200);
      expect(page.text).toContain('Download on the App Store');
      expect(page.text).toContain('Get it on Google Play');
      if (code.key)
        expect((await scan(`/${code.key}`, ANDROID).expect(302)).headers.location).toBe(APP.android_url);
      await eventually(async () => (await analyticsOf(code.id)).totalScans === 5, 'the app scans counted');
    });
  });

  describe('counted hops', () => {
    it('answer 302 to the n-th link of the page as it is now, and count each tap', async () => {
      const code = await made('links', LINKS);
      const html = (await scan(`/qr-redirect/${code.uuid}`).expect(200)).text;
      expect(html).toContain(`href="/qr-redirect/${code.uuid}/l/1"`);
      expect(html).not.toContain('href="https://example.com/menu"');

      expect((await scan(`/qr-redirect/${code.uuid}/l/1`).expect(302)).headers.location).toBe(
        LINKS.links[0].url,
      );
      expect((await scan(`/qr-redirect/${code.uuid}/l/2`).expect(302)).headers.location).toBe(
        LINKS.links[1].url,
      );
      await scan(`/qr-redirect/${code.uuid}/l/2`).expect(302);
      expect((await scan(`/qr-redirect/${code.uuid}/l/3`).expect(302)).headers.location).toBe(
        LINKS.socials[0].url,
      );
      await scan(`/qr-redirect/${code.uuid}/l/4`).expect(404);
      await scan(`/qr-redirect/${code.uuid}/l/0`).expect(404);
      await scan(`/qr-redirect/${code.uuid}/l/abc`).expect(404);
      await scan(`/qr-redirect/no-such-code/l/1`).expect(404);
      if (code.key) {
        expect((await scan(`/${code.key}/l/1`).expect(302)).headers.location).toBe(LINKS.links[0].url);
        expect((await scan(`/${code.key}`).expect(200)).text).toContain(`href="/${code.key}/l/1"`);
      }
      const taps = code.key ? 5 : 4;

      await eventually(async () => {
        const summary = await analyticsOf(code.id);
        return summary.linkClicks?.reduce((n, l) => n + l.clicks, 0) === taps;
      }, 'the taps counted');
      const summary = await analyticsOf(code.id);
      expect(summary.linkClicks).toEqual([
        { label: 'Menu', url: LINKS.links[0].url, clicks: code.key ? 2 : 1 },
        { label: 'Book a table', url: LINKS.links[1].url, clicks: 2 },
        { label: 'Instagram', url: LINKS.socials[0].url, clicks: 1 },
      ]);
      expect(summary.tapThroughRate).toBeGreaterThan(0);

      // A range counts the taps of its days (UTC): today's, and none in a past month.
      const today = new Date().toISOString().slice(0, 10);
      const inRange = async (from: string, to: string) =>
        (
          await t
            .http()
            .get(`/api/qrcodes/analytics/user?qrId=${code.id}&from=${from}&to=${to}`)
            .set(bearer(owner.token))
            .expect(200)
        ).body as AnalyticsSummary;
      const now = await inRange(today, today);
      expect(now.linkClicks).toEqual(summary.linkClicks);
      expect(now.tapThroughRate).toBe(Math.round((taps / now.totalScans) * 1000) / 10);
      const past = await inRange('2020-01-01', '2020-01-31');
      expect(past.linkClicks?.map((l) => l.clicks)).toEqual([0, 0, 0]);
      expect(past.tapThroughRate).toBeNull();
    });

    it('follow the page as it is now, and keep former links counted', async () => {
      const code = await made('links', LINKS);
      await scan(`/qr-redirect/${code.uuid}/l/1`).expect(302);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({
          label: 'x',
          type: 'links',
          data: { title: 'New', links: [{ label: 'Shop', url: 'https://example.com/shop' }] },
        })
        .expect(200);
      expect((await scan(`/qr-redirect/${code.uuid}/l/1`).expect(302)).headers.location).toBe(
        'https://example.com/shop',
      );
      await eventually(
        async () => ((await analyticsOf(code.id)).linkClicks ?? []).length === 2,
        'both links',
      );
      expect((await analyticsOf(code.id)).linkClicks).toEqual([
        { label: 'Shop', url: 'https://example.com/shop', clicks: 1 },
        { label: 'Menu', url: LINKS.links[0].url, clicks: 1 },
      ]);
    });

    it('do not count bots', async () => {
      const code = await made('links', LINKS);
      await scan(`/qr-redirect/${code.uuid}/l/1`, 'Googlebot/2.1 (+http://www.google.com/bot.html)').expect(
        302,
      );
      await scan(`/qr-redirect/${code.uuid}/l/2`).expect(302);
      await eventually(
        async () => (await analyticsOf(code.id)).linkClicks?.[1].clicks === 1,
        'the person tap counted',
      );
      expect((await analyticsOf(code.id)).linkClicks?.[0].clicks).toBe(0);
    });

    it('send a paused page hop back to its scan address', async () => {
      const code = await made('links', LINKS);
      await t.http().patch(`/api/qrcodes/${code.id}/status`).set(bearer(admin)).send({ status: 'paused' });
      const res = await scan(`/qr-redirect/${code.uuid}/l/1`);
      if (res.status === 302)
        expect([`/qr-redirect/${code.uuid}`, LINKS.links[0].url]).toContain(res.headers.location);
    });

    it('leave url codes out of linkClicks', async () => {
      const code = await made('url', { url: 'https://example.com' });
      expect((await analyticsOf(code.id)).linkClicks).toBeUndefined();
      await scan(`/qr-redirect/${code.uuid}/l/1`).expect(404);
    });
  });

  describe('redirect rules', () => {
    it('send a scan a rule takes to its destination, and serve the page to the rest', async () => {
      const rules: RedirectRule[] = [
        { when: { os: ['ios'] }, destination: 'https://example.com/ios' },
        { when: { language: ['de'] }, destination: 'https://example.com/de' },
      ];
      const code = await made('links', LINKS, { rules });
      expect(code.rules).toEqual(rules);
      expect((await scan(`/qr-redirect/${code.uuid}`, IPHONE).expect(302)).headers.location).toBe(
        'https://example.com/ios',
      );
      const german = await scan(`/qr-redirect/${code.uuid}`, ANDROID).set(
        'Accept-Language',
        'de-AT, en;q=0.5',
      );
      expect([german.status, german.headers.location]).toEqual([302, 'https://example.com/de']);
      expect((await scan(`/qr-redirect/${code.uuid}`, ANDROID).expect(200)).text).toContain('Book a table');
      // The public page's call answers the rule's destination as a url.
      const read = await t
        .http()
        .get(`/api/qrcodes/redirect/${code.uuid}`)
        .set('User-Agent', IPHONE)
        .expect(200);
      expect(read.body).toEqual({ type: 'url', data: { url: 'https://example.com/ios' } });
      // The page's own links are not the rules': a tap still hops to its link.
      expect((await scan(`/qr-redirect/${code.uuid}/l/1`, IPHONE).expect(302)).headers.location).toBe(
        LINKS.links[0].url,
      );
      await eventually(async () => (await analyticsOf(code.id)).totalScans === 4, 'every scan counted');
    });

    it("come before an app code's stores", async () => {
      const rules: RedirectRule[] = [
        { when: { os: ['android'] }, destination: 'https://example.com/android-beta' },
      ];
      const code = await made('app', APP, { rules });
      expect((await scan(`/qr-redirect/${code.uuid}`, ANDROID).expect(302)).headers.location).toBe(
        'https://example.com/android-beta',
      );
      expect((await scan(`/qr-redirect/${code.uuid}`, IPHONE).expect(302)).headers.location).toBe(
        APP.ios_url,
      );
    });

    it("leave a url code's split behind when it becomes a page", async () => {
      const split = [
        { destination: 'https://example.com/a', weight: 1 },
        { destination: 'https://example.com/b', weight: 1 },
      ];
      const code = await made('url', { url: 'https://example.com' }, { split });
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'links', data: LINKS })
        .expect(200);
      expect(res.body.split).toBeNull();
      expect((await scan(`/qr-redirect/${code.uuid}`).expect(200)).text).toContain('Book a table');
    });
  });

  describe('password protection', () => {
    const PASSWORD = 'open sesame';
    const unlock = (address: string, password: string) =>
      t.http().post(`/api/qrcodes/${address}/unlock`).set('User-Agent', IPHONE).send({ password });
    /** The ticket cookie as a browser sends it back, and the attributes it was set with. */
    const ticketOf = (res: { headers: Record<string, unknown> }) => {
      const [cookie] = res.headers['set-cookie'] as string[];
      return { sent: cookie.split(';')[0], attributes: cookie.split('; ').slice(1) };
    };

    it('lock a page and its links until the password is given, then serve them for an hour', async () => {
      const code = await made('links', LINKS, { password: PASSWORD });
      expect(code.has_password).toBe(true);
      const address = `/qr-redirect/${code.uuid}`;
      // Locked: the public page (which asks for the password), and links that lead back to it.
      const locked = await scan(address).expect(200);
      expect(locked.text).not.toContain('Book a table');
      expect(locked.text).toContain('QR Panel public page');
      expect((await scan(`${address}/l/1`).expect(302)).headers.location).toBe(address);
      expect((await t.http().get(`/api/qrcodes/redirect/${code.uuid}`).expect(200)).body).toEqual({
        type: 'password',
        data: {},
      });

      await unlock(`redirect/${code.uuid}`, 'wrong').expect(401);
      const right = await unlock(`redirect/${code.uuid}`, PASSWORD).expect(200);
      expect(right.body).toEqual({ type: 'links', data: expect.objectContaining({ title: LINKS.title }) });
      const ticket = ticketOf(right);
      expect(ticket.attributes).toEqual(
        expect.arrayContaining([`Max-Age=3600`, `Path=${address}`, 'HttpOnly', 'Secure', 'SameSite=Lax']),
      );
      // Unlocking counts nothing: the page's scan is counted when it is served.
      const page = await scan(address).set('Cookie', ticket.sent).expect(200);
      expect(page.text).toContain('Book a table');
      expect((await scan(`${address}/l/2`).set('Cookie', ticket.sent).expect(302)).headers.location).toBe(
        LINKS.links[1].url,
      );
      await eventually(async () => {
        const summary = await analyticsOf(code.id);
        return summary.totalScans === 1 && summary.linkClicks?.[1].clicks === 1;
      }, 'one scan and one tap counted');

      // A made-up or altered ticket opens nothing.
      for (const forged of [
        ticket.sent.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        'qrpanel_unlocked=9999999999.x',
      ]) {
        expect((await scan(address).set('Cookie', forged).expect(200)).text).not.toContain('Book a table');
      }
      // A new password ends the tickets given for the old one.
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'links', data: LINKS, password: 'a new secret' })
        .expect(200);
      expect((await scan(address).set('Cookie', ticket.sent).expect(200)).text).not.toContain('Book a table');
      expect((await scan(`${address}/l/2`).set('Cookie', ticket.sent).expect(302)).headers.location).toBe(
        address,
      );
    });

    it('open at the short address with a ticket of its own path', async () => {
      const code = await made('pdf', PDF, { password: PASSWORD });
      expect(code.key).toMatch(/^[A-Za-z0-9_-]+$/);
      const key = String(code.key);
      const right = await unlock(`short/${key}`, PASSWORD).expect(200);
      const ticket = ticketOf(right);
      expect(ticket.attributes).toContain(`Path=/${key}`);
      expect((await scan(`/${key}`).set('Cookie', ticket.sent).expect(200)).text).toContain('Open the PDF');
      // Removing the password opens the page to everyone.
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'x', type: 'pdf', data: PDF, password: null })
        .expect(200);
      expect((await scan(`/${key}`).expect(200)).text).toContain('Open the PDF');
    });

    it('send an unlocked scan a rule takes to its destination, and count it then', async () => {
      const rules: RedirectRule[] = [{ when: { os: ['ios'] }, destination: 'https://example.com/ios' }];
      const code = await made('links', LINKS, { password: PASSWORD, rules });
      const right = await unlock(`redirect/${code.uuid}`, PASSWORD).expect(200);
      expect(right.body).toEqual({ type: 'url', data: { url: 'https://example.com/ios' } });
      expect(right.headers['set-cookie']).toBeUndefined();
      await eventually(
        async () => (await analyticsOf(code.id)).totalScans === 1,
        'the unlocked scan counted',
      );
    });
  });

  describe('who may do what', () => {
    it('lets the owner, an admin and the super_admin edit; anonymous gets 401, another user 404', async () => {
      const code = await made('links', LINKS);
      const edit = (token: string | null) => {
        const req = t.http().put(`/api/qrcodes/${code.id}`);
        if (token) req.set(bearer(token));
        return req.send({ label: 'x', type: 'links', data: LINKS });
      };
      await t.http().post('/api/qrcodes').send({ label: 'x', type: 'links', data: LINKS }).expect(401);
      await edit(null).expect(401);
      await edit(other).expect(404);
      await edit(owner.token).expect(200);
      await edit(admin).expect(200);
      await edit(root).expect(200);
    });

    it("shows a page's taps to the owner and admins only", async () => {
      const code = await made('links', LINKS);
      await t.http().get(`/api/qrcodes/analytics/user?qrId=${code.id}`).expect(401);
      await t.http().get(`/api/qrcodes/analytics/user?qrId=${code.id}`).set(bearer(other)).expect(404);
      await t.http().get(`/api/qrcodes/analytics/admin?qrId=${code.id}`).set(bearer(other)).expect(403);
      const seen = await t
        .http()
        .get(`/api/qrcodes/analytics/admin?qrId=${code.id}`)
        .set(bearer(admin))
        .expect(200);
      expect(seen.body.linkClicks).toHaveLength(3);
    });
  });
});
