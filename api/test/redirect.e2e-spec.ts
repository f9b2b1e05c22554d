import { DataSource } from 'typeorm';
import type { QrCodeDto } from '@qrpanel/contracts';
import { adminToken, rootToken, saveSettings } from './support/admin';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { fakeWebRoot } from './support/web-root';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('scanning', () => {
  let t: TestApp;
  let owner: { token: string };
  let admin: string;

  const scan = (uuid: string, agent = IPHONE) =>
    t.http().get(`/qr-redirect/${uuid}`).set('User-Agent', agent);
  const content = (uuid: string, agent = IPHONE) =>
    t.http().get(`/api/qrcodes/redirect/${uuid}`).set('User-Agent', agent);
  const scansOf = async (id: number) =>
    ((await t.http().get(`/api/qrcodes/${id}`).set(bearer(owner.token)).expect(200)).body as QrCodeDto)
      .scans_count;
  const storedScans = (id: number) =>
    t.app
      .get(DataSource)
      .query<{ is_bot: number | boolean; outcome: string }[]>(
        'SELECT is_bot, outcome FROM scans WHERE qr_code_id = ? ORDER BY id',
        [id],
      );
  const urlCode = (url = 'https://example.com/landing') =>
    createQrCode(t, owner.token, { label: 'Menu', type: 'url', generation_type: 'dynamic', data: { url } });

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, WEB_ROOT: fakeWebRoot() });
    const root = await rootToken(t);
    owner = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    admin = await adminToken(t, root);
  });
  afterAll(() => t.close());

  describe('a dynamic url code', () => {
    it('answers 302 to its destination with no-store and noindex, and counts the scan', async () => {
      const code = await urlCode();
      const res = await scan(code.uuid).expect(302);
      expect(res.headers.location).toBe('https://example.com/landing');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      // The same security headers as every other answer.
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(await scansOf(code.id)).toBe(1);
      expect(await storedScans(code.id)).toHaveLength(1);
    });

    it('answers the same with a query string, and counts the scan once', async () => {
      const code = await urlCode();
      const res = await t
        .http()
        .get(`/qr-redirect/${code.uuid}?utm_source=poster`)
        .set('User-Agent', IPHONE)
        .expect(302);
      expect(res.headers.location).toBe('https://example.com/landing');
      expect(await storedScans(code.id)).toHaveLength(1);
      expect(await scansOf(code.id)).toBe(1);
    });

    it('answers HEAD with the same status without recording it', async () => {
      const code = await urlCode();
      const res = await t.http().head(`/qr-redirect/${code.uuid}`).expect(302);
      expect(res.headers.location).toBe('https://example.com/landing');
      expect(await storedScans(code.id)).toHaveLength(0);
      expect(await scansOf(code.id)).toBe(0);
    });

    it('redirects a bot but stores its scan flagged, out of the count', async () => {
      const code = await urlCode();
      await scan(code.uuid, GOOGLEBOT).expect(302);
      await scan(code.uuid, 'WhatsApp/2.23.20.0 A').expect(302);
      await scan(code.uuid).expect(302);
      const stored = await storedScans(code.id);
      expect(stored.map((s) => Boolean(s.is_bot))).toEqual([true, true, false]);
      expect(await scansOf(code.id)).toBe(1);
    });

    it('shows an edited destination on the very next scan', async () => {
      const code = await urlCode('https://example.com/old');
      await scan(code.uuid).expect(302);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'Menu', type: 'url', data: { url: 'https://example.com/new' } })
        .expect(200);
      expect((await scan(code.uuid).expect(302)).headers.location).toBe('https://example.com/new');
    });

    it('stops redirecting as soon as an admin pauses it, and again once reactivated', async () => {
      const code = await urlCode();
      await scan(code.uuid).expect(302);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(admin))
        .send({ status: 'paused' })
        .expect(200);
      const page = await scan(code.uuid).expect(200);
      expect(page.text).toContain('QR Panel public page');
      expect((await content(code.uuid).expect(200)).body).toEqual({
        type: 'inactive',
        data: { message: 'This QR code has been paused by its owner.' },
      });
      await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(admin))
        .send({ status: 'suspended' })
        .expect(200);
      expect((await content(code.uuid).expect(200)).body.data.message).toBe(
        'This QR code has been suspended.',
      );
      await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(admin))
        .send({ status: 'active' })
        .expect(200);
      await scan(code.uuid).expect(302);
      expect(await scansOf(code.id)).toBe(2);
    });

    it('reads as expired once its expiry date has passed', async () => {
      // Served before its expiry, however long making and scanning the code take here: made or
      // scanned only after the expiry, it cannot tell, and is made again with twice the time.
      let code: QrCodeDto | undefined;
      let expiresAt = 0;
      for (let ahead = 1500; !code; ahead *= 2) {
        if (ahead > 100_000) throw new Error('no scan was answered before its code expired');
        expiresAt = Date.now() + ahead;
        const res = await t
          .http()
          .post('/api/qrcodes')
          .set(bearer(owner.token))
          .send({
            label: 'Soon gone',
            type: 'url',
            generation_type: 'dynamic',
            data: { url: 'https://example.com/offer' },
            expires_at: new Date(expiresAt).toISOString(),
          });
        // Refused as in the past: it was, by the time the api read it.
        if (res.status === 400 && Date.now() >= expiresAt) continue;
        expect(res.status).toBe(201);
        const made = res.body as QrCodeDto;
        const served = await scan(made.uuid);
        if (Date.now() < expiresAt) {
          expect(served.status).toBe(302);
          code = made;
        }
      }
      await new Promise((r) => setTimeout(r, expiresAt + 100 - Date.now()));
      expect((await content(code.uuid).expect(200)).body).toEqual({
        type: 'inactive',
        data: { message: 'This QR code has expired.' },
      });
      const page = await scan(code.uuid).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
    });

    it('is not found once deleted, at once', async () => {
      const code = await urlCode();
      await scan(code.uuid).expect(302);
      await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(204);
      await scan(code.uuid).expect(404);
    });
  });

  describe('every answer of the scan address', () => {
    const noStore = async (path: string, status: number) => {
      const get = await t.http().get(path).set('User-Agent', IPHONE).expect(status);
      expect(get.headers['cache-control']).toBe('no-store');
      const head = await t.http().head(path).expect(status);
      expect(head.headers['cache-control']).toBe('no-store');
      return get;
    };

    it('is no-store for a paused code’s page, as for its redirect', async () => {
      const code = await urlCode();
      await noStore(`/qr-redirect/${code.uuid}`, 302);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(admin))
        .send({ status: 'paused' })
        .expect(200);
      expect((await noStore(`/qr-redirect/${code.uuid}`, 200)).text).toContain('QR Panel public page');
    });

    it('is no-store for a code shown on the page, an unknown key and a static code', async () => {
      const text = await createQrCode(t, owner.token, {
        label: 'Note',
        type: 'text',
        generation_type: 'dynamic',
        data: { text: 'Hello' },
      });
      const printed = await createQrCode(t, owner.token, {
        label: 'Static',
        type: 'url',
        generation_type: 'static',
        data: { url: 'https://example.com/static' },
      });
      await noStore(`/qr-redirect/${text.uuid}`, 200);
      await noStore('/qr-redirect/no-such-code', 404);
      await noStore('/qr-redirect/not.a~key', 404);
      await noStore(`/qr-redirect/${printed.uuid}`, 404);
    });
  });

  describe('the public page’s call', () => {
    it.each([
      ['text', { text: 'Hello, scanner' }],
      ['email', { email: 'hello@example.com', subject: 'Hi', body: 'A body' }],
      ['phone', { phone: '+44 20 7946 0958' }],
      ['sms', { phone: '+15551234567', message: 'Count me in' }],
      [
        'vcard',
        {
          name: 'Ada Lovelace',
          phone: '+441234567890',
          email: 'ada@example.com',
          org: 'Engines',
          title: 'Analyst',
        },
      ],
      ['wifi', { ssid: 'Cafe', encryption: 'WPA', password: 'espresso', hidden: false }],
    ])(
      'answers a %s code’s fields, serves the public page for it, and counts one scan',
      async (type, data) => {
        const code = await createQrCode(t, owner.token, {
          label: type,
          type: type as never,
          generation_type: 'dynamic',
          data,
        });
        const page = await scan(code.uuid).expect(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.text).toContain('QR Panel public page');
        const res = await content(code.uuid).expect(200);
        expect(res.body).toEqual({ type, data: expect.objectContaining(data) });
        expect(await scansOf(code.id)).toBe(1);
      },
    );

    it('answers a url code’s destination', async () => {
      const code = await urlCode('https://example.com/json');
      expect((await content(code.uuid).expect(200)).body).toEqual({
        type: 'url',
        data: { url: 'https://example.com/json' },
      });
    });

    it('answers 404 with the error result for an unknown or a static code', async () => {
      const expected = { type: 'error', data: { message: 'QR code not found.' } };
      expect((await content('no-such-code').expect(404)).body).toMatchObject(expected);
      const code = await createQrCode(t, owner.token, {
        label: 'Static',
        type: 'text',
        generation_type: 'static',
        data: { text: 'printed as is' },
      });
      expect((await content(code.uuid).expect(404)).body).toMatchObject(expected);
      const page = await scan('no-such-code').expect(404);
      expect(page.text).toContain('QR Panel public page');
    });
  });

  describe('the monthly scan limit', () => {
    it('shows the limit page past the Free Trial’s monthly scans, keeping those scans as blocked', async () => {
      const root = await rootToken(t);
      const user = await registerUser(t, 'Limited');
      await saveSettings(t, root, { free_trial_scan_limit: 2 });
      try {
        const code = await createQrCode(t, user.token, {
          label: 'Popular',
          type: 'url',
          generation_type: 'dynamic',
          data: { url: 'https://example.com/popular' },
        });
        await scan(code.uuid).expect(302);
        await scan(code.uuid).expect(302);
        await scan(code.uuid).expect(200);
        expect((await content(code.uuid).expect(200)).body).toEqual({
          type: 'inactive',
          data: { message: 'This QR code has reached its monthly scan limit.' },
        });
        expect((await storedScans(code.id)).map((s) => s.outcome)).toEqual(['served', 'served', 'blocked']);
        const res = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(user.token)).expect(200);
        expect(res.body.scans_count).toBe(2);
      } finally {
        await saveSettings(t, root, { free_trial_scan_limit: 500 });
      }
    });
  });
});
