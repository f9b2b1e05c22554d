import { DataSource } from 'typeorm';
import {
  QR_MESSAGES,
  SHORT_KEY_MESSAGES as K,
  type QrCodeDto,
  type QrCodePayload,
  type ShortKeyCheckDto,
} from '@qrpanel/contracts';
import { ROUTING_MESSAGES } from '@qrpanel/contracts/smart-routing';
import { rootToken, saveSettings } from './support/admin';
import { clientFor, createApiKey, developerOnPlan } from './support/api-keys';
import { decodePdf, decodePng, decodeSvg } from './support/decode';
import { binary, createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, startTestApp, type TestApp } from './support/test-app';
import { fakeWebRoot } from './support/web-root';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('short keys', () => {
  let t: TestApp;
  let root: string;
  let owner: { token: string };
  let other: { token: string };

  const make = (body: Partial<QrCodePayload> = {}, token = owner.token) =>
    createQrCode(t, token, {
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/menu' },
      ...body,
    });
  const post = (body: Partial<QrCodePayload>, token = owner.token) =>
    t
      .http()
      .post('/api/qrcodes')
      .set(bearer(token))
      .send({
        label: 'Menu',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com/menu' },
        ...body,
      });
  const edit = (code: QrCodeDto, body: Partial<QrCodePayload>) =>
    t
      .http()
      .put(`/api/qrcodes/${code.id}`)
      .set(bearer(owner.token))
      .send({ label: code.label, type: code.type, data: code.data, ...body });
  const scan = (path: string) => t.http().get(path).set('User-Agent', IPHONE);
  const check = (key: string, query = '', token = owner.token) =>
    t
      .http()
      .get(`/api/qrcodes/keys/${encodeURIComponent(key)}${query}`)
      .set(bearer(token));
  const scansOf = async (id: number) =>
    ((await t.http().get(`/api/qrcodes/${id}`).set(bearer(owner.token)).expect(200)).body as QrCodeDto)
      .scans_count;
  /** A code's image as the owner downloads it (`format` and the rest of the query). */
  const image = async (id: number, format: string) =>
    (
      await t
        .http()
        .get(`/api/qrcodes/${id}/image?format=${format}`)
        .set(bearer(owner.token))
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;
  const storedKey = async (id: number) =>
    (
      await t.app
        .get(DataSource)
        .query<{ k: string | null }[]>('SELECT short_key_folded AS k FROM qr_codes WHERE id = ?', [id])
    )[0].k;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, WEB_ROOT: fakeWebRoot() });
    root = await rootToken(t);
    owner = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    other = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
  });
  afterAll(() => t.close());

  describe('made keys', () => {
    it('give every dynamic code a short address that scans as its redirect address does, in any case', async () => {
      const code = await make();
      expect(code.key).toMatch(/^[2-9a-hjkmnp-z]{5}$/);
      expect(code.short_url).toBe(`${PUBLIC_URL}/${code.key}`);
      // SPEC's printed form stays the default: the redirect address.
      expect(code.encoded_payload).toBe(`${PUBLIC_URL}/qr-redirect/${code.uuid}`);
      const res = await scan(`/${code.key}`).expect(302);
      expect(res.headers.location).toBe('https://example.com/menu');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      await scan(`/${code.key!.toUpperCase()}?utm_source=poster`).expect(302);
      await t.http().head(`/${code.key}`).set('User-Agent', IPHONE).expect(302);
      await scan(`/qr-redirect/${code.uuid}`).expect(302);
      // Two GETs by key, one by uuid: each stored once; HEAD is no scan.
      expect(await scansOf(code.id)).toBe(3);
    });

    it('are none for static codes, which refuse one', async () => {
      const code = await make({ generation_type: 'static' });
      expect([code.key, code.short_url]).toEqual([null, null]);
      const res = await post({ generation_type: 'static', key: 'my-static' }).expect(400);
      expect(res.body.fields).toEqual({ key: [K.staticHasNoKey] });
    });
  });

  describe('chosen keys', () => {
    it('are printed, unique whatever the case, and scanned whatever the case', async () => {
      const code = await make({ key: 'Summer-Menu' });
      expect(code.key).toBe('Summer-Menu');
      expect(code.encoded_payload).toBe(`${PUBLIC_URL}/Summer-Menu`);
      expect(decodePng(await image(code.id, 'png&size=256')).text).toBe(`${PUBLIC_URL}/Summer-Menu`);
      expect(decodeSvg((await image(code.id, 'svg')).toString())).toBe(`${PUBLIC_URL}/Summer-Menu`);
      expect(decodePdf(await image(code.id, 'pdf'))).toBe(`${PUBLIC_URL}/Summer-Menu`);
      expect((await scan('/summer-menu').expect(302)).headers.location).toBe('https://example.com/menu');
      // Another workspace's code cannot take it in another case; nothing is stored.
      const taken = await post({ key: 'SUMMER-menu', label: 'Copy' }, other.token).expect(409);
      expect(taken.body).toMatchObject({ message: K.taken, fields: { key: [K.taken] } });
      const list = await t.http().get('/api/qrcodes/my').set(bearer(other.token)).expect(200);
      expect((list.body as QrCodeDto[]).map((c) => c.label)).not.toContain('Copy');
    });

    it.each([
      ['login', K.reserved],
      ['API', K.reserved],
      ['qr-redirect', K.reserved],
      ['my-qrcodes', K.reserved],
      ['summer menu', K.invalid],
      ['a/b', K.invalid],
      ['menü', K.invalid],
      ['', K.invalid],
      ['x'.repeat(65), K.invalid],
    ])('refuse %j with a clear 400', async (key, message) => {
      const res = await post({ key }).expect(400);
      expect(res.body.fields).toEqual({ key: [message] });
    });

    it('refuse a key that is not text', async () => {
      const res = await post({ key: 42 as unknown as string }).expect(400);
      expect(res.body.fields).toEqual({ key: [K.invalid] });
    });
  });

  describe('the availability check', () => {
    it('answers whether a key is free, for a new code or for the code being edited', async () => {
      const code = await make({ key: 'corner-cafe' });
      const answer = async (key: string, query = '') =>
        (await check(key, query).expect(200)).body as ShortKeyCheckDto;
      expect(await answer('free-one')).toEqual({ key: 'free-one', available: true, message: K.available });
      expect(await answer('Corner-Cafe')).toEqual({ key: 'Corner-Cafe', available: false, message: K.taken });
      expect(await answer('Corner-Cafe', `?code=${code.id}`)).toMatchObject({ available: true });
      expect(await answer('dashboard')).toMatchObject({ available: false, message: K.reserved });
      expect(await answer('two words')).toMatchObject({ available: false, message: K.invalid });
      // In the caller's language, as it is shown under the field.
      const es = await check('Corner-Cafe').set('Accept-Language', 'es').expect(200);
      expect(es.body).toMatchObject({ available: false, message: 'Esta clave ya está en uso.' });
      // Another workspace's code is not there to ask about.
      await check('x', `?code=${code.id}`, other.token).expect(404);
      await check('x', '?code=abc').expect(400);
      await t.http().get('/api/qrcodes/keys/x').expect(401);
    });
  });

  describe('changing a key', () => {
    it('works until the first scan: the old key stops at once, the new one works', async () => {
      const code = await make();
      const old = code.key!;
      const changed = (await edit(code, { key: 'Window-Poster' }).expect(200)).body as QrCodeDto;
      expect(changed.key).toBe('Window-Poster');
      expect(changed.encoded_payload).toBe(`${PUBLIC_URL}/Window-Poster`);
      await scan(`/${old}`).expect(404);
      await scan('/window-poster').expect(302);
      // Printed and scanned: another key would strand the prints.
      const refused = await edit(changed, { key: 'Other-Poster' }).expect(409);
      expect(refused.body).toMatchObject({ message: K.printed, fields: { key: [K.printed] } });
      expect(await storedKey(code.id)).toBe('window-poster');
      // Another case of the same key reaches the same prints: allowed.
      await edit(changed, { key: 'window-poster' }).expect(200);
      // Sending the key it has changes nothing.
      await edit(changed, { key: 'window-poster', label: 'Renamed' }).expect(200);
    });

    it('refuses another code’s key with 409', async () => {
      await make({ key: 'taken-key' });
      const mine = await make();
      const res = await edit(mine, { key: 'Taken-Key' }).expect(409);
      expect(res.body.fields).toEqual({ key: [K.taken] });
    });
  });

  describe('the short_links setting', () => {
    it('prints every dynamic code with its short address while on', async () => {
      const code = await make();
      await saveSettings(t, root, { short_links: true });
      try {
        const read = (await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(200))
          .body as QrCodeDto;
        expect(read.encoded_payload).toBe(`${PUBLIC_URL}/${code.key}`);
        expect(decodePng(await image(code.id, 'png&size=256')).text).toBe(`${PUBLIC_URL}/${code.key}`);
        // What is already printed keeps working.
        await scan(`/qr-redirect/${code.uuid}`).expect(302);
      } finally {
        await saveSettings(t, root, { short_links: false });
      }
    });
  });

  describe('the public page', () => {
    it('reads a code by key, and a password tried by key counts with the tries by uuid', async () => {
      const text = await make({ type: 'text', data: { text: 'Today: soup' } });
      const read = await t
        .http()
        .get(`/api/qrcodes/short/${text.key!.toUpperCase()}`)
        .set('User-Agent', IPHONE)
        .expect(200);
      expect(read.body).toEqual({ type: 'text', data: { text: 'Today: soup' } });
      await t.http().get('/api/qrcodes/short/no-such-key').expect(404);
      const locked = await make({ password: 'open sesame' });
      for (let i = 0; i < 5; i += 1) {
        await t
          .http()
          .post(`/api/qrcodes/redirect/${locked.uuid}/unlock`)
          .send({ password: 'wrong' })
          .expect(401);
      }
      const sixth = await t
        .http()
        .post(`/api/qrcodes/short/${locked.key}/unlock`)
        .send({ password: 'open sesame' });
      expect([sixth.status, sixth.body.message]).toEqual([429, ROUTING_MESSAGES.tooManyAttempts]);
    });

    it('answers a page code at its short address, and the panel’s own words stay the panel’s', async () => {
      const text = await make({ type: 'text', data: { text: 'Hello' } });
      expect((await scan(`/${text.key}`).expect(200)).text).toContain('QR Panel public page');
      expect((await scan('/no-such-key').expect(404)).text).toContain('QR Panel public page');
      const login = await t.http().get('/login').expect(200);
      expect(login.text).not.toContain('QR Panel public page');
      expect(login.headers['cache-control']).toBe('no-cache');
    });
  });

  it('are chosen and changed through /api/v1 as through the web api, refusals as problem details', async () => {
    const developer = await developerOnPlan(t, root, { api_key_limit: 1 });
    const api = clientFor(t, (await createApiKey(t, developer.token)).key);
    const made = await api.POST('/api/v1/qrcodes', {
      body: {
        label: 'V1',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com/v1' },
        key: 'v1-Poster',
      },
    });
    expect(made.response.status).toBe(201);
    expect(made.data).toMatchObject({ key: 'v1-Poster', short_url: `${PUBLIC_URL}/v1-Poster` });
    const moved = await api.PATCH('/api/v1/qrcodes/{id}', {
      params: { path: { id: made.data!.id } },
      body: { key: 'v1-flyer' },
    });
    expect(moved.data).toMatchObject({ key: 'v1-flyer', encoded_payload: `${PUBLIC_URL}/v1-flyer` });
    await api.POST('/api/v1/qrcodes', {
      body: {
        label: 'V1 other',
        type: 'text',
        generation_type: 'dynamic',
        data: { text: 'x' },
        key: 'v1-other',
      },
    });
    const clash = await api.PATCH('/api/v1/qrcodes/{id}', {
      params: { path: { id: made.data!.id } },
      body: { key: 'V1-OTHER' },
    });
    expect(clash.response.status).toBe(409);
    expect(clash.response.headers.get('content-type')).toMatch(/application\/problem\+json/);
  });

  it('refuses a destination that is one of this suite’s short addresses', async () => {
    const res = await post({ data: { url: `${PUBLIC_URL}/some-key` } }).expect(422);
    expect(res.body.message).toBe(QR_MESSAGES.urlIsRedirect);
    await post({ data: { url: `${PUBLIC_URL}/pricing` } }).expect(201);
  });
});
