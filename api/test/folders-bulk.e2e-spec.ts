import {
  BULK_MESSAGES,
  FOLDER_MESSAGES,
  LIST_MESSAGES,
  TAG_MESSAGES,
  type BulkResultDto,
  type FolderDto,
  type Page,
  type QrCodeDto,
} from '@qrpanel/contracts';
import { adminToken } from './support/admin';
import { createQrCode, PUBLIC_URL, userOnPlan } from './support/qrcodes';
import { bearer, login, startTestApp, SUPER_ADMIN, type TestApp } from './support/test-app';

/** Folders, tags and bulk actions on codes, in every role. */
describe('Folders, tags and bulk actions', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  const http = () => t.http();
  const folder = async (token: string, name: string): Promise<FolderDto> =>
    (await http().post('/api/folders').set(bearer(token)).send({ name }).expect(201)).body as FolderDto;
  const folders = async (token: string, query = ''): Promise<FolderDto[]> =>
    (await http().get(`/api/folders${query}`).set(bearer(token)).expect(200)).body as FolderDto[];
  const code = (token: string, label: string, extra: Record<string, unknown> = {}) =>
    createQrCode(t, token, { label, type: 'url', data: { url: `https://example.com/${label}` }, ...extra });
  const read = async (token: string, id: number): Promise<QrCodeDto> =>
    (await http().get(`/api/qrcodes/${id}`).set(bearer(token)).expect(200)).body as QrCodeDto;
  const list = async (token: string, query: string): Promise<QrCodeDto[]> =>
    (await http().get(`/api/qrcodes/my?${query}`).set(bearer(token)).expect(200)).body as QrCodeDto[];
  const bulk = async (token: string, body: Record<string, unknown>): Promise<BulkResultDto> =>
    (await http().post('/api/qrcodes/bulk').set(bearer(token)).send(body).expect(200)).body as BulkResultDto;
  const countMine = async (token: string) => (await list(token, '')).length;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL });
    root = await login(t, SUPER_ADMIN.email, SUPER_ADMIN.password);
    admin = await adminToken(t, root);
    alice = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
    bob = await userOnPlan(t, root, { qr_code_limit: 0, customLogos: false });
  });

  afterAll(() => t.close());

  describe('folders', () => {
    it("makes, renames, lists (with each folder's count) and deletes a user's folders", async () => {
      const menus = await folder(alice.token, '  Menus ');
      expect(menus).toEqual({
        id: expect.any(Number),
        name: 'Menus',
        user_id: alice.id,
        codes_count: 0,
        created_at: expect.any(String),
      });
      const events = await folder(alice.token, 'Événements 2026 🎉');
      await code(alice.token, 'in-menus', { folderId: menus.id });
      expect(await folders(alice.token)).toEqual([
        { ...events, codes_count: 0 },
        { ...menus, codes_count: 1 },
      ]);
      const renamed = await http()
        .put(`/api/folders/${events.id}`)
        .set(bearer(alice.token))
        .send({ name: 'Events' })
        .expect(200);
      expect(renamed.body).toMatchObject({ id: events.id, name: 'Events' });
      await http().delete(`/api/folders/${events.id}`).set(bearer(alice.token)).expect(204);
      expect((await folders(alice.token)).map((f) => f.name)).toEqual(['Menus']);
    });

    it('keeps names unique per user whatever the case, and lets two users share a name', async () => {
      await folder(alice.token, 'Posters');
      for (const name of ['Posters', 'POSTERS', ' posters ']) {
        const res = await http().post('/api/folders').set(bearer(alice.token)).send({ name }).expect(409);
        expect(res.body).toMatchObject({ statusCode: 409, message: FOLDER_MESSAGES.nameTaken });
      }
      await folder(bob.token, 'Posters');
      const other = await folder(alice.token, 'Flyers');
      const rename = await http()
        .put(`/api/folders/${other.id}`)
        .set(bearer(alice.token))
        .send({ name: 'posters' })
        .expect(409);
      expect(rename.body.message).toBe(FOLDER_MESSAGES.nameTaken);
    });

    it('deleting a folder moves its codes out, never deletes them', async () => {
      const box = await folder(alice.token, 'To delete');
      const inside = [
        await code(alice.token, 'keep-1', { folderId: box.id }),
        await code(alice.token, 'keep-2', { folderId: box.id }),
      ];
      await http().delete(`/api/folders/${box.id}`).set(bearer(alice.token)).expect(204);
      for (const c of inside) expect((await read(alice.token, c.id)).folderId).toBeNull();
    });

    it.each([
      [{ name: '' }, FOLDER_MESSAGES.nameRequired],
      [{ name: '   ' }, FOLDER_MESSAGES.nameRequired],
      [{}, FOLDER_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61) }, FOLDER_MESSAGES.nameTooLong],
      [{ name: ['Menus'] }, FOLDER_MESSAGES.nameTooLong],
      [{ name: { a: { b: { c: 1 } } } }, FOLDER_MESSAGES.nameTooLong],
      [{ name: 'Ok', userId: 5 }, 'property userId should not exist'],
    ])('refuses the folder %j with 400, saving nothing', async (body, message) => {
      const before = (await folders(alice.token)).length;
      const res = await http().post('/api/folders').set(bearer(alice.token)).send(body).expect(400);
      expect(res.body.message).toContain(message);
      expect((await folders(alice.token)).length).toBe(before);
    });

    it("answers 404 for another user's folder and 403 for reading another's list; admins reach the owner's", async () => {
      const secret = await folder(bob.token, 'Bob only');
      await http()
        .put(`/api/folders/${secret.id}`)
        .set(bearer(alice.token))
        .send({ name: 'Mine' })
        .expect(404);
      await http().delete(`/api/folders/${secret.id}`).set(bearer(alice.token)).expect(404);
      const peek = await http().get(`/api/folders?userId=${bob.id}`).set(bearer(alice.token)).expect(403);
      expect(peek.body.message).toBe(FOLDER_MESSAGES.othersFolders);
      for (const token of [admin, root]) {
        expect((await folders(token, `?userId=${bob.id}`)).map((f) => f.name)).toContain('Bob only');
      }
      expect(await folders(admin)).toEqual([]);
      await http().get('/api/folders?userId=abc').set(bearer(admin)).expect(400);
      for (const [method, path] of [
        ['get', '/api/folders'],
        ['post', '/api/folders'],
        ['put', `/api/folders/${secret.id}`],
        ['delete', `/api/folders/${secret.id}`],
      ] as const) {
        await http()[method](path).send({ name: 'x' }).expect(401);
      }
      await http().put('/api/folders/abc').set(bearer(alice.token)).send({ name: 'x' }).expect(400);
    });
  });

  describe('tags and folders on codes', () => {
    it('stores tags lower-cased, each once, and replaces them on edit; the list filters by tag and folder', async () => {
      const summer = await folder(alice.token, 'Summer');
      const a = await code(alice.token, 'tagged-a', {
        tags: ['Menu', 'menu', '  Summer  Sale ', 'çafé'],
        folderId: summer.id,
      });
      expect(a.tags).toEqual(['çafé', 'menu', 'summer sale']);
      expect(a.folderId).toBe(summer.id);
      const b = await code(alice.token, 'tagged-b', { tags: ['menu'] });
      const edited = await http()
        .put(`/api/qrcodes/${b.id}`)
        .set(bearer(alice.token))
        .send({
          label: 'tagged-b',
          type: 'url',
          data: { url: 'https://example.com/b' },
          tags: ['print'],
          folderId: summer.id,
        })
        .expect(200);
      expect(edited.body).toMatchObject({ tags: ['print'], folderId: summer.id });
      const kept = await http()
        .put(`/api/qrcodes/${b.id}`)
        .set(bearer(alice.token))
        .send({ label: 'tagged-b2', type: 'url', data: { url: 'https://example.com/b' } })
        .expect(200);
      expect(kept.body).toMatchObject({ tags: ['print'], folderId: summer.id });
      expect((await list(alice.token, 'tag=MENU')).map((c) => c.id)).toEqual([a.id]);
      expect((await list(alice.token, `folderId=${summer.id}`)).map((c) => c.id).sort()).toEqual(
        [a.id, b.id].sort(),
      );
      const none = await list(alice.token, 'folderId=none');
      expect(none.every((c) => c.folderId === null)).toBe(true);
      expect(none.length + (await folders(alice.token)).reduce((n, f) => n + f.codes_count, 0)).toBe(
        await countMine(alice.token),
      );
      const paged = (
        await http()
          .get(`/api/qrcodes/my?page=1&tag=print&folderId=${summer.id}`)
          .set(bearer(alice.token))
          .expect(200)
      ).body as Page<QrCodeDto>;
      expect(paged).toMatchObject({ total: 1, items: [{ id: b.id, tags: ['print'] }] });
    });

    it.each([
      [{ tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags', TAG_MESSAGES.invalid],
      [{ tags: ['x'.repeat(33)] }, 'tags', TAG_MESSAGES.invalid],
      [{ tags: [''] }, 'tags', TAG_MESSAGES.invalid],
      [{ tags: 'menu' }, 'tags', TAG_MESSAGES.invalid],
      [{ tags: [{ deep: { deeper: ['menu'] } }] }, 'tags', TAG_MESSAGES.invalid],
      [{ folderId: 'Menus' }, 'folderId', 'folderId must be a folder id or null'],
    ])('refuses a code with %j (400) and makes nothing', async (extra, field, message) => {
      const before = await countMine(alice.token);
      const res = await http()
        .post('/api/qrcodes')
        .set(bearer(alice.token))
        .send({ label: 'bad', type: 'url', data: { url: 'https://example.com' }, ...extra })
        .expect(400);
      expect(res.body.fields[field]).toContain(message);
      expect(await countMine(alice.token)).toBe(before);
    });

    it("files a code only in its owner's folders; an admin editing it picks from the owner's", async () => {
      const bobs = await folder(bob.token, 'Bob menus');
      const before = await countMine(alice.token);
      const res = await http()
        .post('/api/qrcodes')
        .set(bearer(alice.token))
        .send({ label: 'x', type: 'url', data: { url: 'https://example.com' }, folderId: bobs.id })
        .expect(400);
      expect(res.body.fields).toEqual({ folderId: [FOLDER_MESSAGES.notFound] });
      expect(await countMine(alice.token)).toBe(before);
      const bobCode = await code(bob.token, 'bob-code');
      const byAdmin = await http()
        .put(`/api/qrcodes/${bobCode.id}`)
        .set(bearer(admin))
        .send({
          label: 'bob-code',
          type: 'url',
          data: { url: 'https://example.com/x' },
          folderId: bobs.id,
          tags: ['vip'],
        })
        .expect(200);
      expect(byAdmin.body).toMatchObject({ folderId: bobs.id, tags: ['vip'], user_id: bob.id });
      const adminsOwn = await folder(admin, 'Admin stuff');
      await http()
        .put(`/api/qrcodes/${bobCode.id}`)
        .set(bearer(admin))
        .send({
          label: 'bob-code',
          type: 'url',
          data: { url: 'https://example.com/x' },
          folderId: adminsOwn.id,
        })
        .expect(400);
      expect((await read(bob.token, bobCode.id)).folderId).toBe(bobs.id);
    });
  });

  describe('bulk actions', () => {
    it('pauses and activates the codes given, listing static, missing and other users’ codes as failed', async () => {
      const mine = [await code(alice.token, 'b1'), await code(alice.token, 'b2')];
      const fixed = await code(alice.token, 'b3', { generation_type: 'static' });
      const theirs = await code(bob.token, 'bob-b');
      const res = await bulk(alice.token, {
        ids: [...mine.map((c) => c.id), fixed.id, theirs.id, 99999999],
        action: 'pause',
      });
      expect(res).toEqual({
        action: 'pause',
        matched: 5,
        changed: 2,
        failed: [
          { id: fixed.id, message: BULK_MESSAGES.staticHasNoStatus },
          { id: theirs.id, message: BULK_MESSAGES.notFound },
          { id: 99999999, message: BULK_MESSAGES.notFound },
        ].sort((a, b) => a.id - b.id),
      });
      expect((await read(alice.token, mine[0].id)).status).toBe('paused');
      expect((await read(bob.token, theirs.id)).status).toBe('active');
      const again = await bulk(alice.token, { ids: mine.map((c) => c.id), action: 'pause' });
      expect(again).toMatchObject({ matched: 2, changed: 0, failed: [] });
      await http()
        .put(`/api/qrcodes/${mine[1].id}/status`)
        .set(bearer(admin))
        .send({ status: 'suspended' })
        .expect(200);
      const back = await bulk(alice.token, { ids: mine.map((c) => c.id), action: 'activate' });
      expect(back).toEqual({
        action: 'activate',
        matched: 2,
        changed: 1,
        failed: [{ id: mine[1].id, message: BULK_MESSAGES.suspended }],
      });
      const byAdmin = await bulk(admin, { ids: [mine[1].id, theirs.id], action: 'activate' });
      expect(byAdmin).toMatchObject({ changed: 1, failed: [] });
      expect((await read(alice.token, mine[1].id)).status).toBe('active');
    });

    it('acts on all N matching a filter: moves them to a folder and tags them, within the caller’s codes only', async () => {
      const batch = [];
      for (let i = 0; i < 12; i += 1) batch.push(await code(alice.token, `event-${i}`, { tags: ['event'] }));
      await code(bob.token, 'bob-event', { tags: ['event'] });
      const target = await folder(alice.token, 'Events 2027');
      const moved = await bulk(alice.token, {
        filter: { tag: 'event' },
        action: 'move',
        folderId: target.id,
      });
      expect(moved).toEqual({ action: 'move', matched: 12, changed: 12, failed: [] });
      const inFolder = (
        await http().get(`/api/qrcodes/my?page=1&folderId=${target.id}`).set(bearer(alice.token)).expect(200)
      ).body as Page<QrCodeDto>;
      expect(inFolder.total).toBe(12);
      const tagged = await bulk(alice.token, {
        filter: { folderId: target.id, q: 'EVENT-1' },
        action: 'add_tags',
        tags: ['Poster Run', 'poster run'],
      });
      const expected = batch.filter((c) => c.label.startsWith('event-1')).length;
      expect(tagged).toMatchObject({ matched: expected, changed: expected });
      expect((await list(alice.token, 'tag=poster%20run')).length).toBe(expected);
      const untagged = await bulk(alice.token, {
        filter: { tag: 'poster run' },
        action: 'remove_tags',
        tags: ['POSTER RUN'],
      });
      expect(untagged.matched).toBe(expected);
      expect(await list(alice.token, 'tag=poster%20run')).toEqual([]);
      const out = await bulk(alice.token, { ids: [batch[0].id], action: 'move', folderId: null });
      expect(out.changed).toBe(1);
      expect((await read(alice.token, batch[0].id)).folderId).toBeNull();
      const bobsLeft = (await list(bob.token, 'tag=event'))[0];
      expect(bobsLeft.folderId).toBeNull();
    });

    it("keeps a code's tags at 10: the codes that would pass it fail, the others are tagged", async () => {
      const full = await code(alice.token, 'full', { tags: Array.from({ length: 9 }, (_, i) => `tag${i}`) });
      const light = await code(alice.token, 'light');
      const res = await bulk(alice.token, { ids: [full.id, light.id], action: 'add_tags', tags: ['x', 'y'] });
      expect(res).toEqual({
        action: 'add_tags',
        matched: 2,
        changed: 1,
        failed: [{ id: full.id, message: BULK_MESSAGES.tooManyTags }],
      });
      expect((await read(alice.token, full.id)).tags).toHaveLength(9);
      expect((await read(alice.token, light.id)).tags).toEqual(['x', 'y']);
    });

    it('moves codes only into their owner’s folder: an admin moving two owners’ codes gets the others listed', async () => {
      const aliceCode = await code(alice.token, 'a-move');
      const bobCode = await code(bob.token, 'b-move');
      const bobsFolder = await folder(bob.token, 'Bob target');
      await http()
        .post('/api/qrcodes/bulk')
        .set(bearer(alice.token))
        .send({ ids: [aliceCode.id], action: 'move', folderId: bobsFolder.id })
        .expect(404);
      const res = await bulk(root, {
        ids: [aliceCode.id, bobCode.id],
        action: 'move',
        folderId: bobsFolder.id,
      });
      expect(res).toEqual({
        action: 'move',
        matched: 2,
        changed: 1,
        failed: [{ id: aliceCode.id, message: BULK_MESSAGES.folderOfOtherOwner }],
      });
      expect((await read(bob.token, bobCode.id)).folderId).toBe(bobsFolder.id);
    });

    it('deletes the codes given, and only the caller’s', async () => {
      const doomed = [await code(alice.token, 'd1'), await code(alice.token, 'd2')];
      const safe = await code(bob.token, 'bob-safe');
      const before = await countMine(alice.token);
      const res = await bulk(alice.token, { ids: [...doomed.map((c) => c.id), safe.id], action: 'delete' });
      expect(res).toEqual({
        action: 'delete',
        matched: 3,
        changed: 2,
        failed: [{ id: safe.id, message: BULK_MESSAGES.notFound }],
      });
      expect(await countMine(alice.token)).toBe(before - 2);
      await http().get(`/api/qrcodes/${doomed[0].id}`).set(bearer(alice.token)).expect(404);
      expect((await read(bob.token, safe.id)).label).toBe('bob-safe');
      const byAdmin = await bulk(admin, { filter: { userId: bob.id, q: 'bob-safe' }, action: 'delete' });
      expect(byAdmin).toMatchObject({ matched: 1, changed: 1 });
      await http().get(`/api/qrcodes/${safe.id}`).set(bearer(bob.token)).expect(404);
    });

    it.each([
      [{ action: 'pause' }, BULK_MESSAGES.idsOrFilter],
      [{ ids: [1], filter: {}, action: 'pause' }, BULK_MESSAGES.idsOrFilter],
      [{ ids: [], action: 'pause' }, BULK_MESSAGES.idsInvalid],
      [{ ids: 'the 1001 ids 1 to 1001', action: 'pause' }, BULK_MESSAGES.idsInvalid],
      [{ ids: ['1'], action: 'pause' }, BULK_MESSAGES.idsInvalid],
      [{ ids: [-3], action: 'pause' }, BULK_MESSAGES.idsInvalid],
      [{ ids: [1], action: 'explode' }, BULK_MESSAGES.actionInvalid],
      [{ ids: [1], action: 'move' }, BULK_MESSAGES.folderIdRequired],
      [{ ids: [1], action: 'add_tags' }, BULK_MESSAGES.tagsRequired],
      [{ ids: [1], action: 'add_tags', tags: ['x'.repeat(40)] }, TAG_MESSAGES.invalid],
      [
        { filter: { colour: 'red' }, action: 'pause' },
        'filter.colour is not a filter; filters are: q, type, generation_type, status, folderId, tag, userId.',
      ],
      [{ filter: { status: 'gone' }, action: 'pause' }, LIST_MESSAGES.statusInvalid],
      [{ filter: { q: { $ne: '' } }, action: 'delete' }, LIST_MESSAGES.searchTooLong],
      [{ filter: 'everything', action: 'delete' }, 'filter must be an object'],
      [{ ids: [1], action: 'pause', extra: true }, 'property extra should not exist'],
    ] as [Record<string, unknown>, string][])(
      'refuses %j with 400 and changes nothing',
      async (given, message) => {
        const body =
          given.ids === 'the 1001 ids 1 to 1001'
            ? { ...given, ids: Array.from({ length: 1001 }, (_, i) => i + 1) }
            : given;
        const before = await list(alice.token, '');
        const res = await http().post('/api/qrcodes/bulk').set(bearer(alice.token)).send(body).expect(400);
        expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
        expect(res.body.message).toContain(message);
        expect(await list(alice.token, '')).toEqual(before);
      },
    );

    it('answers 401 to anonymous callers and refuses a body nested past 32 levels', async () => {
      await http()
        .post('/api/qrcodes/bulk')
        .send({ ids: [1], action: 'delete' })
        .expect(401);
      let deep: Record<string, unknown> = { q: 'x' };
      for (let i = 0; i < 40; i += 1) deep = { q: deep };
      const res = await http()
        .post('/api/qrcodes/bulk')
        .set(bearer(alice.token))
        .send({ filter: deep, action: 'delete' });
      expect(res.status).toBe(400);
    });
  });
});
