import { DataSource } from 'typeorm';
import { QR_MESSAGES, REDIRECT_MESSAGES, type QrCodeDto } from '@qrpanel/contracts';
import { rootToken } from './support/admin';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { fakeWebRoot } from './support/web-root';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
/** The address the api is configured to listen on, besides loopback and PUBLIC_URL. */
const LISTEN_HOST = 'api.internal.test';

/** Destinations and where they are stored, stored as and sent to. */
describe('destinations', () => {
  let t: TestApp;
  let owner: { token: string };

  const scan = (uuid: string) => t.http().get(`/qr-redirect/${uuid}`).set('User-Agent', IPHONE);
  const storedScans = async (id: number) =>
    (
      await t.app
        .get(DataSource)
        .query<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM scans WHERE qr_code_id = ?', [id])
    ).map(({ n }) => Number(n))[0];
  const scansOf = async (id: number) =>
    ((await t.http().get(`/api/qrcodes/${id}`).set(bearer(owner.token)).expect(200)).body as QrCodeDto)
      .scans_count;
  const urlCode = (url: string) =>
    createQrCode(t, owner.token, { label: 'Menu', type: 'url', generation_type: 'dynamic', data: { url } });
  const save = (url: string, id?: number) =>
    (id ? t.http().put(`/api/qrcodes/${id}`) : t.http().post('/api/qrcodes'))
      .set(bearer(owner.token))
      .send({ label: 'Menu', type: 'url', generation_type: 'dynamic', data: { url } });
  /** Writes a destination as a row saved before today's rules would hold it. */
  const storeDirectly = (id: number, url: string) =>
    t.app
      .get(DataSource)
      .query('UPDATE qr_codes SET current_destination = ?, data = ? WHERE id = ?', [
        url,
        JSON.stringify({ url }),
        id,
      ]);

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, HOST: LISTEN_HOST, WEB_ROOT: fakeWebRoot() });
    owner = await userOnPlan(t, await rootToken(t), { qr_code_limit: 0, customLogos: false });
  });
  afterAll(() => t.close());

  describe('outside printable ASCII', () => {
    it.each([
      ['a Cyrillic host', 'https://аpple.com', 'https://xn--pple-43d.com/'],
      ['an emoji path', 'https://example.com/🍕/menu', 'https://example.com/%F0%9F%8D%95/menu'],
      [
        'full-width letters',
        'https://ｅｘａｍｐｌｅ.com/ｍｅｎｕ',
        'https://example.com/%EF%BD%8D%EF%BD%85%EF%BD%8E%EF%BD%95',
      ],
      ['Latin-1 letters', 'https://example.com/café?q=crème', 'https://example.com/caf%C3%A9?q=cr%C3%A8me'],
      ['an umlaut host', 'https://münchen.de/ä', 'https://xn--mnchen-3ya.de/%C3%A4'],
    ])('stores %s in ASCII, redirects there and counts one scan', async (_, typed, ascii) => {
      const code = await urlCode(typed);
      expect(code.data).toEqual({ url: ascii });
      expect(code.current_destination).toBe(ascii);
      const res = await scan(code.uuid).expect(302);
      expect(res.headers.location).toBe(ascii);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(await storedScans(code.id)).toBe(1);
      expect(await scansOf(code.id)).toBe(1);
      const page = await t.http().get(`/api/qrcodes/redirect/${code.uuid}`).expect(200);
      expect(page.body).toEqual({ type: 'url', data: { url: ascii } });
    });

    it('stores an edited destination the same way, and keeps the previous one in the history', async () => {
      const code = await urlCode('https://example.com/menu');
      const res = await save('https://example.com/ménu', code.id).expect(200);
      expect((res.body as QrCodeDto).current_destination).toBe('https://example.com/m%C3%A9nu');
      expect((await scan(code.uuid).expect(302)).headers.location).toBe('https://example.com/m%C3%A9nu');
      const history = await t
        .http()
        .get(`/api/qrcodes/${code.id}/history`)
        .set(bearer(owner.token))
        .expect(200);
      expect(history.body).toEqual([
        expect.objectContaining({ previous_destination: 'https://example.com/menu' }),
      ]);
    });

    it('keeps printable ASCII as typed', async () => {
      const code = await urlCode('https://Example.com/a%20b?c=d');
      expect(code.current_destination).toBe('https://Example.com/a%20b?c=d');
      expect((await scan(code.uuid).expect(302)).headers.location).toBe('https://Example.com/a%20b?c=d');
    });

    it('refuses what no longer fits once percent-encoded, and keeps the code as it was', async () => {
      const code = await urlCode('https://example.com/menu');
      const res = await save(`https://example.com/${'é'.repeat(400)}`, code.id).expect(422);
      expect(res.body).toMatchObject({
        statusCode: 422,
        message: QR_MESSAGES.urlTooLong,
        error: 'Unprocessable Entity',
      });
      expect((await scan(code.uuid).expect(302)).headers.location).toBe('https://example.com/menu');
    });

    it('sends a destination stored before it was normalised in ASCII, counting one scan', async () => {
      const code = await urlCode('https://example.com/menu');
      await storeDirectly(code.id, 'https://example.com/🍕');
      const res = await scan(code.uuid).expect(302);
      expect(res.headers.location).toBe('https://example.com/%F0%9F%8D%95');
      expect(await storedScans(code.id)).toBe(1);
      expect(await scansOf(code.id)).toBe(1);
    });
  });

  describe('that lead back into this suite', () => {
    const port = () => new URL(t.url).port;
    const ownAddresses = () => [
      `${t.url}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://localhost:${port()}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://LOCALHOST.:${port()}/%71r-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://127.1:${port()}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://0.0.0.0:${port()}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://[::1]:${port()}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://${LISTEN_HOST}:${port()}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `${PUBLIC_URL}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
      `http://qr.example.test:8080/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`,
    ];

    it('are refused on every address of this suite, at creation and at edit', async () => {
      const code = await urlCode('https://example.com/menu');
      for (const url of ownAddresses()) {
        for (const res of [await save(url).expect(422), await save(url, code.id).expect(422)]) {
          expect(res.body).toMatchObject({
            statusCode: 422,
            message: QR_MESSAGES.urlIsRedirect,
            error: 'Unprocessable Entity',
          });
        }
      }
      expect((await scan(code.uuid).expect(302)).headers.location).toBe('https://example.com/menu');
    });

    it('accepts other pages of this suite and other ports’ pages on loopback', async () => {
      await save(`${t.url}/dashboard`).expect(201);
      await save(`http://localhost:${port()}/api/health`).expect(201);
    });

    it('stored before the rule, are never followed: a visitor’s chain counts no scan twice', async () => {
      const [a, b, c] = await Promise.all([
        urlCode('https://example.com/a'),
        urlCode('https://example.com/b'),
        urlCode('https://example.com/c'),
      ]);
      // a → b → a, the loop that once counted 21 scans for one visit; c → b by PUBLIC_URL.
      await storeDirectly(a.id, `http://localhost:${port()}/qr-redirect/${b.uuid}`);
      await storeDirectly(b.id, `${t.url}/qr-redirect/${a.uuid}`);
      await storeDirectly(c.id, `${PUBLIC_URL}/qr-redirect/${b.uuid}`);
      for (const code of [a, b, c]) {
        const page = await scan(code.uuid).expect(200);
        expect(page.text).toContain('QR Panel public page');
        expect(page.headers.location).toBeUndefined();
        const content = await t.http().get(`/api/qrcodes/redirect/${code.uuid}`).expect(200);
        expect(content.body).toEqual({ type: 'inactive', data: { message: REDIRECT_MESSAGES.selfRedirect } });
      }
      for (const code of [a, b, c]) {
        expect(await storedScans(code.id)).toBe(0);
        expect(await scansOf(code.id)).toBe(0);
      }
    });
  });
});
