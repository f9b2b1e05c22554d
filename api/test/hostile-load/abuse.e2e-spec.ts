import { LIST_MESSAGES, type BulkResultDto, type QrCodeDto } from '@qrpanel/contracts';
import { adminToken, rootToken } from '../support/admin';
import { clientFor, createApiKey, developerOnPlan } from '../support/api-keys';
import { createQrCode, PUBLIC_URL } from '../support/qrcodes';
import { bearer, registerUser, startTestApp, type TestApp } from '../support/test-app';

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
    t = await startTestApp({ PUBLIC_URL });
    root = await me(await rootToken(t));
    admin = await me(await adminToken(t, root.token));
    const dev = await developerOnPlan(t, root.token, { api_key_limit: 5 });
    alice = { token: dev.token, id: dev.id };
    const other = await registerUser(t, 'Bob');
    bob = { token: other.token, id: other.user.id };
    await makeCodes(alice, 3);
    await makeCodes(bob, 2);
  }, 60_000);
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
        params: { query: { userId: String(bob.id) } as never },
      });
      expect(others.response.status).toBe(403);
      expect(others.error).toMatchObject({ status: 403, detail: LIST_MESSAGES.ownCodesOnly });
      const own = await aliceKey.GET('/api/v1/qrcodes', {
        params: { query: { userId: String(alice.id) } as never },
      });
      expect(own.data?.total).toBe(3);
      const adminKey = clientFor(t, (await createApiKey(t, admin.token)).key);
      const byAdmin = await adminKey.GET('/api/v1/qrcodes', {
        params: { query: { userId: String(bob.id) } as never },
      });
      expect(byAdmin.response.status).toBe(403);
    });
  });
});
