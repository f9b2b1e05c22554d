import type { QrCodeDto, QrCodePayload } from '@qrpanel/contracts';
import type { AppConfig } from '../../src/platform/config/app-config';
import { rootToken } from '../support/admin';
import { ApiProcess, buildApi, freePort } from '../support/api-process';
import { burst } from '../support/burst';
import { createQrCode, PUBLIC_URL, userOnPlan } from '../support/qrcodes';
import { leaseRedisDb, type RedisDb } from '../support/redis-db';
import { statusCounts } from '../support/status-counts';
import { bearer, startTestApp, SUPER_ADMIN, type TestApp } from '../support/test-app';
import { fakeWebRoot } from '../support/web-root';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const HOME = 'https://example.com/home';
const TOO_MANY = 'Too many incorrect passwords. Please try again later.';
const BUSY = 'Too many people are entering passwords right now. Please try again in a moment.';
/**
 * How many of the burst's password checks may end while a sign-in waits: a count, where a
 * time depends on how busy the machine is. Code passwords are checked one at a time beside
 * sign-ins, at most eight waiting, so a sign-in sent while the burst is being checked waits
 * for its own check and its turn on the event loop, while a check of the burst ends now and
 * then: 0 to 4 on a quiet machine, up to 10 at a load of 16 on two cores (SQLite), 30 and 52
 * there on MariaDB, where the sign-in took 33 and 36 s. While the burst's checks could take
 * the whole thread pool, the sign-in's check queued behind all of those sent before it, and
 * they ended while it waited: 997 and 1,000 of the 1,000, the sign-in taking 53 and 90 s at a
 * load of 7 to 16 (5.5 s on a quiet machine).
 */
const CHECKS_WHILE_SIGNING_IN = 250;

/** What a second replica needs to share the app's database, secrets and Redis. */
function sameStore(config: AppConfig): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    ...(config.database.kind === 'mariadb' ? { DATABASE_URL: config.database.url } : {}),
    ...(config.redisUrl ? { REDIS_URL: config.redisUrl } : {}),
  };
}

/** Signs in through the api at `url`, and fails unless that works. */
async function login(api: { url: string }, email: string, password: string): Promise<void> {
  const res = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
}

/**
 * Bursts of wrong passwords and of scans, with Redis (counted there) and without (counted
 * in memory); one app at a time, as an app's sign-in strategy is the process's.
 */
describe.each([
  ['without Redis', false],
  // A key space of its own: the addresses are the same on every run.
  ['with Redis', true],
])('hostile load: unlock bursts and scan caps, %s', (_, withRedis) => {
  let redis: RedisDb | undefined;
  let t: TestApp;
  let owner: { token: string };

  const dynamic = (fields: Partial<QrCodePayload>) =>
    createQrCode(t, owner.token, {
      label: 'Hostile',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: HOME },
      ...fields,
    });
  const unlock = (uuid: string, password: string, ip: string) =>
    t
      .http()
      .post(`/api/qrcodes/redirect/${uuid}/unlock`)
      .set({ 'User-Agent': IPHONE, 'X-Forwarded-For': ip })
      .send({ password });
  const scan = (uuid: string, i: number) =>
    t
      .http()
      .get(`/qr-redirect/${uuid}`)
      .set({ 'User-Agent': IPHONE, 'X-Forwarded-For': `198.51.100.${i % 250}` });
  const scansCount = async (id: number) =>
    ((await t.http().get(`/api/qrcodes/${id}`).set(bearer(owner.token)).expect(200)).body as QrCodeDto)
      .scans_count;
  const editCap = (id: number, maxScans: number) =>
    t
      .http()
      .put(`/api/qrcodes/${id}`)
      .set(bearer(owner.token))
      .send({ label: 'Hostile', type: 'url', data: { url: HOME }, max_scans: maxScans })
      .expect(200);

  beforeAll(async () => {
    buildApi();
    redis = withRedis ? await leaseRedisDb() : undefined;
    const redisEnv: Record<string, string> = redis ? { REDIS_URL: redis.url } : {};
    t = await startTestApp({ PUBLIC_URL, WEB_ROOT: fakeWebRoot(), TRUST_PROXY: 'true', ...redisEnv });
    owner = await userOnPlan(t, await rootToken(t), { qr_code_limit: 0, customLogos: false });
    // Compiling the api for the second replica takes minutes on a busy machine.
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    await redis?.release();
  });

  describe('a protected code', () => {
    it('checks five of 200 wrong passwords sent at once from one address, and answers the rest 429', async () => {
      const code = await dynamic({ password: 'correct horse' });
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => unlock(code.uuid, `guess ${i}`, '192.0.2.50')),
      );
      expect(statusCounts(answers)).toEqual({ 401: 5, 429: 195 });
      for (const res of answers.filter((r) => r.status === 429)) {
        expect(res.body).toEqual({ statusCode: 429, message: TOO_MANY, error: 'Too Many Requests' });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      }
      // Even the right password waits now; another address does not.
      await unlock(code.uuid, 'correct horse', '192.0.2.50').expect(429);
      await unlock(code.uuid, 'correct horse', '192.0.2.51').expect(200);
      expect(await scansCount(code.id)).toBe(1);
    });

    it('does not count a right password among the five, nor forget the wrong ones for it', async () => {
      const code = await dynamic({ password: 'open sesame' });
      for (let i = 0; i < 4; i += 1) await unlock(code.uuid, `guess ${i}`, '192.0.2.60').expect(401);
      await unlock(code.uuid, 'open sesame', '192.0.2.60').expect(200);
      await unlock(code.uuid, 'guess 5', '192.0.2.60').expect(401);
      await unlock(code.uuid, 'guess 6', '192.0.2.60').expect(429);
    });

    it('signs people in while 1,000 wrong passwords arrive at once from as many addresses, without waiting for their checks', async () => {
      const code = await dynamic({ password: 'staff only' });
      // A replica of its own, on the same database (and Redis): a burst answered in this
      // process would wait for the test's own work, and the sign-in with it.
      const api = new ApiProcess(await freePort(), {
        ...sameStore(t.config),
        LOG_LEVEL: 'silent',
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMIT: '1000',
      });
      try {
        await api.start();
        // A code scanned before: the burst meets it in the replica's cache, as a live code's would.
        expect(await (await fetch(`${api.url}/api/qrcodes/redirect/${code.uuid}`)).json()).toMatchObject({
          type: 'password',
        });
        const flood = burst(
          api.url,
          Array.from({ length: 1000 }, (_, i) => ({
            method: 'POST' as const,
            path: `/api/qrcodes/redirect/${code.uuid}/unlock`,
            headers: { 'user-agent': IPHONE, 'x-forwarded-for': `10.1.${Math.floor(i / 250)}.${i % 250}` },
            body: { password: `guess ${i}` },
          })),
        );
        await flood.sent;
        // Once the burst's checks are under way (its first wrong password was answered): a
        // sign-in sent sooner might come before most of them.
        await Promise.race([flood.firstAnswered(401), flood.answers]);
        const signingIn = Date.now();
        await login(api, SUPER_ADMIN.email, SUPER_ADMIN.password);
        const signedIn = Date.now();

        const answers = await flood.answers;
        expect(answers.filter((a) => a.status !== 401 && a.status !== 503)).toEqual([]);
        // Each wrong password checked is a 401: those that came while the sign-in waited.
        const checkedMeanwhile = answers.filter(
          (a) => a.status === 401 && a.at >= signingIn && a.at <= signedIn,
        ).length;
        expect(checkedMeanwhile).toBeLessThan(CHECKS_WHILE_SIGNING_IN);
        // Past one check and eight waiting, addresses are told to come back in a second. (On a
        // machine this busy the database, shared with the suite's own app, may also be slow to
        // give the fresh replica a connection: that is a 503 too, with its own message.)
        const busy = answers.filter((a) => a.status === 503 && a.body.includes(BUSY));
        expect(busy.length).toBeGreaterThan(0);
        for (const answer of busy) {
          expect(JSON.parse(answer.body)).toEqual({
            statusCode: 503,
            message: BUSY,
            error: 'Service Unavailable',
          });
          expect(answer.headers['retry-after']).toBe('1');
        }
        for (const answer of answers.filter((a) => a.status === 503)) {
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        }
        // And the code opens once the burst has passed.
        await unlock(code.uuid, 'staff only', '10.2.0.1').expect(200);
      } finally {
        await api.stop('SIGTERM');
      }
    });
  });

  describe('a scan cap', () => {
    it('serves exactly 5 of 200 first scans sent at once to a new code capped at 5', async () => {
      const code = await dynamic({ max_scans: 5 });
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => scan(code.uuid, i)));
      expect(statusCounts(answers)).toEqual({ 302: 5, 200: 195 });
      expect(await scansCount(code.id)).toBe(5);
      expect((await t.http().get(`/api/qrcodes/redirect/${code.uuid}`).expect(200)).body).toEqual({
        type: 'inactive',
        data: { message: 'This QR code has reached its scan limit.' },
      });
    });

    it('keeps the count through an edit of the cap: raised to 50, it serves exactly 50 in all', async () => {
      const code = await dynamic({ max_scans: 20 });
      expect(
        statusCounts(await Promise.all(Array.from({ length: 12 }, (_, i) => scan(code.uuid, i)))),
      ).toEqual({
        302: 12,
      });
      await editCap(code.id, 50);
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => scan(code.uuid, i)));
      expect(statusCounts(answers)).toEqual({ 302: 38, 200: 162 });
      expect(await scansCount(code.id)).toBe(50);
    });

    it('counts the scans before a cap when one is set, and serves only the rest', async () => {
      const code = await dynamic({});
      for (let i = 0; i < 10; i += 1) await scan(code.uuid, i).expect(302);
      await editCap(code.id, 15);
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => scan(code.uuid, i)));
      expect(statusCounts(answers)).toEqual({ 302: 5, 200: 95 });
      expect(await scansCount(code.id)).toBe(15);
    });
  });
});
