import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import {
  SESSIONS_MESSAGES as M,
  type PasswordChangedDto,
  type SessionDto,
  type SessionsRevokedDto,
} from '@qrpanel/contracts';
import { SessionsService } from '../src/modules/identity/sessions/sessions.service';
import { adminToken, rootToken } from './support/admin';
import { soon } from './support/pace';
import { leaseRedisDb, type RedisDb } from './support/redis-db';
import { bearer, registerUser, startTestApp, type HttpApp, type TestApp } from './support/test-app';

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

interface Account {
  id: number;
  email: string;
  password: string;
  /** The session of the registration. */
  token: string;
}

async function account(t: HttpApp): Promise<Account> {
  const u = await registerUser(t);
  return { id: u.user.id, email: u.user.email, password: u.password, token: u.token };
}

/** Signs in again from another browser: a new session's token. */
async function signIn(t: HttpApp, a: Account, userAgent = FIREFOX_MAC, headers: Record<string, string> = {}) {
  const res = await t
    .http()
    .post('/api/auth/login')
    .set({ 'user-agent': userAgent, ...headers })
    .send({ email: a.email, password: a.password })
    .expect(200);
  return (res.body as { token: string }).token;
}

const list = async (t: HttpApp, token: string) =>
  (await t.http().get('/api/auth/sessions').set(bearer(token)).expect(200)).body as SessionDto[];
const me = (t: HttpApp, token: string) => t.http().get('/api/auth/me').set(bearer(token));
const currentOf = async (t: HttpApp, token: string) => (await list(t, token)).find((s) => s.current)!;

describe('sign-in sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('lists each sign-in with browser, OS, device and country, the caller’s marked current, no address', async () => {
    const a = await account(t);
    const firefox = await signIn(t, a, FIREFOX_MAC, {
      'x-forwarded-for': '203.0.113.7',
      'cf-ipcountry': 'de',
    });
    await signIn(t, a, CHROME_ANDROID);
    const sessions = await list(t, firefox);
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s) => s.current);
    expect(current).toEqual([
      {
        id: expect.any(Number),
        browser: 'Firefox',
        os: 'macOS',
        device: 'desktop',
        country: 'DE',
        created_at: expect.any(String),
        last_active_at: expect.any(String),
        current: true,
      },
    ]);
    expect(sessions.find((s) => s.browser === 'Chrome')).toMatchObject({ os: 'Android', device: 'mobile' });
    const rows: Record<string, unknown>[] = await t.app
      .get(DataSource)
      .query('SELECT * FROM sessions WHERE user_id = ?', [a.id]);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    expect(JSON.stringify(rows)).not.toContain('127.0.0.1');
  });

  it('signs out another session: its token answers 401 at once, the caller’s goes on', async () => {
    const a = await account(t);
    const other = await signIn(t, a);
    await me(t, other).expect(200);
    const otherId = (await currentOf(t, other)).id;
    await t.http().delete(`/api/auth/sessions/${otherId}`).set(bearer(a.token)).expect(204);
    await me(t, other).expect(401);
    await me(t, a.token).expect(200);
    expect((await list(t, a.token)).map((s) => s.id)).not.toContain(otherId);
    const again = await t.http().delete(`/api/auth/sessions/${otherId}`).set(bearer(a.token)).expect(404);
    expect(again.body.message).toBe(M.notFound);
  });

  it('signs out all other sessions and keeps the caller’s', async () => {
    const a = await account(t);
    const others = [await signIn(t, a), await signIn(t, a, CHROME_ANDROID)];
    const res = await t.http().delete('/api/auth/sessions').set(bearer(a.token)).expect(200);
    expect(res.body as SessionsRevokedDto).toEqual({ revoked: 2 });
    for (const token of others) await me(t, token).expect(401);
    await me(t, a.token).expect(200);
    expect(await list(t, a.token)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('lets a session sign itself out', async () => {
    const a = await account(t);
    const id = (await currentOf(t, a.token)).id;
    await t.http().delete(`/api/auth/sessions/${id}`).set(bearer(a.token)).expect(204);
    await me(t, a.token).expect(401);
  });

  it('signs out the caller’s session by DELETE /api/auth/sessions/current, and only that one', async () => {
    const a = await account(t);
    const other = await signIn(t, a);
    await t.http().delete('/api/auth/sessions/current').set(bearer(a.token)).expect(204);
    await me(t, a.token).expect(401);
    await me(t, other).expect(200);
    expect(await list(t, other)).toEqual([expect.objectContaining({ current: true })]);
    await t.http().delete('/api/auth/sessions/current').expect(401);
  });

  it('ends the other sessions on a password change and keeps the caller signed in with a new token', async () => {
    const a = await account(t);
    const other = await signIn(t, a);
    const before = await currentOf(t, a.token);
    const res = await t
      .http()
      .put('/api/auth/password')
      .set(bearer(a.token))
      .send({ currentPassword: a.password, newPassword: 'a-brand-new-password' })
      .expect(200);
    const body = res.body as PasswordChangedDto;
    expect(body).toEqual({ message: M.passwordChanged, token: expect.any(String) });
    await me(t, other).expect(401);
    // The token the call was made with ends too; the same session goes on under the new one.
    await me(t, a.token).expect(401);
    await me(t, body.token).expect(200);
    expect(await list(t, body.token)).toEqual([expect.objectContaining({ id: before.id, current: true })]);
  });

  it('ends every session and takes them off the list when all end (as a password reset does)', async () => {
    const a = await account(t);
    const other = await signIn(t, a);
    await t.app.get(SessionsService).revokeAllBut(a.id, undefined);
    await me(t, other).expect(401);
    await me(t, a.token).expect(401);
    const [{ n }] = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', [a.id]);
    expect(Number(n)).toBe(0);
  });

  it('keeps a token issued before sessions (no sid) good, listed as no session', async () => {
    const a = await account(t);
    const [{ token_version: tv }] = await t.app
      .get(DataSource)
      .query('SELECT token_version FROM users WHERE id = ?', [a.id]);
    const legacy = t.app.get(JwtService).sign({ sub: a.id, role: 'user', tv: Number(tv) });
    await me(t, legacy).expect(200);
    const sessions = await list(t, legacy);
    expect(sessions.some((s) => s.current)).toBe(false);
    // A password change ends it, as it did before sessions; the caller gets a session.
    const res = await t
      .http()
      .put('/api/auth/password')
      .set(bearer(legacy))
      .send({ currentPassword: a.password, newPassword: 'after-the-upgrade' })
      .expect(200);
    await me(t, legacy).expect(401);
    await me(t, a.token).expect(401);
    expect(await list(t, (res.body as PasswordChangedDto).token)).toEqual([
      expect.objectContaining({ current: true }),
    ]);
  });

  it('writes last_active_at at most once a minute', async () => {
    const a = await account(t);
    const { id, last_active_at: first } = await currentOf(t, a.token);
    const sessions = t.app.get(SessionsService);
    const at = (ms: number) => new Date(Date.parse(first) + ms);
    await sessions.isLive(id, a.id, at(30_000));
    expect((await currentOf(t, a.token)).last_active_at).toBe(first);
    expect(await sessions.isLive(id, a.id, at(61_000))).toBe(true);
    const later = (await currentOf(t, a.token)).last_active_at;
    expect(Date.parse(later) - Date.parse(first)).toBeGreaterThanOrEqual(60_000);
  });

  it('purges sessions long expired', async () => {
    const a = await account(t);
    const other = await signIn(t, a);
    await t.app.get(SessionsService).purgeExpired(new Date(Date.now() + 9 * 24 * 3_600_000));
    await me(t, other).expect(401);
    await me(t, a.token).expect(401);
  });

  it('deletes a user’s sessions with the user', async () => {
    const a = await account(t);
    await signIn(t, a);
    const root = await rootToken(t);
    await t.http().delete(`/api/auth/users/${a.id}`).set(bearer(root)).expect(204);
    const [{ n }] = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?', [a.id]);
    expect(Number(n)).toBe(0);
  });

  describe('who may do what', () => {
    it.each([
      ['GET', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions'],
      ['DELETE', '/api/auth/sessions/1'],
    ])('answers 401 to an anonymous %s %s', async (method, path) => {
      const req = method === 'GET' ? t.http().get(path) : t.http().delete(path);
      await req.expect(401);
    });

    it.each(['user', 'admin', 'super_admin'])(
      'lets a %s neither see nor revoke another user’s session (404, and it goes on)',
      async (role) => {
        const victim = await account(t);
        const victimId = (await currentOf(t, victim.token)).id;
        const root = await rootToken(t);
        const token =
          role === 'user' ? (await account(t)).token : role === 'admin' ? await adminToken(t, root) : root;
        const res = await t.http().delete(`/api/auth/sessions/${victimId}`).set(bearer(token)).expect(404);
        expect(res.body.message).toBe(M.notFound);
        expect((await list(t, token)).map((s) => s.id)).not.toContain(victimId);
        await t.http().delete('/api/auth/sessions').set(bearer(token)).expect(200);
        await me(t, victim.token).expect(200);
      },
    );
  });

  describe('hostile input', () => {
    it.each([
      'abc',
      '1.5',
      '1e3',
      '0x10',
      '-1',
      ' 1',
      '%00',
      'null',
      '1;DROP TABLE sessions',
      '9'.repeat(30),
    ])('answers 400 to the malformed id %s', async (id) => {
      const a = await account(t);
      const res = await t
        .http()
        .delete(`/api/auth/sessions/${encodeURIComponent(id)}`)
        .set(bearer(a.token))
        .expect(400);
      expect(res.body.message).toBe(M.idInvalid);
    });

    it.each(['0', '2147483648', '99999999999999999999'])('answers 404 to the id %s', async (id) => {
      const a = await account(t);
      await t.http().delete(`/api/auth/sessions/${id}`).set(bearer(a.token)).expect(404);
      await me(t, a.token).expect(200);
    });

    it('revokes a session once when a burst of requests revokes it', async () => {
      const a = await account(t);
      const other = await signIn(t, a);
      const id = (await currentOf(t, other)).id;
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => t.http().delete(`/api/auth/sessions/${id}`).set(bearer(a.token))),
      );
      expect(statuses.map((r) => r.status).sort()).toEqual([204, ...Array<number>(19).fill(404)]);
      await me(t, other).expect(401);
    });

    it('answers a burst of requests of sessions being revoked without a 500', async () => {
      const a = await account(t);
      const tokens = await Promise.all(Array.from({ length: 5 }, () => signIn(t, a)));
      const calls = [
        ...tokens.map((token) => me(t, token)),
        t.http().delete('/api/auth/sessions').set(bearer(a.token)),
        ...tokens.map((token) => t.http().get('/api/auth/sessions').set(bearer(token))),
      ];
      const statuses = (await Promise.all(calls)).map((r) => r.status);
      expect(statuses.every((s) => [200, 401].includes(s))).toBe(true);
      for (const token of tokens) await me(t, token).expect(401);
    });
  });
});

/** Two replicas of the api on one database and one Redis. */
describe('sign-in sessions across replicas', () => {
  const replicas: TestApp[] = [];
  let redis: RedisDb;

  beforeAll(async () => {
    redis = await leaseRedisDb();
    const first = await startTestApp({ REDIS_URL: redis.url });
    const db = first.config.database;
    const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
    if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
    replicas.push(first, await startTestApp({ REDIS_URL: redis.url, ...shared }));
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
    await redis?.release();
  });

  it('refuses a session revoked through one replica on the other at once', async () => {
    const [a, b] = replicas;
    const owner = await account(a);
    const other = await signIn(a, owner);
    // Each replica has the session in memory: neither reads the table for it again.
    await me(a, other).expect(200);
    await me(b, other).expect(200);
    const id = (await currentOf(b, other)).id;
    await b.http().delete(`/api/auth/sessions/${id}`).set(bearer(owner.token)).expect(204);
    await me(b, other).expect(401);
    await soon(async () => (await me(a, other)).status === 401, 'the other replica to refuse the token');
    await me(a, owner.token).expect(200);
  });

  it('refuses all other sessions on every replica after sign-out of all others', async () => {
    const [a, b] = replicas;
    const owner = await account(a);
    const others = [await signIn(a, owner), await signIn(b, owner)];
    for (const token of others) for (const r of replicas) await me(r, token).expect(200);
    await a.http().delete('/api/auth/sessions').set(bearer(owner.token)).expect(200);
    for (const token of others) {
      await me(a, token).expect(401);
      await soon(async () => (await me(b, token)).status === 401, 'the other replica to refuse the token');
    }
  });
});
