import { DataSource } from 'typeorm';
import { QR_MESSAGES, type QrCodeDto, type QrHistoryEntryDto, type QrType } from '@qrpanel/contracts';
import { createQrCode, myCodes, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, login, registerUser, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';
import { personalWorkspaceId } from './support/workspaces';
import { Jobs } from '../src/platform/jobs/jobs.service';

/** Sample data of each type with the exact text its static code encodes. */
const SAMPLES: Record<
  QrType,
  { data: Record<string, unknown>; stored: Record<string, unknown>; encoded: string }
> = {
  url: {
    data: { url: 'https://example.com/menu?table=4' },
    stored: { url: 'https://example.com/menu?table=4' },
    encoded: 'https://example.com/menu?table=4',
  },
  text: { data: { text: 'Hello, QR!' }, stored: { text: 'Hello, QR!' }, encoded: 'Hello, QR!' },
  email: {
    data: { email: 'ada@example.com', subject: 'Hello there', body: 'Line 1\nLine 2' },
    stored: { email: 'ada@example.com', subject: 'Hello there', body: 'Line 1\nLine 2' },
    encoded: 'mailto:ada@example.com?subject=Hello%20there&body=Line%201%0D%0ALine%202',
  },
  phone: {
    data: { phone: '+1 (555) 010-0200' },
    stored: { phone: '+1 (555) 010-0200' },
    encoded: 'tel:+15550100200',
  },
  sms: {
    data: { phone: '+15550100', message: 'On my way' },
    stored: { phone: '+15550100', message: 'On my way' },
    encoded: 'SMSTO:+15550100:On my way',
  },
  vcard: {
    data: {
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0018',
      email: 'ada@example.com',
      org: 'Engines, Ltd\r\nEND:VCARD',
      title: 'Analyst',
    },
    stored: {
      name: 'Ada Lovelace',
      phone: '+44 20 7946 0018',
      email: 'ada@example.com',
      org: 'Engines, Ltd\r\nEND:VCARD',
      title: 'Analyst',
    },
    encoded:
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL:+442079460018\r\n' +
      'EMAIL:ada@example.com\r\nORG:Engines\\, Ltd\\nEND:VCARD\r\nTITLE:Analyst\r\nEND:VCARD',
  },
  wifi: {
    data: { ssid: 'a;P:x;;', encryption: 'WPA', password: 'pass:word', hidden: true },
    stored: { ssid: 'a;P:x;;', encryption: 'WPA', password: 'pass:word', hidden: true },
    encoded: 'WIFI:S:a\\;P\\:x\\;\\;;T:WPA;P:pass\\:word;H:true;;',
  },
};

const HOSTILE_URLS: [string, string][] = [
  ['javascript:alert(1)', QR_MESSAGES.urlSchemeRefused],
  ['JavaScript:alert(document.cookie)', QR_MESSAGES.urlSchemeRefused],
  ['data:text/html,<script>alert(1)</script>', QR_MESSAGES.urlSchemeRefused],
  ['file:///etc/passwd', QR_MESSAGES.urlSchemeRefused],
  ['vbscript:msgbox(1)', QR_MESSAGES.urlSchemeRefused],
  ['//evil.example.com/phish', QR_MESSAGES.urlNotHttp],
  ['ftp://example.com/file', QR_MESSAGES.urlNotHttp],
  [`${PUBLIC_URL}/qr-redirect/AAAAAAAAAAAAAAAAAAAAAA`, QR_MESSAGES.urlIsRedirect],
  ['http://QR.EXAMPLE.TEST/%71r-redirect/loop', QR_MESSAGES.urlIsRedirect],
  [`https://example.com/${'a'.repeat(2030)}`, QR_MESSAGES.urlTooLong],
];

describe('QR codes', () => {
  let t: TestApp;
  let rootToken: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    rootToken = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    alice = await userOnPlan(t, rootToken, { qr_code_limit: 0, customLogos: false });
    const b = await registerUser(t, 'Bob');
    bob = { token: b.token, id: b.user.id };
  });
  afterAll(() => t.close());

  describe('each type, static and dynamic', () => {
    const cases = (Object.keys(SAMPLES) as QrType[]).flatMap((type) =>
      (['static', 'dynamic'] as const).map((generation) => [type, generation] as const),
    );

    it.each(cases)('creates a %s code (%s) and reads it back', async (type, generation) => {
      const sample = SAMPLES[type];
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(alice.token))
        .send({ label: `${type} ${generation}`, type, generation_type: generation, data: sample.data })
        .expect(201);
      const code = res.body as QrCodeDto;
      expect(code).toEqual({
        id: expect.any(Number),
        uuid: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        // A key made for each dynamic code, from the letters and digits nobody misreads.
        key: generation === 'dynamic' ? expect.stringMatching(/^[2-9a-hjkmnp-z]{5}$/) : null,
        short_url: generation === 'dynamic' ? `${PUBLIC_URL}/${code.key}` : null,
        domain_id: null,
        label: `${type} ${generation}`,
        type,
        generation_type: generation,
        data: sample.stored,
        scans_count: 0,
        status: generation === 'dynamic' ? 'active' : null,
        user_id: alice.id,
        workspace_id: await personalWorkspaceId(t, alice.token),
        created_by: { id: alice.id, name: 'Plan User' },
        created_at: expect.any(String),
        current_destination: type === 'url' ? sample.stored.url : null,
        foreground_color: '#000000',
        background_color: '#FFFFFF',
        logo_path: null,
        size: 300,
        frameId: 'none',
        expires_at: null,
        rules: null,
        split: null,
        has_password: false,
        max_scans: null,
        starts_at: null,
        design: {
          dots: { shape: 'square', color: '#000000' },
          eyes: { outer: { shape: 'square' }, inner: { shape: 'square' } },
          background: { color: '#FFFFFF' },
          errorCorrection: 'H',
          quietZone: 4,
        },
        encoded_payload: generation === 'static' ? sample.encoded : `${PUBLIC_URL}/qr-redirect/${code.uuid}`,
        folderId: null,
        tags: [],
      });
      expect(Date.now() - new Date(code.created_at).getTime()).toBeLessThan(60_000);
      const read = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(read.body).toEqual(code);
      expect((await myCodes(t, alice.token)).map((c) => c.id)).toContain(code.id);
    });

    it('takes data as a JSON string, and its style fields', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Styled',
        type: 'text',
        data: JSON.stringify({ text: 'from a string' }),
        size: 512,
        foregroundColor: '#1a237e',
        backgroundColor: '#fff8e1',
        frameId: 'scan-me',
      });
      expect(code).toMatchObject({
        generation_type: 'dynamic',
        data: { text: 'from a string' },
        size: 512,
        foreground_color: '#1A237E',
        background_color: '#FFF8E1',
        frameId: 'scan-me',
      });
    });

    it('takes a url destination from currentDestination', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Via currentDestination',
        type: 'url',
        data: {},
        currentDestination: 'https://example.com/landing',
      });
      expect(code.data).toEqual({ url: 'https://example.com/landing' });
      expect(code.current_destination).toBe('https://example.com/landing');
    });

    it('lists the newest first', async () => {
      const first = await createQrCode(t, bob.token, { label: 'First', type: 'text', data: { text: '1' } });
      const second = await createQrCode(t, bob.token, { label: 'Second', type: 'text', data: { text: '2' } });
      expect((await myCodes(t, bob.token)).slice(0, 2).map((c) => c.id)).toEqual([second.id, first.id]);
      for (const id of [first.id, second.id]) {
        await t.http().delete(`/api/qrcodes/${id}`).set(bearer(bob.token)).expect(204);
      }
    });
  });

  describe('validation', () => {
    it.each([
      [
        'an invalid email',
        { type: 'email', data: { email: 'nope' } },
        { 'data.email': ['Email must be a valid email address.'] },
      ],
      [
        'a phone without digits',
        { type: 'phone', data: { phone: 'call me' } },
        { 'data.phone': ['Phone Number must be a valid phone number.'] },
      ],
      [
        'an unknown wifi encryption',
        { type: 'wifi', data: { ssid: 'x', encryption: 'WPA3', password: 'long-enough' } },
        { 'data.encryption': ['Encryption must be one of: WPA, WEP, nopass.'] },
      ],
      ['data that is not JSON', { type: 'text', data: '{oops' }, { data: [QR_MESSAGES.dataNotObject] }],
      [
        'static text too long for a code',
        { type: 'text', generation_type: 'static', data: { text: 'é'.repeat(700) } },
        { data: [QR_MESSAGES.tooLongForQrCode] },
      ],
      [
        'a colour that is not #RRGGBB',
        { type: 'text', data: { text: 'x' }, foregroundColor: 'red' },
        { foregroundColor: ['foregroundColor must be a colour written #RRGGBB'] },
      ],
      [
        'a size out of bounds',
        { type: 'text', data: { text: 'x' }, size: 5000 },
        { size: ['size must not be greater than 2000'] },
      ],
      [
        'an unknown frame',
        { type: 'text', data: { text: 'x' }, frameId: 'stars' },
        { frameId: ['frameId must be one of: none, border, scan-me, banner, banner-top, box, bubble'] },
      ],
      [
        'an unknown type',
        { type: 'fax', data: {} },
        {
          type: [
            'type must be one of: url, text, email, phone, sms, vcard, wifi, links, pdf, app, business, coupon, event, page',
          ],
        },
      ],
      [
        'a logo that was not uploaded here',
        { type: 'text', data: { text: 'x' }, logoPath: 'https://evil.example/x.png' },
        { logoPath: [QR_MESSAGES.logoPathInvalid] },
      ],
      [
        'an expiry on a static code',
        { type: 'text', generation_type: 'static', data: { text: 'x' }, expires_at: '2999-01-01T00:00:00Z' },
        { expires_at: [QR_MESSAGES.staticCannotExpire] },
      ],
      [
        'an expiry in the past',
        { type: 'text', data: { text: 'x' }, expires_at: '2001-01-01T00:00:00Z' },
        { expires_at: [QR_MESSAGES.expiryInPast] },
      ],
    ])('answers 400 by field for %s, storing nothing', async (_case, body, fields) => {
      const before = (await myCodes(t, alice.token)).length;
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(alice.token))
        .send({ label: 'Bad', ...body })
        .expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request', fields });
      expect(await myCodes(t, alice.token)).toHaveLength(before);
    });

    it.each(['static', 'dynamic'] as const)(
      'refuses every hostile destination with 422 on create (%s)',
      async (generation) => {
        const before = (await myCodes(t, alice.token)).length;
        for (const [url, message] of HOSTILE_URLS) {
          for (const body of [{ data: { url } }, { data: {}, currentDestination: url }]) {
            const res = await t
              .http()
              .post('/api/qrcodes')
              .set(bearer(alice.token))
              .send({ label: 'Hostile', type: 'url', generation_type: generation, ...body });
            expect([url, res.status, res.body]).toEqual([
              url,
              422,
              { statusCode: 422, message, error: 'Unprocessable Entity', fields: { 'data.url': [message] } },
            ]);
          }
        }
        expect(await myCodes(t, alice.token)).toHaveLength(before);
      },
    );

    it('refuses every hostile destination with 422 on edit, keeping the code as it was', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Safe',
        type: 'url',
        data: { url: 'https://example.com/safe' },
      });
      for (const [url, message] of HOSTILE_URLS) {
        const res = await t
          .http()
          .put(`/api/qrcodes/${code.id}`)
          .set(bearer(alice.token))
          .send({ label: 'Hijacked', type: 'url', data: { url } });
        expect([url, res.status, res.body.message]).toEqual([url, 422, message]);
      }
      const read = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(read.body).toEqual(code);
      const history = await t
        .http()
        .get(`/api/qrcodes/${code.id}/history`)
        .set(bearer(alice.token))
        .expect(200);
      expect(history.body).toEqual([]);
    });
  });

  describe('editing', () => {
    it('writes a history entry for each destination change, newest first', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Menu',
        type: 'url',
        data: { url: 'https://example.com/a' },
      });
      const edit = (url: string, label = 'Menu') =>
        t
          .http()
          .put(`/api/qrcodes/${code.id}`)
          .set(bearer(alice.token))
          .send({ label, type: 'url', data: { url } })
          .expect(200);
      await edit('https://example.com/b');
      await edit('https://example.com/b', 'Menu renamed');
      const last = await edit('https://example.com/c', 'Menu renamed');
      expect(last.body).toMatchObject({
        id: code.id,
        uuid: code.uuid,
        label: 'Menu renamed',
        current_destination: 'https://example.com/c',
        data: { url: 'https://example.com/c' },
        encoded_payload: `${PUBLIC_URL}/qr-redirect/${code.uuid}`,
      });
      const res = await t.http().get(`/api/qrcodes/${code.id}/history`).set(bearer(alice.token)).expect(200);
      const history = res.body as QrHistoryEntryDto[];
      expect(history.map((h) => h.previous_destination)).toEqual([
        'https://example.com/b',
        'https://example.com/a',
      ]);
      for (const entry of history) {
        expect(entry).toEqual({
          id: expect.any(Number),
          previous_destination: expect.any(String),
          changed_at: expect.any(String),
        });
        expect(Date.now() - new Date(entry.changed_at).getTime()).toBeLessThan(60_000);
      }
    });

    it('keeps the fields an edit leaves out, and clears a nullable one set to null', async () => {
      const expiry = new Date(Date.now() + 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
      const code = await createQrCode(t, alice.token, {
        label: 'Kept',
        type: 'text',
        data: { text: 'a' },
        size: 640,
        foregroundColor: '#123456',
        frameId: 'border',
        expires_at: expiry,
      });
      expect(code.expires_at).toBe(expiry);
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(alice.token))
        .send({ label: 'Kept', type: 'text', data: { text: 'b' }, expires_at: null })
        .expect(200);
      expect(res.body).toMatchObject({
        size: 640,
        foreground_color: '#123456',
        frameId: 'border',
        expires_at: null,
        data: { text: 'b' },
      });
    });

    it('refuses to edit a static code', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Static',
        type: 'text',
        generation_type: 'static',
        data: { text: 'a' },
      });
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(alice.token))
        .send({ label: 'Changed', type: 'text', data: { text: 'b' } })
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: QR_MESSAGES.staticNotEditable,
        error: 'Bad Request',
      });
      const read = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(read.body).toEqual(code);
    });

    it('refuses to turn a dynamic code static', async () => {
      const code = await createQrCode(t, alice.token, { label: 'Dyn', type: 'text', data: { text: 'a' } });
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(alice.token))
        .send({ label: 'Dyn', type: 'text', generation_type: 'static', data: { text: 'a' } })
        .expect(400);
      expect(res.body.message).toBe(QR_MESSAGES.generationTypeFixed);
    });

    it('reads a dynamic code past its expiry as expired', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Soon',
        type: 'text',
        data: { text: 'a' },
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      });
      expect(code.status).toBe('active');
      // Time passes: the expiry is moved into the past directly in the database.
      await t.app
        .get(DataSource)
        .query('UPDATE qr_codes SET expires_at = ? WHERE id = ?', ['2020-01-01 00:00:00', code.id]);
      const read = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(read.body).toMatchObject({ status: 'expired', expires_at: '2020-01-01T00:00:00.000Z' });
    });
  });

  describe("another user's codes", () => {
    it('answer 404 to every call, and nothing changes', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Private',
        type: 'url',
        data: { url: 'https://example.com/private' },
      });
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(alice.token))
        .send({ label: 'Private', type: 'url', data: { url: 'https://example.com/private2' } })
        .expect(200);
      const before = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      const notFound = { statusCode: 404, message: QR_MESSAGES.notFound, error: 'Not Found' };
      const attempts = [
        t.http().get(`/api/qrcodes/${code.id}`),
        t
          .http()
          .put(`/api/qrcodes/${code.id}`)
          .send({ label: 'Stolen', type: 'url', data: { url: 'https://evil.example.com' } }),
        t.http().delete(`/api/qrcodes/${code.id}`),
        t.http().get(`/api/qrcodes/${code.id}/history`),
        t.http().get(`/api/qrcodes/${code.id}/image`),
        t.http().get(`/api/qrcodes/${code.id}/image?format=svg`),
      ];
      for (const attempt of attempts) {
        const res = await attempt.set(bearer(bob.token));
        expect([res.status, res.body]).toEqual([404, notFound]);
      }
      // An id that does not exist answers the same.
      const missing = await t.http().get('/api/qrcodes/999999').set(bearer(bob.token));
      expect([missing.status, missing.body]).toEqual([404, notFound]);
      const after = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(after.body).toEqual(before.body);
      const history = await t
        .http()
        .get(`/api/qrcodes/${code.id}/history`)
        .set(bearer(alice.token))
        .expect(200);
      expect(history.body).toHaveLength(1);
      expect((await myCodes(t, bob.token)).map((c) => c.id)).not.toContain(code.id);
    });

    it('are all reachable by an admin, and GET /all carries each owner', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Seen by admin',
        type: 'text',
        data: { text: 'x' },
      });
      await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(rootToken)).expect(200);
      const all = await t.http().get('/api/qrcodes/all').set(bearer(rootToken)).expect(200);
      const row = (all.body as QrCodeDto[]).find((c) => c.id === code.id);
      expect(row?.owner).toEqual({
        id: alice.id,
        name: 'Plan User',
        email: expect.stringContaining('@example.com'),
      });
      const denied = await t.http().get('/api/qrcodes/all').set(bearer(alice.token)).expect(403);
      expect(denied.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    });
  });

  describe('status and reassigning (admins)', () => {
    it('lets an admin set the status of a dynamic code, and no user', async () => {
      const code = await createQrCode(t, alice.token, { label: 'Status', type: 'text', data: { text: 'x' } });
      const set = await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(rootToken))
        .send({ status: 'paused' })
        .expect(200);
      expect(set.body).toMatchObject({ id: code.id, status: 'paused', owner: { id: alice.id } });
      await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(alice.token))
        .send({ status: 'active' })
        .expect(403);
      const bad = await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(rootToken))
        .send({ status: 'expired' })
        .expect(400);
      expect(bad.body.fields).toEqual({ status: ['status must be one of: active, paused, suspended'] });
      const read = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(read.body.status).toBe('paused');
    });

    it('refuses a status or a new owner for a static code', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Static',
        type: 'text',
        generation_type: 'static',
        data: { text: 'x' },
      });
      const status = await t
        .http()
        .put(`/api/qrcodes/${code.id}/status`)
        .set(bearer(rootToken))
        .send({ status: 'paused' })
        .expect(400);
      expect(status.body.message).toBe(QR_MESSAGES.staticHasNoStatus);
      const reassign = await t
        .http()
        .put(`/api/qrcodes/${code.id}/reassign`)
        .set(bearer(rootToken))
        .send({ newUserId: bob.id })
        .expect(400);
      expect(reassign.body.message).toBe(QR_MESSAGES.staticNotReassignable);
      const read = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(200);
      expect(read.body).toMatchObject({ status: null, user_id: alice.id });
    });

    it('lets an admin give a code to another user, and no user', async () => {
      const code = await createQrCode(t, alice.token, { label: 'Moving', type: 'text', data: { text: 'x' } });
      await t
        .http()
        .put(`/api/qrcodes/${code.id}/reassign`)
        .set(bearer(alice.token))
        .send({ newUserId: bob.id })
        .expect(403);
      const missing = await t
        .http()
        .put(`/api/qrcodes/${code.id}/reassign`)
        .set(bearer(rootToken))
        .send({ newUserId: 999999 })
        .expect(404);
      expect(missing.body.message).toBe(QR_MESSAGES.reassignTargetNotFound);
      const res = await t
        .http()
        .put(`/api/qrcodes/${code.id}/reassign`)
        .set(bearer(rootToken))
        .send({ newUserId: bob.id })
        .expect(200);
      expect(res.body).toMatchObject({ id: code.id, user_id: bob.id, owner: { id: bob.id, name: 'Bob' } });
      await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(404);
      await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(bob.token)).expect(200);
      await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(bob.token)).expect(204);
    });
  });

  describe("the plan's QR-code limit", () => {
    it('answers 403 exactly at the Free Trial limit of 3, and counts again after a delete', async () => {
      const carol = await registerUser(t, 'Carol');
      const ids: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        ids.push(
          (await createQrCode(t, carol.token, { label: `Code ${i}`, type: 'text', data: { text: `${i}` } }))
            .id,
        );
      }
      const res = await t
        .http()
        .post('/api/qrcodes')
        .set(bearer(carol.token))
        .send({ label: 'One too many', type: 'text', data: { text: '4' } })
        .expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: QR_MESSAGES.limitReached, error: 'Forbidden' });
      expect(QR_MESSAGES.limitReached).toBe(
        'You have reached the maximum number of QR codes allowed on your current plan.',
      );
      expect(await myCodes(t, carol.token)).toHaveLength(3);
      await t.http().delete(`/api/qrcodes/${ids[0]}`).set(bearer(carol.token)).expect(204);
      await createQrCode(t, carol.token, { label: 'Room again', type: 'text', data: { text: '5' } });
    });

    it("follows the user's plan, and holds when creates race", async () => {
      const dave = await userOnPlan(t, rootToken, { qr_code_limit: 5, customLogos: false });
      const results = await Promise.all(
        Array.from({ length: 9 }, (_, i) =>
          t
            .http()
            .post('/api/qrcodes')
            .set(bearer(dave.token))
            .send({ label: `Race ${i}`, type: 'text', data: { text: `${i}` } }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 403, 403, 403, 403]);
      expect(await myCodes(t, dave.token)).toHaveLength(5);
    });
  });

  describe('deleting', () => {
    const SAFARI =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    const scan = (uuid: string) => t.http().get(`/qr-redirect/${uuid}`).set('User-Agent', SAFARI).expect(302);
    const rowsOf = async (table: string, id: number) => {
      const rows = await t.app
        .get(DataSource)
        .query<{ n: unknown }[]>(`SELECT COUNT(*) AS n FROM ${table} WHERE qr_code_id = ?`, [id]);
      return Number(rows[0].n);
    };

    it('deletes a code with its history and its scans', async () => {
      const code = await createQrCode(t, alice.token, {
        label: 'Gone',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com/1' },
      });
      await scan(code.uuid);
      await scan(code.uuid);
      expect(await rowsOf('scans', code.id)).toBe(2);
      await t
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(alice.token))
        .send({ label: 'Gone', type: 'url', data: { url: 'https://example.com/2' } })
        .expect(200);
      await t.http().delete(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(204);
      await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(alice.token)).expect(404);
      expect(await rowsOf('qr_destination_history', code.id)).toBe(0);
      // The scans go moments later, by a job queued with the deletion.
      await t.app.get(Jobs).drain();
      expect(await rowsOf('scans', code.id)).toBe(0);
    });

    it("deletes a user's codes and their scans with the user", async () => {
      const eve = await registerUser(t, 'Eve');
      const code = await createQrCode(t, eve.token, { label: 'Orphan', type: 'text', data: { text: 'x' } });
      const link = await createQrCode(t, eve.token, {
        label: 'Link',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com/eve' },
      });
      await scan(link.uuid);
      expect(await rowsOf('scans', link.id)).toBe(1);
      await t.http().delete(`/api/auth/users/${eve.user.id}`).set(bearer(rootToken)).expect(204);
      await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(rootToken)).expect(404);
      await t.app.get(Jobs).drain();
      expect(await rowsOf('scans', link.id)).toBe(0);
    });
  });

  it('documents every call in OpenAPI, with its errors and answer types', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const expected: [string, string, string[]][] = [
      ['get', '/api/qrcodes/my', ['200', '400', '401', '403']],
      ['get', '/api/qrcodes/all', ['200', '400', '401', '403']],
      ['post', '/api/qrcodes/bulk', ['200', '400', '401', '403']],
      ['get', '/api/qrcodes/{id}', ['200', '400', '401', '404']],
      ['get', '/api/qrcodes/keys/{key}', ['200', '400', '401', '404']],
      ['post', '/api/qrcodes', ['201', '400', '401', '403', '422']],
      ['put', '/api/qrcodes/{id}', ['200', '400', '401', '404', '422']],
      ['delete', '/api/qrcodes/{id}', ['204', '400', '401', '404']],
      ['put', '/api/qrcodes/{id}/reassign', ['200', '400', '401', '403', '404']],
      ['put', '/api/qrcodes/{id}/status', ['200', '400', '401', '403', '404']],
      ['get', '/api/qrcodes/{id}/history', ['200', '400', '401', '404']],
      ['get', '/api/qrcodes/{id}/image', ['200', '400', '401', '404', '422', '503']],
      ['post', '/api/uploads/logo', ['201', '400', '401', '403', '413', '415', '422']],
      ['get', '/api/uploads/logos/{name}', ['200', '404']],
    ];
    for (const [method, path, statuses] of expected) {
      expect([method, path, Object.keys(paths[path]?.[method]?.responses ?? {}).sort()]).toEqual([
        method,
        path,
        statuses,
      ]);
    }
    const schemas = doc.body.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    expect(Object.keys(schemas.QrCodeResponseDto.properties).sort()).toEqual(
      [
        'id',
        'uuid',
        'key',
        'short_url',
        'domain_id',
        'label',
        'type',
        'generation_type',
        'data',
        'scans_count',
        'status',
        'user_id',
        'workspace_id',
        'created_by',
        'created_at',
        'current_destination',
        'foreground_color',
        'background_color',
        'logo_path',
        'size',
        'frameId',
        'expires_at',
        'rules',
        'split',
        'has_password',
        'max_scans',
        'starts_at',
        'design',
        'encoded_payload',
        'folderId',
        'tags',
        'owner',
      ].sort(),
    );
    expect(Object.keys(schemas.SaveQrCodeDto.properties).sort()).toEqual(
      [
        'label',
        'type',
        'generation_type',
        'data',
        'currentDestination',
        'size',
        'foregroundColor',
        'backgroundColor',
        'logoPath',
        'frameId',
        'design',
        'templateId',
        'expires_at',
        'starts_at',
        'max_scans',
        'password',
        'rules',
        'split',
        'folderId',
        'tags',
        'key',
        'domain_id',
      ].sort(),
    );
    for (const name of [
      'ReassignQrCodeDto',
      'UpdateQrCodeStatusDto',
      'QrHistoryEntryResponseDto',
      'LogoUploadResponseDto',
    ]) {
      expect(schemas).toHaveProperty(name);
    }
  });
});
