import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { Problem } from '@qrpanel/client';
import { ANALYTICS_MESSAGES, API_KEY_MESSAGES, QR_MESSAGES, type ApiKeyDto } from '@qrpanel/contracts';
import { RedirectService } from '../src/modules/scans/redirect.service';
import { adminToken, rootToken } from './support/admin';
import { clientFor, createApiKey, developerOnPlan } from './support/api-keys';
import { leaseRedisDb, type RedisDb } from './support/redis-db';
import { bearer, login, registerUser, startTestApp, type TestApp } from './support/test-app';
import { personalWorkspaceId } from './support/workspaces';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const URL_CODE = {
  label: 'Catalogue item 1',
  type: 'url' as const,
  generation_type: 'dynamic' as const,
  data: { url: 'https://shop.example.com/items/1' },
};

/** The public API (/api/v1) and its keys, spoken to through the generated client. */
describe('public API v1', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
  });
  afterAll(() => t.close());

  describe('API keys', () => {
    it('refuses keys on the Free Trial with the upgrade message, and to anonymous callers', async () => {
      const user = await registerUser(t);
      const res = await t
        .http()
        .post('/api/api-keys')
        .set(bearer(user.token))
        .send({ name: 'Mine', scopes: ['qrcodes:read'] });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(API_KEY_MESSAGES.limitReached);
      await t.http().get('/api/api-keys').expect(401);
      await t
        .http()
        .post('/api/api-keys')
        .send({ name: 'x', scopes: ['qrcodes:read'] })
        .expect(401);
      await t.http().delete('/api/api-keys/1').expect(401);
    });

    it('shows a key once, lists keys without secrets, and keeps only its SHA-256', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: 2 });
      const created = await createApiKey(t, dev.token, ['qrcodes:read'], 'Shop sync ✓');
      expect(created.key).toMatch(/^qrp_[A-Za-z0-9_-]{43}$/);
      expect(created.prefix).toBe(created.key.slice(0, 12));
      expect(created).toMatchObject({ name: 'Shop sync ✓', scopes: ['qrcodes:read'], last_used_at: null });

      const listed = (await t.http().get('/api/api-keys').set(bearer(dev.token)).expect(200))
        .body as ApiKeyDto[];
      expect(listed).toEqual([
        {
          id: created.id,
          workspace_id: await personalWorkspaceId(t, dev.token),
          created_by: dev.id,
          name: 'Shop sync ✓',
          prefix: created.prefix,
          scopes: ['qrcodes:read'],
          created_at: created.created_at,
          last_used_at: null,
        },
      ]);
      expect(JSON.stringify(listed)).not.toContain(created.key);

      const rows: Record<string, unknown>[] = await t.app.get(DataSource).query('SELECT * FROM api_keys');
      expect(JSON.stringify(rows)).not.toContain(created.key);
      const row = rows.find((r) => r.id === created.id)!;
      expect(row.key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));

      // The first use is stamped.
      expect((await clientFor(t, created.key).GET('/api/v1/qrcodes')).response.status).toBe(200);
      const [used] = (await t.http().get('/api/api-keys').set(bearer(dev.token)).expect(200))
        .body as ApiKeyDto[];
      expect(Date.parse(used.last_used_at!)).toBeGreaterThan(Date.now() - 60_000);

      await createApiKey(t, dev.token, ['qrcodes:read'], 'Second');
      const third = await t
        .http()
        .post('/api/api-keys')
        .set(bearer(dev.token))
        .send({ name: 'Third', scopes: ['qrcodes:read'] });
      expect(third.status).toBe(403);
      expect(third.body.message).toBe(API_KEY_MESSAGES.limitReached);
    });

    it('refuses bad bodies with field messages and makes nothing', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const cases: [unknown, string, string][] = [
        [{ name: 'x', scopes: ['qrcodes:delete'] }, 'scopes', API_KEY_MESSAGES.scopeInvalid],
        [{ name: 'x', scopes: [] }, 'scopes', API_KEY_MESSAGES.scopesRequired],
        [{ name: 'x', scopes: 'qrcodes:read' }, 'scopes', API_KEY_MESSAGES.scopesRequired],
        [{ name: '   ', scopes: ['qrcodes:read'] }, 'name', API_KEY_MESSAGES.nameRequired],
        [{ name: 'x'.repeat(61), scopes: ['qrcodes:read'] }, 'name', API_KEY_MESSAGES.nameTooLong],
        [
          { name: '=HYPERLINK("http://evil")', scopes: [{ deep: { deeper: [1] } }] },
          'scopes',
          API_KEY_MESSAGES.scopeInvalid,
        ],
      ];
      for (const [body, field, message] of cases) {
        const res = await t
          .http()
          .post('/api/api-keys')
          .set(bearer(dev.token))
          .send(body as object);
        expect(res.status).toBe(400);
        expect(res.body.fields[field]).toContain(message);
      }
      const extra = await t
        .http()
        .post('/api/api-keys')
        .set(bearer(dev.token))
        .send({ name: 'x', scopes: ['qrcodes:read'], userId: 1 });
      expect(extra.status).toBe(400);
      expect((await t.http().get('/api/api-keys').set(bearer(dev.token)).expect(200)).body).toEqual([]);
    });

    it('lets admins and the super_admin make keys without a plan, and each user reach only their own', async () => {
      const admin = await adminToken(t, root);
      const adminKey = await createApiKey(t, admin);
      const rootKey = await createApiKey(t, root);
      const dev = await developerOnPlan(t, root, { api_key_limit: 1 });
      await t.http().delete(`/api/api-keys/${adminKey.id}`).set(bearer(dev.token)).expect(404);
      await t.http().delete(`/api/api-keys/${rootKey.id}`).set(bearer(admin)).expect(404);
      await t.http().delete('/api/api-keys/not-a-number').set(bearer(admin)).expect(400);
      const own = (await t.http().get('/api/api-keys').set(bearer(admin)).expect(200)).body as ApiKeyDto[];
      expect(own.map((k) => k.id)).toEqual([adminKey.id]);
      await t.http().delete(`/api/api-keys/${adminKey.id}`).set(bearer(admin)).expect(204);
      expect((await clientFor(t, adminKey.key).GET('/api/v1/qrcodes')).response.status).toBe(401);
    });

    it('outlives a password change; ends with its revocation or its user', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: 3 });
      const key = await createApiKey(t, dev.token);
      const client = clientFor(t, key.key);
      await t
        .http()
        .put('/api/auth/password')
        .set(bearer(dev.token))
        .send({ currentPassword: dev.password, newPassword: 'another-long-password' })
        .expect(200);
      expect((await client.GET('/api/v1/qrcodes')).response.status).toBe(200);

      const token = await login(t, dev.email, 'another-long-password');
      await t.http().delete(`/api/api-keys/${key.id}`).set(bearer(token)).expect(204);
      const revoked = await client.GET('/api/v1/qrcodes');
      expect(revoked.response.status).toBe(401);
      expect((revoked.error as Problem).detail).toBe(API_KEY_MESSAGES.invalid);
      await t.http().delete(`/api/api-keys/${key.id}`).set(bearer(token)).expect(404);

      const second = await createApiKey(t, token);
      await t.http().delete(`/api/auth/users/${dev.id}`).set(bearer(root)).expect(204);
      expect((await clientFor(t, second.key).GET('/api/v1/qrcodes')).response.status).toBe(401);
    });
  });

  describe('QR codes', () => {
    it('makes, reads, lists, changes, draws and deletes a code, as the web api does', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const api = clientFor(t, (await createApiKey(t, dev.token)).key);

      const created = await api.POST('/api/v1/qrcodes', { body: URL_CODE });
      expect(created.response.status).toBe(201);
      const code = created.data!;
      expect(code).toMatchObject({
        label: URL_CODE.label,
        type: 'url',
        current_destination: URL_CODE.data.url,
      });
      expect(created.response.headers.get('ratelimit-limit')).toBe('1000');

      const web = await t.http().get(`/api/qrcodes/${code.id}`).set(bearer(dev.token)).expect(200);
      expect(web.body).toEqual(code);

      const page = await api.GET('/api/v1/qrcodes', { params: { query: { type: 'url', limit: 10 } } });
      expect(page.data).toEqual({ items: [code], total: 1, page: 1, limit: 10 });
      const none = await api.GET('/api/v1/qrcodes', { params: { query: { type: 'text' } } });
      expect(none.data).toEqual({ items: [], total: 0, page: 1, limit: 25 });

      const read = await api.GET('/api/v1/qrcodes/{id}', { params: { path: { id: code.id } } });
      expect(read.data).toEqual(code);

      const patched = await api.PATCH('/api/v1/qrcodes/{id}', {
        params: { path: { id: code.id } },
        body: { data: { url: 'https://shop.example.com/items/1-new' }, tags: ['Catalogue'], max_scans: 50 },
      });
      expect([patched.response.status, patched.error]).toEqual([200, undefined]);
      expect(patched.data).toMatchObject({
        label: URL_CODE.label,
        current_destination: 'https://shop.example.com/items/1-new',
        tags: ['catalogue'],
        max_scans: 50,
        design: code.design,
      });
      const relabelled = await api.PATCH('/api/v1/qrcodes/{id}', {
        params: { path: { id: code.id } },
        body: { label: 'Catalogue item 1 (2026)' },
      });
      // What the change left out stays as it was.
      expect(relabelled.data).toEqual({ ...patched.data, label: 'Catalogue item 1 (2026)' });
      const history = await t
        .http()
        .get(`/api/qrcodes/${code.id}/history`)
        .set(bearer(dev.token))
        .expect(200);
      expect(history.body).toEqual([expect.objectContaining({ previous_destination: URL_CODE.data.url })]);

      const image = await api.GET('/api/v1/qrcodes/{id}/image', {
        params: { path: { id: code.id }, query: { format: 'svg' } },
        parseAs: 'text',
      });
      expect(image.response.headers.get('content-type')).toContain('image/svg+xml');
      expect(image.data).toContain('<svg');

      const analytics = await api.GET('/api/v1/qrcodes/{id}/analytics', {
        params: { path: { id: code.id } },
      });
      expect(analytics.data).toMatchObject({ totalQRCodes: 1, totalScans: 0 });

      const removed = await api.DELETE('/api/v1/qrcodes/{id}', { params: { path: { id: code.id } } });
      expect(removed.response.status).toBe(204);
      const gone = await api.GET('/api/v1/qrcodes/{id}', { params: { path: { id: code.id } } });
      expect(gone.response.status).toBe(404);
      expect(gone.error).toEqual({
        type: 'about:blank',
        title: 'Not Found',
        status: 404,
        detail: QR_MESSAGES.notFound,
        instance: `/api/v1/qrcodes/${code.id}`,
      });
      expect(gone.response.headers.get('content-type')).toContain('application/problem+json');
    });

    it('answers problems: field errors, plan limits, other users’ codes, scopes', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1, qr_code_limit: 1 });
      const api = clientFor(t, (await createApiKey(t, dev.token)).key);

      const invalid = await api.POST('/api/v1/qrcodes', {
        body: { label: '', type: 'url', data: { url: 'javascript:alert(1)' } },
      });
      expect(invalid.response.status).toBe(400);
      expect(invalid.error?.title).toBe('Bad Request');
      expect(Object.keys(invalid.error?.errors ?? {})).toContain('label');

      const unsafe = await api.POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, data: { url: 'javascript:alert(1)' } },
      });
      expect(unsafe.response.status).toBe(422);
      expect(unsafe.error?.detail).toContain(QR_MESSAGES.urlSchemeRefused);

      const mine = await api.POST('/api/v1/qrcodes', { body: URL_CODE });
      expect(mine.response.status).toBe(201);
      const emptied = await api.PATCH('/api/v1/qrcodes/{id}', {
        params: { path: { id: mine.data!.id } },
        body: { label: '' },
      });
      expect(emptied.response.status).toBe(400);
      expect(Object.keys(emptied.error?.errors ?? {})).toEqual(['label']);
      const unknown = await t
        .http()
        .patch(`/api/v1/qrcodes/${mine.data!.id}`)
        .set(bearer((await createApiKey(t, dev.token)).key))
        .send({ owner: 1 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors).toHaveProperty('owner');
      const past = await api.POST('/api/v1/qrcodes', { body: { ...URL_CODE, label: 'Second' } });
      expect(past.response.status).toBe(403);
      expect(past.error?.detail).toBe(QR_MESSAGES.limitReached);

      const other = await developerOnPlan(t, root, { api_key_limit: -1 });
      const theirs = await clientFor(t, (await createApiKey(t, other.token)).key).POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, label: 'Theirs' },
      });
      for (const call of [
        api.GET('/api/v1/qrcodes/{id}', { params: { path: { id: theirs.data!.id } } }),
        api.PATCH('/api/v1/qrcodes/{id}', {
          params: { path: { id: theirs.data!.id } },
          body: { label: 'Mine now' },
        }),
        api.DELETE('/api/v1/qrcodes/{id}', { params: { path: { id: theirs.data!.id } } }),
        api.GET('/api/v1/qrcodes/{id}/analytics', { params: { path: { id: theirs.data!.id } } }),
      ]) {
        expect((await call).response.status).toBe(404);
      }

      const reader = clientFor(t, (await createApiKey(t, dev.token, ['qrcodes:read'])).key);
      const denied = await reader.POST('/api/v1/qrcodes', { body: { ...URL_CODE, label: 'Nope' } });
      expect(denied.response.status).toBe(403);
      expect(denied.error?.detail).toBe(API_KEY_MESSAGES.scopeMissing('qrcodes:write'));
      const noAnalytics = await reader.GET('/api/v1/qrcodes/{id}/analytics', { params: { path: { id: 1 } } });
      expect(noAnalytics.error?.detail).toBe(API_KEY_MESSAGES.scopeMissing('analytics:read'));
    });

    it('acts as its owner: an admin’s key reaches any code by id, as the admin does, and lists its own', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const theirs = await clientFor(t, (await createApiKey(t, dev.token)).key).POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, label: 'A user’s code' },
      });
      for (const token of [await adminToken(t, root), root]) {
        const api = clientFor(t, (await createApiKey(t, token)).key);
        const read = await api.GET('/api/v1/qrcodes/{id}', { params: { path: { id: theirs.data!.id } } });
        expect(read.data?.label).toBe('A user’s code');
        const own = await api.GET('/api/v1/qrcodes');
        expect(own.data?.items.map((c) => c.id)).not.toContain(theirs.data!.id);
      }
    });

    it('takes only API keys, and API keys nowhere else', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const key = await createApiKey(t, dev.token);
      const session = await t.http().get('/api/v1/qrcodes').set(bearer(dev.token));
      expect(session.status).toBe(401);
      expect(session.headers['content-type']).toContain('application/problem+json');
      expect(session.body.detail).toBe(API_KEY_MESSAGES.invalid);
      const none = await t.http().get('/api/v1/qrcodes');
      expect(none.status).toBe(401);
      expect(none.body.detail).toBe(API_KEY_MESSAGES.missing);
      for (const wrong of ['qrp_short', `qrp_${'a'.repeat(43)}`, `${key.key}x`, 'qrp_ü'.padEnd(47, 'ü')]) {
        expect((await t.http().get('/api/v1/qrcodes').set(bearer(wrong))).status).toBe(401);
      }
      expect((await t.http().get('/api/qrcodes/my').set(bearer(key.key))).status).toBe(401);
      expect((await t.http().get('/api/api-keys').set(bearer(key.key))).status).toBe(401);
    });

    it('answers hostile bodies with problems and makes nothing', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const key = (await createApiKey(t, dev.token)).key;
      const post = () => t.http().post('/api/v1/qrcodes').set(bearer(key));
      const oversized = await post().send({ ...URL_CODE, label: 'x'.repeat(1024 * 1024 + 10) });
      expect(oversized.status).toBe(413);
      expect(oversized.headers['content-type']).toContain('application/problem+json');
      let nested: unknown = 1;
      for (let i = 0; i < 200; i += 1) nested = { n: nested };
      const deep = await post().send({ ...URL_CODE, data: nested });
      expect(deep.status).toBe(400);
      expect(deep.body.status).toBe(400);
      const malformed = await post().set('content-type', 'application/json').send('{"label": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body.title).toBe('Bad Request');
      const formula = await clientFor(t, key).POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, label: '=cmd|" /C calc"!A0 — Ünïcödé' },
      });
      expect(formula.data?.label).toBe('=cmd|" /C calc"!A0 — Ünïcödé');
      const list = await clientFor(t, key).GET('/api/v1/qrcodes');
      expect(list.data?.total).toBe(1);
      const badQuery = await clientFor(t, key).GET('/api/v1/qrcodes', {
        params: { query: { sort: 'password:asc' } },
      });
      expect(badQuery.response.status).toBe(400);
      expect(Object.keys(badQuery.error?.errors ?? {})).toEqual(['sort']);
    });

    it('makes nothing twice for one Idempotency-Key, and refuses the key with another body', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const key = (await createApiKey(t, dev.token)).key;
      const api = clientFor(t, key);
      const idem = { 'Idempotency-Key': randomBytes(8).toString('hex') };
      const first = await api.POST('/api/v1/qrcodes', { body: URL_CODE, params: { header: idem } });
      const again = await api.POST('/api/v1/qrcodes', { body: URL_CODE, params: { header: idem } });
      expect(first.response.status).toBe(201);
      expect(again.response.status).toBe(201);
      expect(again.data).toEqual(first.data);
      expect(again.response.headers.get('idempotent-replayed')).toBe('true');
      expect((await api.GET('/api/v1/qrcodes')).data?.total).toBe(1);

      const other = await api.POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, label: 'Different' },
        params: { header: idem },
      });
      expect(other.response.status).toBe(422);
      expect(other.error?.detail).toBe(API_KEY_MESSAGES.idempotencyKeyReused);

      // A failed request keeps nothing: its key may be used again.
      const retryKey = { 'Idempotency-Key': 'retry-1' };
      const failed = await api.POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, data: { url: 'ftp://x' } },
        params: { header: retryKey },
      });
      expect(failed.response.status).toBe(422);
      const fixed = await api.POST('/api/v1/qrcodes', {
        body: { ...URL_CODE, label: 'Fixed' },
        params: { header: retryKey },
      });
      expect(fixed.response.status).toBe(201);
      const bad = await t
        .http()
        .post('/api/v1/qrcodes')
        .set(bearer(key))
        .set('Idempotency-Key', 'ü')
        .send(URL_CODE);
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe(API_KEY_MESSAGES.idempotencyKeyInvalid);
      expect((await api.GET('/api/v1/qrcodes')).data?.total).toBe(2);
    });

    it('reads a code’s analytics over a range, as the web analytics do, with its scans over time', async () => {
      const dev = await developerOnPlan(t, root, { api_key_limit: -1 });
      const api = clientFor(t, (await createApiKey(t, dev.token)).key);
      const code = (await api.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
      const redirects = t.app.get(RedirectService);
      for (const day of ['2026-03-02', '2026-03-03', '2026-03-10', '2026-02-20']) {
        const at = new Date(`${day}T12:00:00Z`);
        const request = { ip: '198.51.100.7', userAgent: IPHONE, method: 'GET' };
        await redirects.record(await redirects.decide({ uuid: code.uuid }, at), request, undefined, at);
      }
      const query = { from: '2026-03-01', to: '2026-03-14', granularity: 'week' as const };
      const ranged = await api.GET('/api/v1/qrcodes/{id}/analytics', {
        params: { path: { id: code.id }, query },
      });
      expect(ranged.response.status).toBe(200);
      expect(ranged.data).toMatchObject({
        totalScans: 3,
        period: {
          ...query,
          scans: 3,
          previous: { from: '2026-02-15', to: '2026-02-28', scans: 1 },
        },
      });
      // Weeks start on Monday; the first is cut at the range's start.
      expect(ranged.data!.series).toEqual([
        { date: '2026-03-01', scans: 0 },
        { date: '2026-03-02', scans: 2 },
        { date: '2026-03-09', scans: 1 },
      ]);
      // The same figures as the web analytics of that code and range.
      const web = (path: string) =>
        t
          .http()
          .get(path)
          .query({ ...query, qrId: code.id })
          .set(bearer(dev.token))
          .expect(200)
          .then((r) => r.body as unknown);
      expect(ranged.data).toEqual({
        ...((await web('/api/qrcodes/analytics/user')) as object),
        series: await web('/api/qrcodes/analytics/scans-over-time'),
      });

      const allTime = await api.GET('/api/v1/qrcodes/{id}/analytics', { params: { path: { id: code.id } } });
      expect(allTime.data).toMatchObject({ totalScans: 4 });
      expect(allTime.data!.period).toBeUndefined();
      expect(allTime.data!.series).toHaveLength(30);

      const bad: [Record<string, string>, string, string][] = [
        [{ from: '2026-03-14', to: '2026-03-01' }, 'from', ANALYTICS_MESSAGES.fromAfterTo],
        [{ from: '2020-01-01', to: '2026-03-01' }, 'to', ANALYTICS_MESSAGES.rangeTooLong],
        [{ from: '2026-02-30' }, 'from', `from ${ANALYTICS_MESSAGES.badDate}`],
        [{ granularity: 'hour' }, 'granularity', ANALYTICS_MESSAGES.badGranularity],
        [{ qrId: '1' }, 'qrId', 'property qrId should not exist'],
      ];
      const key = (await createApiKey(t, dev.token, ['analytics:read'])).key;
      for (const [asked, field, message] of bad) {
        const res = await t.http().get(`/api/v1/qrcodes/${code.id}/analytics`).query(asked).set(bearer(key));
        expect([res.status, res.headers['content-type']]).toEqual([
          400,
          expect.stringContaining('problem+json'),
        ]);
        expect(res.body.errors[field]).toEqual([message]);
      }

      const unplanned = await developerOnPlan(t, root, { api_key_limit: -1, analytics: false });
      const noFeature = clientFor(t, (await createApiKey(t, unplanned.token)).key);
      const theirs = (await noFeature.POST('/api/v1/qrcodes', { body: URL_CODE })).data!;
      const refused = await noFeature.GET('/api/v1/qrcodes/{id}/analytics', {
        params: { path: { id: theirs.id }, query },
      });
      expect([refused.response.status, refused.error?.detail]).toEqual([403, ANALYTICS_MESSAGES.notIncluded]);
    });

    it('serves its own OpenAPI document and a docs page', async () => {
      const doc = await t.http().get('/api/v1/openapi.json').expect(200);
      expect(Object.keys(doc.body.paths as object).every((p) => p.startsWith('/api/v1/'))).toBe(true);
      expect(doc.body.paths['/api/v1/qrcodes'].post.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Idempotency-Key', in: 'header' })]),
      );
      const web = await t.http().get('/api/docs-json').expect(200);
      expect(Object.keys(web.body.paths as object).some((p) => p.startsWith('/api/v1/'))).toBe(false);
      expect(web.body.paths['/api/api-keys']).toBeDefined();
      expect((await t.http().get('/api/v1/docs').redirects(1)).status).toBe(200);
    });
  });

  describe('rate limit without Redis', () => {
    it('holds a key to its limit for the whole minute, with the headers, then 429 with Retry-After', async () => {
      expect(t.config.redisUrl).toBeUndefined();
      const dev = await developerOnPlan(t, root, { api_key_limit: -1, api_rate_limit: 4 });
      const api = clientFor(t, (await createApiKey(t, dev.token)).key);
      const answers: {
        status: number;
        remaining: string | null;
        reset: number;
        retryAfter: string | null;
      }[] = [];
      for (let i = 0; i < 12; i += 1) {
        const { response } = await api.GET('/api/v1/qrcodes');
        expect(response.headers.get('ratelimit-limit')).toBe('4');
        answers.push({
          status: response.status,
          remaining: response.headers.get('ratelimit-remaining'),
          reset: Number(response.headers.get('ratelimit-reset')),
          retryAfter: response.headers.get('retry-after'),
        });
      }
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, ...Array<number>(8).fill(429)]);
      expect(answers.map((a) => a.remaining)).toEqual(['3', '2', '1', ...Array<string>(9).fill('0')]);
      for (const a of answers) {
        expect(a.reset).toBeGreaterThan(0);
        expect(a.reset).toBeLessThanOrEqual(60);
        // Retry-After only past the limit, and it says when the window ends.
        expect(a.retryAfter === null ? null : Number(a.retryAfter)).toBe(a.status === 429 ? a.reset : null);
      }
      const limited = await api.GET('/api/v1/qrcodes');
      const wait = Number(limited.response.headers.get('retry-after'));
      expect(limited.error).toMatchObject({ status: 429, detail: API_KEY_MESSAGES.rateLimited(wait) });
      // Another key of the same owner has its own count.
      const fresh = clientFor(t, (await createApiKey(t, dev.token)).key);
      expect((await fresh.GET('/api/v1/qrcodes')).response.headers.get('ratelimit-remaining')).toBe('3');
    });
  });
});

/** The per-key rate limit, counted once for all replicas in Redis. */
describe('public API v1 on two replicas', () => {
  const replicas: TestApp[] = [];

  let redis: RedisDb;

  beforeAll(async () => {
    redis = await leaseRedisDb();
    const redisDb = redis.url;
    const first = await startTestApp({ REDIS_URL: redisDb });
    const db = first.config.database;
    const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
    if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
    replicas.push(first, await startTestApp({ REDIS_URL: redisDb, ...shared }));
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
    await redis?.release();
  });

  it('counts a key’s requests across replicas, with the headers, then 429 with Retry-After', async () => {
    const [a, b] = replicas;
    const dev = await developerOnPlan(a, await rootToken(a), { api_key_limit: -1, api_rate_limit: 4 });
    const key = await createApiKey(a, dev.token);
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await clientFor(i % 2 ? b : a, key.key).GET('/api/v1/qrcodes');
      expect(res.response.status).toBe(200);
      expect(res.response.headers.get('ratelimit-limit')).toBe('4');
      expect(Number(res.response.headers.get('ratelimit-reset'))).toBeGreaterThan(0);
      seen.push(res.response.headers.get('ratelimit-remaining'));
    }
    expect(seen).toEqual(['3', '2', '1', '0']);
    for (const replica of [b, a]) {
      const limited = await clientFor(replica, key.key).GET('/api/v1/qrcodes');
      expect(limited.response.status).toBe(429);
      expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.response.headers.get('ratelimit-remaining')).toBe('0');
      expect(limited.error?.status).toBe(429);
    }
    // Another key of the same owner has its own count.
    const fresh = await createApiKey(b, dev.token);
    expect((await clientFor(a, fresh.key).GET('/api/v1/qrcodes')).response.status).toBe(200);
  });

  it('stops a key revoked through one replica on the other at once', async () => {
    const [a, b] = replicas;
    const dev = await developerOnPlan(a, await rootToken(a), { api_key_limit: -1 });
    const key = await createApiKey(a, dev.token);
    expect((await clientFor(b, key.key).GET('/api/v1/qrcodes')).response.status).toBe(200);
    await a.http().delete(`/api/api-keys/${key.id}`).set(bearer(dev.token)).expect(204);
    expect((await clientFor(b, key.key).GET('/api/v1/qrcodes')).response.status).toBe(401);
  });
});
