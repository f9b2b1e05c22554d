import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { DataSource } from 'typeorm';
import {
  API_KEYS_CREATED_PER_HOUR,
  API_KEY_MESSAGES,
  EXPORT_MESSAGES,
  EXPORT_TICKETS_PER_USER,
  FIELD_MESSAGES,
  FOLDERS_PER_USER_MAX,
  FOLDER_MESSAGES,
  LIST_MESSAGES,
  LIVE_MESSAGES,
  LIVE_TICKETS_PER_USER,
  MESSAGES,
  QR_MESSAGES,
  TAG_MESSAGES,
  type BulkResultDto,
  type CodeImportDto,
  type CodeImportStartedDto,
  type FolderDto,
  type LiveTicket,
  type QrCodeDto,
} from '@qrpanel/contracts';
import { Folder } from '../../src/modules/qrcodes/folders/folder.entity';
import { adminToken, rootToken } from '../support/admin';
import { apiPlan, assignPlan, clientFor, createApiKey, developerOnPlan } from '../support/api-keys';
import { binary, createQrCode, PUBLIC_URL } from '../support/qrcodes';
import { openSse } from '../support/sse';
import { WAIT_MS } from '../support/pace';
import { bearer, registerUser, startTestApp, type TestApp } from '../support/test-app';
import { fakeWebRoot } from '../support/web-root';
import { personalWorkspaceId } from '../support/workspaces';

type Actor = { token: string; id: number };

/**
 * Abuse of the api by signed-in users: owner filters naming others, API keys remade to
 * escape their rate limit or kept past a downgrade, unbounded folders and tickets, control
 * characters in names, and oversized headers. Each replays a finding against the real app.
 */
describe('hostile load: abuse by users', () => {
  let t: TestApp;
  let root: Actor;
  let admin: Actor;
  let alice: Actor;
  let bob: Actor;

  const http = () => t.http();
  const me = async (token: string): Promise<Actor> => ({
    token,
    id: ((await http().get('/api/auth/me').set(bearer(token)).expect(200)).body as { id: number }).id,
  });
  const codesOf = async (actor: Actor): Promise<QrCodeDto[]> =>
    (await http().get('/api/qrcodes/my').set(bearer(actor.token)).expect(200)).body as QrCodeDto[];
  const makeCodes = async (actor: Actor, n: number) => {
    for (let i = 0; i < n; i += 1)
      await createQrCode(t, actor.token, {
        label: `code ${i}`,
        type: 'url',
        generation_type: 'dynamic',
        data: { url: `https://example.com/${actor.id}/${i}` },
      });
  };

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL, WEB_ROOT: fakeWebRoot() });
    root = await me(await rootToken(t));
    admin = await me(await adminToken(t, root.token));
    const dev = await developerOnPlan(t, root.token, { api_key_limit: 5 });
    alice = { token: dev.token, id: dev.id };
    const other = await registerUser(t, 'Bob');
    bob = { token: other.token, id: other.user.id };
    await makeCodes(alice, 3);
    await makeCodes(bob, 2);
  });
  afterAll(() => t.close());

  describe('owner filters naming another user', () => {
    const bulk = (token: string | null, body: Record<string, unknown>) => {
      const req = http().post('/api/qrcodes/bulk');
      return (token ? req.set(bearer(token)) : req).send(body);
    };

    it("refuses a user's bulk delete filtered to another user's id with 403, and deletes nothing", async () => {
      const res = await bulk(alice.token, { filter: { userId: bob.id }, action: 'delete' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ statusCode: 403, message: LIST_MESSAGES.othersCodes, error: 'Forbidden' });
      expect(await codesOf(alice)).toHaveLength(3);
      expect(await codesOf(bob)).toHaveLength(2);
      // With any other filter beside it, and for every bulk action, alike.
      for (const action of ['pause', 'activate', 'add_tags']) {
        const again = await bulk(alice.token, {
          filter: { userId: bob.id, type: 'url' },
          action,
          tags: ['x'],
        });
        expect(again.status).toBe(403);
      }
      expect((await codesOf(alice)).every((c) => c.status === 'active' && c.tags.length === 0)).toBe(true);
    });

    it('answers the bulk action of every role by the same rule', async () => {
      expect((await bulk(null, { filter: { userId: bob.id }, action: 'pause' })).status).toBe(401);
      // Naming oneself is naming no one.
      const own = (await bulk(bob.token, { filter: { userId: bob.id }, action: 'pause' }).expect(200))
        .body as BulkResultDto;
      expect(own).toMatchObject({ matched: 2, changed: 2 });
      // Admins and the super_admin reach the named owner's codes, and only theirs.
      for (const staff of [admin, root]) {
        const res = (await bulk(staff.token, { filter: { userId: bob.id }, action: 'activate' }).expect(200))
          .body as BulkResultDto;
        expect(res.matched).toBe(2);
      }
      expect((await codesOf(bob)).map((c) => c.status)).toEqual(['active', 'active']);
      expect((await codesOf(alice)).map((c) => c.status)).toEqual(['active', 'active', 'active']);
      // Malformed ids are still 400, before anyone's codes are looked at.
      for (const userId of ['7; DROP TABLE qr_codes', -1, 0, 1.5, { $gt: 0 }, 'ä'.repeat(5000)])
        expect((await bulk(alice.token, { filter: { userId }, action: 'delete' })).status).toBe(400);
      expect(await codesOf(alice)).toHaveLength(3);
    });

    it('answers the lists by the same rule: My QR Codes holds only the caller’s, All QR Codes is for admins', async () => {
      const get = (token: string | null, path: string) => {
        const req = http().get(path);
        return token ? req.set(bearer(token)) : req;
      };
      expect((await get(null, `/api/qrcodes/my?userId=${bob.id}`)).status).toBe(401);
      for (const caller of [alice, admin, root]) {
        const res = await get(caller.token, `/api/qrcodes/my?userId=${bob.id}`);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(LIST_MESSAGES.ownCodesOnly);
      }
      const mine = (await get(alice.token, `/api/qrcodes/my?userId=${alice.id}`).expect(200)).body;
      expect((mine as QrCodeDto[]).map((c) => c.user_id)).toEqual([alice.id, alice.id, alice.id]);
      expect((await get(alice.token, `/api/qrcodes/all?userId=${bob.id}`)).status).toBe(403);
      for (const staff of [admin, root]) {
        const all = (await get(staff.token, `/api/qrcodes/all?userId=${bob.id}`).expect(200))
          .body as QrCodeDto[];
        expect(all.map((c) => c.user_id)).toEqual([bob.id, bob.id]);
      }
      // Folders answered so before: the same 403 for a user, the owner's folders for admins.
      expect((await get(alice.token, `/api/folders?userId=${bob.id}`)).status).toBe(403);
      expect((await get(admin.token, `/api/folders?userId=${bob.id}`)).status).toBe(200);
    });

    it('answers the ZIP export and its ticket by the same rule', async () => {
      const ticket = (token: string, query: string) =>
        http().post(`/api/qrcodes/export/ticket?${query}`).set(bearer(token));
      for (const res of [
        await ticket(alice.token, `userId=${bob.id}`),
        await http().get(`/api/qrcodes/export.zip?userId=${bob.id}`).set(bearer(alice.token)),
      ]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(LIST_MESSAGES.othersCodes);
      }
      expect((await ticket(alice.token, `userId=${alice.id}`).expect(201)).body.total).toBe(3);
      for (const staff of [admin, root])
        expect((await ticket(staff.token, `userId=${bob.id}`).expect(201)).body.total).toBe(2);
    });

    it('answers the public API by the same rule: a key lists only its owner’s codes', async () => {
      const aliceKey = clientFor(t, (await createApiKey(t, alice.token)).key);
      const others = await aliceKey.GET('/api/v1/qrcodes', {
        params: { query: { userId: bob.id } },
      });
      expect(others.response.status).toBe(403);
      expect(others.error).toMatchObject({ status: 403, detail: LIST_MESSAGES.ownCodesOnly });
      const own = await aliceKey.GET('/api/v1/qrcodes', {
        params: { query: { userId: alice.id } },
      });
      expect(own.data?.total).toBe(3);
      const adminKey = clientFor(t, (await createApiKey(t, admin.token)).key);
      const byAdmin = await adminKey.GET('/api/v1/qrcodes', {
        params: { query: { userId: bob.id } },
      });
      expect(byAdmin.response.status).toBe(403);
    });
  });

  describe('API keys', () => {
    const status = async (key: string) => (await clientFor(t, key).GET('/api/v1/qrcodes')).response.status;

    it('keeps an owner within one budget however often keys are made, used and revoked', async () => {
      // One key at a time, 3 requests a minute: the owner's keys together make 3 a minute.
      const dev = await developerOnPlan(t, root.token, { api_key_limit: 1, api_rate_limit: 3 });
      const statuses: number[] = [];
      let last: { response: Response; error?: unknown } | undefined;
      for (let round = 0; round < 4; round += 1) {
        const key = await createApiKey(t, dev.token);
        for (let i = 0; i < 2; i += 1) {
          last = await clientFor(t, key.key).GET('/api/v1/qrcodes');
          statuses.push(last.response.status);
        }
        await http().delete(`/api/api-keys/${key.id}`).set(bearer(dev.token)).expect(204);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429]);
      const wait = Number(last!.response.headers.get('retry-after'));
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(last!.response.headers.get('ratelimit-limit')).toBe('3');
      expect(last!.response.headers.get('ratelimit-remaining')).toBe('0');
      expect(last!.error).toMatchObject({ status: 429, detail: API_KEY_MESSAGES.ownerRateLimited(wait) });
      // Other owners keep their own budget.
      expect(await status((await createApiKey(t, alice.token)).key)).toBe(200);
    });

    it('lets each key of an owner with several use its own rate, within the budget of them all', async () => {
      const dev = await developerOnPlan(t, root.token, { api_key_limit: 2, api_rate_limit: 2 });
      const [a, b, c] = [
        await createApiKey(t, dev.token),
        await createApiKey(t, dev.token),
        await createApiKey(t, dev.token).catch(() => null),
      ];
      expect(c).toBeNull();
      const seen = [];
      for (const key of [a, a, a, b, b]) seen.push(await status(key.key));
      // a: 2 then its own limit; b: its 2, which the owner's 4 still holds.
      expect(seen).toEqual([200, 200, 429, 200, 200]);
      await http().delete(`/api/api-keys/${b.id}`).set(bearer(dev.token)).expect(204);
      const fresh = await createApiKey(t, dev.token);
      const refused = await clientFor(t, fresh.key).GET('/api/v1/qrcodes');
      expect(refused.response.status).toBe(429);
      expect(refused.error?.detail).toMatch(/this workspace's API keys together/);
    });

    it(`makes at most ${API_KEYS_CREATED_PER_HOUR} keys an hour per user, then 429 with Retry-After`, async () => {
      const dev = await developerOnPlan(t, root.token, { api_key_limit: -1 });
      for (let i = 0; i < API_KEYS_CREATED_PER_HOUR; i += 1) {
        const key = await createApiKey(t, dev.token, ['qrcodes:read'], `Key ${i}`);
        await http().delete(`/api/api-keys/${key.id}`).set(bearer(dev.token)).expect(204);
      }
      const refused = await http()
        .post('/api/api-keys')
        .set(bearer(dev.token))
        .set('Accept-Language', 'de')
        .send({ name: 'One more', scopes: ['qrcodes:read'] });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message:
          'Sie können höchstens 20 API-Schlüssel pro Stunde erstellen. Versuchen Sie es später erneut.',
        error: 'Too Many Requests',
      });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(3000);
      expect(wait).toBeLessThanOrEqual(3600);
      const english = await http()
        .post('/api/api-keys')
        .set(bearer(dev.token))
        .send({ name: 'One more', scopes: ['qrcodes:read'] });
      expect(english.body.message).toBe(API_KEY_MESSAGES.createdTooOften);
      expect((await http().get('/api/api-keys').set(bearer(dev.token)).expect(200)).body).toEqual([]);
      // Nobody else is held by it.
      expect((await createApiKey(t, admin.token)).key).toMatch(/^qrp_/);
    });

    it("stops the keys a downgrade leaves beyond the plan's limit, oldest kept, and all on a plan without keys", async () => {
      const dev = await developerOnPlan(t, root.token, { api_key_limit: 3 });
      const keys = [];
      for (let i = 0; i < 3; i += 1)
        keys.push(await createApiKey(t, dev.token, ['qrcodes:read'], `Key ${i}`));
      expect(await Promise.all(keys.map((k) => status(k.key)))).toEqual([200, 200, 200]);

      await assignPlan(t, root.token, dev.id, await apiPlan(t, root.token, { api_key_limit: 1 }));
      expect(await status(keys[0].key)).toBe(200);
      for (const key of keys.slice(1)) {
        const refused = await clientFor(t, key.key).GET('/api/v1/qrcodes');
        expect(refused.response.status).toBe(403);
        expect(refused.error).toMatchObject({ status: 403, detail: API_KEY_MESSAGES.beyondPlan(1) });
      }
      // Making a key on top is refused as before, and revoking the oldest lets the next one work.
      expect(
        (
          await http()
            .post('/api/api-keys')
            .set(bearer(dev.token))
            .send({ name: 'x', scopes: ['qrcodes:read'] })
        ).status,
      ).toBe(403);
      await http().delete(`/api/api-keys/${keys[0].id}`).set(bearer(dev.token)).expect(204);
      expect(await Promise.all(keys.slice(1).map((k) => status(k.key)))).toEqual([200, 403]);

      await assignPlan(t, root.token, dev.id, await apiPlan(t, root.token, { api_key_limit: 0 }));
      const none = await clientFor(t, keys[1].key).GET('/api/v1/qrcodes');
      expect(none.response.status).toBe(403);
      expect(none.error?.detail).toBe(API_KEY_MESSAGES.noApiAccess);

      await assignPlan(t, root.token, dev.id, await apiPlan(t, root.token, { api_key_limit: -1 }));
      expect(await Promise.all(keys.slice(1).map((k) => status(k.key)))).toEqual([200, 200]);
    });

    it('keeps the keys of administrators, who hold no plan', async () => {
      for (const staff of [admin, root]) {
        const keys = [await createApiKey(t, staff.token), await createApiKey(t, staff.token)];
        expect(await Promise.all(keys.map((k) => status(k.key)))).toEqual([200, 200]);
      }
    });
  });

  describe('caps on what a user holds', () => {
    it(`holds a user to ${FOLDERS_PER_USER_MAX} folders, by the api and by an import`, async () => {
      const dev = await developerOnPlan(t, root.token, { api_key_limit: 0 });
      // All but one made directly: the cap, not 500 requests, is what is under test.
      const workspaceId = await personalWorkspaceId(t, dev.token);
      await t.app
        .get(DataSource)
        .getRepository(Folder)
        .insert(
          Array.from({ length: FOLDERS_PER_USER_MAX - 1 }, (_, i) => ({
            workspaceId,
            userId: dev.id,
            name: `Folder ${i}`,
            nameKey: `folder ${i}`,
          })),
        );
      const create = (token: string, name: string) =>
        http().post('/api/folders').set(bearer(token)).send({ name });
      expect((await create(dev.token, 'The last one')).status).toBe(201);
      const refused = await create(dev.token, 'One too many');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ statusCode: 403, message: FOLDER_MESSAGES.tooMany, error: 'Forbidden' });
      const spanish = await create(dev.token, 'Una más').set('Accept-Language', 'es');
      expect(spanish.body.message).toBe(
        'Tienes 500 carpetas, el máximo que puede tener una cuenta. Elimina una que ya no uses.',
      );
      const folders = (await http().get('/api/folders').set(bearer(dev.token)).expect(200))
        .body as FolderDto[];
      expect(folders).toHaveLength(FOLDERS_PER_USER_MAX);
      // An import naming a new folder fails that row with the same message, and files the others.
      const csv =
        'label,type,generation_type,content,folder,tags\nA,text,static,text=a,Brand new,\nB,text,static,text=b,Folder 1,\n';
      const imported = await http()
        .post('/api/qrcodes/import')
        .set(bearer(dev.token))
        .attach('file', Buffer.from(csv), 'codes.csv');
      expect(imported.status).toBe(202);
      const importId = (imported.body as CodeImportStartedDto).id;
      let report: CodeImportDto;
      const until = Date.now() + WAIT_MS;
      do {
        await new Promise((r) => setTimeout(r, 50));
        report = (await http().get(`/api/qrcodes/import/${importId}`).set(bearer(dev.token)).expect(200))
          .body as CodeImportDto;
      } while (report.status !== 'done' && Date.now() < until);
      expect(report).toMatchObject({ status: 'done', created: 1, failed: 1 });
      expect(report.errors).toEqual([expect.objectContaining({ row: 2, message: FOLDER_MESSAGES.tooMany })]);
      const codes = await codesOf(dev);
      expect(codes.map((c) => c.label)).toEqual(['B']);
      expect((await http().get('/api/folders').set(bearer(dev.token)).expect(200)).body).toHaveLength(
        FOLDERS_PER_USER_MAX,
      );
      // Renaming and deleting still work at the cap, and a deletion makes room.
      const last = folders.find((f) => f.name === 'The last one')!;
      await http()
        .put(`/api/folders/${last.id}`)
        .set(bearer(dev.token))
        .send({ name: 'Renamed' })
        .expect(200);
      await http().delete(`/api/folders/${last.id}`).set(bearer(dev.token)).expect(204);
      expect((await create(dev.token, 'Room again')).status).toBe(201);
      // Others are not held by it.
      expect((await create(bob.token, 'Bob’s first')).status).toBe(201);
    });

    it(`holds a user to ${LIVE_TICKETS_PER_USER} unused live tickets, a used one giving its place back`, async () => {
      const ask = (token: string) => http().post('/api/qrcodes/analytics/live/ticket').set(bearer(token));
      const tickets: LiveTicket[] = [];
      for (let i = 0; i < LIVE_TICKETS_PER_USER; i += 1)
        tickets.push((await ask(alice.token).expect(201)).body);
      const refused = await ask(alice.token);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        message: LIVE_MESSAGES.tooManyTickets,
        error: 'Too Many Requests',
      });
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      const stream = await openSse(`${t.url}/api/qrcodes/analytics/live?ticket=${tickets[0].ticket}`);
      expect(stream.status).toBe(200);
      stream.close();
      await ask(alice.token).expect(201);
      await ask(alice.token).expect(429);
      await ask(admin.token).expect(201);
      await http().post('/api/qrcodes/analytics/live/ticket').expect(401);
    });

    it(`holds a user to ${EXPORT_TICKETS_PER_USER} unused ZIP tickets, a used one giving its place back`, async () => {
      const ask = (token: string) => http().post('/api/qrcodes/export/ticket?format=svg').set(bearer(token));
      const tickets: string[] = [];
      for (let i = 0; i < EXPORT_TICKETS_PER_USER; i += 1)
        tickets.push((await ask(bob.token).expect(201)).body.ticket as string);
      const refused = await ask(bob.token);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(EXPORT_MESSAGES.tooManyTickets);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      await http().get(`/api/qrcodes/export.zip?ticket=${tickets[0]}`).buffer(true).parse(binary).expect(200);
      await ask(bob.token).expect(201);
      await ask(bob.token).expect(429);
      await ask(alice.token).expect(201);
    });
  });

  describe('names of control characters or nothing visible', () => {
    const NOT_NAMES: [string, string][] = [
      ['\u0000', 'blank'],
      ['\u0000\u0000 \t', 'blank'],
      ['\u200b', 'blank'],
      ['Menus\u0000', 'control'],
      ['Two\nlines', 'control'],
      ['Bell\u0007', 'control'],
    ];

    it('refuses such folder names with 400, on create and rename, and makes nothing', async () => {
      const before = (await http().get('/api/folders').set(bearer(alice.token)).expect(200))
        .body as FolderDto[];
      const kept = (
        await http().post('/api/folders').set(bearer(alice.token)).send({ name: 'Café ☕ 夏' }).expect(201)
      ).body as FolderDto;
      expect(kept.name).toBe('Café ☕ 夏');
      for (const [name, problem] of NOT_NAMES) {
        const message =
          problem === 'blank'
            ? FOLDER_MESSAGES.nameRequired
            : FIELD_MESSAGES.controlCharacters.replace('$property', 'name');
        for (const res of [
          await http().post('/api/folders').set(bearer(alice.token)).send({ name }),
          await http().put(`/api/folders/${kept.id}`).set(bearer(alice.token)).send({ name }),
        ]) {
          expect(res.status).toBe(400);
          expect(res.body.fields).toEqual({ name: [message] });
        }
      }
      const after = (await http().get('/api/folders').set(bearer(alice.token)).expect(200))
        .body as FolderDto[];
      expect(after.map((f) => f.name).sort()).toEqual([...before.map((f) => f.name), 'Café ☕ 夏'].sort());
    });

    it('refuses them as tags, code labels and API key names too', async () => {
      const [first] = await codesOf(alice);
      for (const [name, problem] of NOT_NAMES) {
        const create = await http()
          .post('/api/qrcodes')
          .set(bearer(alice.token))
          .send({ label: name, type: 'text', generation_type: 'static', data: { text: 'x' } });
        expect(create.status).toBe(400);
        expect(create.body.fields.label).toEqual([
          problem === 'blank'
            ? 'label is required'
            : FIELD_MESSAGES.controlCharacters.replace('$property', 'label'),
        ]);
        const tagged = await http()
          .post('/api/qrcodes/bulk')
          .set(bearer(alice.token))
          .send({ ids: [first.id], action: 'add_tags', tags: [name] });
        expect(tagged.status).toBe(400);
        expect(tagged.body.fields.tags).toEqual([TAG_MESSAGES.invalid]);
        const key = await http()
          .post('/api/api-keys')
          .set(bearer(alice.token))
          .send({ name, scopes: ['qrcodes:read'] });
        expect(key.status).toBe(400);
        expect(Object.keys(key.body.fields)).toEqual(['name']);
      }
      expect(await codesOf(alice)).toHaveLength(3);
      expect(
        (await http().get(`/api/qrcodes/${first.id}`).set(bearer(alice.token)).expect(200)).body.tags,
      ).toEqual([]);
    });
  });

  describe('oversized and malformed request heads', () => {
    type Answer = { status: number; headers: Record<string, unknown>; body: string };
    /** Through Node's own http client, which writes a large head in several chunks. */
    const send = (path: string, headers: Record<string, string>): Promise<Answer> =>
      new Promise((resolve, reject) => {
        const req = httpRequest(`${t.url}${path}`, { headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end();
      });
    /** An Accept-Language of `bytes` bytes whose first choice is German. */
    const acceptLanguage = (bytes: number) => `de-DE,${'xx-YY;q=0.1,'.repeat(bytes / 12)}`.slice(0, bytes);
    let uuid: string;

    beforeAll(async () => {
      uuid = (await codesOf(alice))[0].uuid;
    });

    it('answers an 8 KB Accept-Language as any other, in its language, on the api, a scan and a page', async () => {
      const header = acceptLanguage(8 * 1024);
      const missing = await send('/api/qrcodes/2147483647', {
        ...bearer(alice.token),
        'accept-language': header,
      });
      expect(missing.status).toBe(404);
      expect(JSON.parse(missing.body)).toEqual({
        statusCode: 404,
        message: 'QR-Code nicht gefunden.',
        error: 'Not Found',
      });
      expect(QR_MESSAGES.notFound).toBe('QR Code not found.');
      const scan = await send(`/qr-redirect/${uuid}`, {
        'accept-language': header,
        'user-agent': 'Mozilla/5.0',
      });
      expect(scan.status).toBe(302);
      expect(scan.headers.location).toMatch(/^https:\/\/example\.com\//);
      const page = await send('/login', { 'accept-language': header });
      expect(page.status).toBe(200);
      expect(page.body).toContain('<title>QR Panel shell</title>');
    });

    it('answers a 30 KB Accept-Language 431 with the error body, on the api, a scan and a page, and keeps serving', async () => {
      const header = acceptLanguage(30 * 1024);
      const paths = ['/api/auth/me', `/qr-redirect/${uuid}`, '/login'];
      // A burst of them, bounded: each is answered, none reset.
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => send(paths[i % 3], { 'accept-language': header })),
      );
      for (const answer of answers) {
        expect(answer.status).toBe(431);
        expect(answer.headers.connection).toBe('close');
        expect(JSON.parse(answer.body)).toEqual({
          statusCode: 431,
          message: MESSAGES.headersTooLarge,
          error: 'Request Header Fields Too Large',
        });
      }
      // Everyone else is answered as usual meanwhile and after.
      expect((await send('/api/auth/me', bearer(bob.token))).status).toBe(200);
      expect((await send(`/qr-redirect/${uuid}`, { 'user-agent': 'Mozilla/5.0' })).status).toBe(302);
    });

    it('answers a head that is not HTTP 400 with the error body, and closes the connection', async () => {
      const raw = (head: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(new URL(t.url).port), '127.0.0.1');
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (chunk: string) => (text += chunk));
          socket.on('error', reject);
          socket.on('close', () => resolve(text));
          socket.write(head);
        });
      for (const head of [
        'GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nAccept-Language: de\u0000x\r\n\r\n',
        `GET /qr-redirect/${uuid} HTTP/9.9\r\n\r\n`,
      ]) {
        const answer = await raw(head);
        expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
        expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
          statusCode: 400,
          message: MESSAGES.requestMalformed,
          error: 'Bad Request',
        });
      }
    });
  });
});
