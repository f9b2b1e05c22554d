import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import Stripe from 'stripe';
import type request from 'supertest';
import { MESSAGES, type QrCodeDto } from '@qrpanel/contracts';
import { REDIS_CLIENT } from '../src/platform/redis/redis.module';
import { rootToken, saveSettings } from './support/admin';
import { createQrCode, userOnPlan } from './support/qrcodes';
import { soon } from './support/pace';
import { leaseRedisDb, type RedisDb } from './support/redis-db';
import { statusCounts } from './support/status-counts';
import { bearer, startTestApp, type TestApp } from './support/test-app';

/** Two replicas of the api on one database and one Redis. */
describe('api replicas sharing Redis', () => {
  const replicas: TestApp[] = [];
  // One login for the suite: logins are limited to five a minute here.
  let root: Promise<string> | undefined;
  const rootOnce = () => (root ??= rootToken(replicas[0]));
  // So is registering: the smart codes' tests share one owner.
  let smartOwner: Promise<{ token: string }> | undefined;
  const smartOwnerOnce = async () =>
    (smartOwner ??= userOnPlan(replicas[0], await rootOnce(), { qr_code_limit: 0, customLogos: false }));

  let redis: RedisDb;

  beforeAll(async () => {
    // A key space of its own: the client's IP is the same on every run.
    redis = await leaseRedisDb();
    const redisDb = redis.url;
    const first = await startTestApp({ AUTH_RATE_LIMIT: '5', REDIS_URL: redisDb });
    // Replicas share the database and the secrets (the DATA_DIR's, here).
    const db = first.config.database;
    const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
    if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
    replicas.push(first, await startTestApp({ AUTH_RATE_LIMIT: '5', REDIS_URL: redisDb, ...shared }));
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
    await redis?.release();
  });

  it('answers the 6th login in a minute with 429, whichever replica gets it', async () => {
    const attempt = (t: TestApp) =>
      t.http().post('/api/auth/login').send({ email: 'who@example.com', password: 'whatever-it-is' });
    for (let i = 0; i < 5; i += 1) expect((await attempt(replicas[i % 2])).status).toBe(401);
    const sixth = await attempt(replicas[1]);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(replicas[0])).status).toBe(429);
    await replicas[0].app.get<Redis>(REDIS_CLIENT).flushdb();
  });

  it('stops redirecting a deleted user’s codes on every replica at once', async () => {
    const [a, b] = replicas;
    const root = await rootOnce();
    const owner = await userOnPlan(a, root, { qr_code_limit: 0, customLogos: false });
    const code: QrCodeDto = await createQrCode(a, owner.token, {
      label: 'Doomed',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/doomed' },
    });
    await b.http().get(`/qr-redirect/${code.uuid}`).expect(302);
    await a.http().delete(`/api/auth/users/${owner.id}`).set(bearer(root)).expect(204);
    await waitUntil(async () => (await b.http().get(`/qr-redirect/${code.uuid}`)).status === 404);
  });

  it('shows a destination edited through one replica on the next scan through the other', async () => {
    const [a, b] = replicas;
    const root = await rootOnce();
    const owner = await userOnPlan(a, root, { qr_code_limit: 0, customLogos: false });
    const code = await createQrCode(a, owner.token, {
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/old' },
    });
    expect((await b.http().get(`/qr-redirect/${code.uuid}`).expect(302)).headers.location).toBe(
      'https://example.com/old',
    );
    await a
      .http()
      .put(`/api/qrcodes/${code.id}`)
      .set(bearer(owner.token))
      .send({ label: 'Menu', type: 'url', data: { url: 'https://example.com/new' } })
      .expect(200);
    await waitUntil(
      async () =>
        (await b.http().get(`/qr-redirect/${code.uuid}`)).headers.location === 'https://example.com/new',
    );
  });

  it('sends scans where rules edited through one replica say, through the other', async () => {
    const [a, b] = replicas;
    const owner = await smartOwnerOnce();
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const code = await createQrCode(a, owner.token, {
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/home' },
      rules: [{ when: { os: ['ios'] }, destination: 'https://example.com/old-app' }],
    });
    const landing = async () =>
      (await b.http().get(`/qr-redirect/${code.uuid}`).set('User-Agent', iphone)).headers.location;
    expect(await landing()).toBe('https://example.com/old-app');
    await a
      .http()
      .put(`/api/qrcodes/${code.id}`)
      .set(bearer(owner.token))
      .send({
        label: 'Menu',
        type: 'url',
        data: { url: 'https://example.com/home' },
        rules: [{ when: { os: ['ios'] }, destination: 'https://example.com/new-app' }],
        password: 'staff only',
      })
      .expect(200);
    await waitUntil(
      async () => (await b.http().get(`/api/qrcodes/redirect/${code.uuid}`)).body.type === 'password',
    );
    const unlocked = await b
      .http()
      .post(`/api/qrcodes/redirect/${code.uuid}/unlock`)
      .set('User-Agent', iphone)
      .send({ password: 'staff only' })
      .expect(200);
    expect(unlocked.body).toEqual({ type: 'url', data: { url: 'https://example.com/new-app' } });
  });

  it('counts wrong passwords for a protected code on every replica together', async () => {
    const [a, b] = replicas;
    const owner = await smartOwnerOnce();
    const code = await createQrCode(a, owner.token, {
      label: 'Vault',
      type: 'text',
      generation_type: 'dynamic',
      data: { text: 'The code is 1234' },
      password: 'right one',
    });
    const attempt = (t: TestApp, password: string) =>
      t.http().post(`/api/qrcodes/redirect/${code.uuid}/unlock`).send({ password });
    for (let i = 0; i < 5; i += 1) await attempt(replicas[i % 2], `wrong ${i}`).expect(401);
    await attempt(b, 'right one').expect(429);
    await attempt(a, 'right one').expect(429);
  });

  it('checks five of 100 wrong passwords sent at once through both replicas, and answers the rest 429', async () => {
    const owner = await smartOwnerOnce();
    const code = await createQrCode(replicas[0], owner.token, {
      label: 'Safe',
      type: 'text',
      generation_type: 'dynamic',
      data: { text: 'The code is 5678' },
      password: 'right one',
    });
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        replicas[i % 2]
          .http()
          .post(`/api/qrcodes/redirect/${code.uuid}/unlock`)
          .send({ password: `wrong ${i}` }),
      ),
    );
    expect(statusCounts(answers)).toEqual({ 401: 5, 429: 95 });
  });

  it('serves exactly a capped code’s scans through both replicas at once, cold', async () => {
    const owner = await smartOwnerOnce();
    const code = await createQrCode(replicas[0], owner.token, {
      label: 'Limited',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/limited' },
      max_scans: 10,
    });
    const answers = await Promise.all(
      // People's scans: a bot's (and no agent reads as one) do not count against a cap.
      Array.from({ length: 100 }, (_, i) =>
        replicas[i % 2]
          .http()
          .get(`/qr-redirect/${code.uuid}`)
          .set(
            'User-Agent',
            'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
          ),
      ),
    );
    // The rest get the public page, which this suite has none of (404).
    expect(statusCounts(answers)[302]).toBe(10);
    for (const t of replicas) {
      expect((await t.http().get(`/api/qrcodes/redirect/${code.uuid}`).expect(200)).body).toEqual({
        type: 'inactive',
        data: { message: 'This QR code has reached its scan limit.' },
      });
    }
    const stored = async () =>
      (
        (await replicas[0].http().get(`/api/qrcodes/${code.id}`).set(bearer(owner.token)).expect(200))
          .body as QrCodeDto
      ).scans_count;
    // Each replica counts its own scans before it answers; the other's follow moments later.
    await waitUntil(async () => (await stored()) === 10);
  });

  it('answers every edit of one code sent through both replicas at once', async () => {
    const root = await rootOnce();
    const owner = await userOnPlan(replicas[0], root, { qr_code_limit: 0, customLogos: false });
    const code = await createQrCode(replicas[0], owner.token, {
      label: 'Busy',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/0' },
    });
    // Each edit changes the destination, so each writes a history row before the code.
    const edits = Array.from({ length: 40 }, (_, i) =>
      replicas[i % 2]
        .http()
        .put(`/api/qrcodes/${code.id}`)
        .set(bearer(owner.token))
        .send({ label: 'Busy', type: 'url', data: { url: `https://example.com/${i + 1}` } }),
    );
    expect((await Promise.all(edits)).map((res) => res.status)).toEqual(edits.map(() => 200));
  });

  it('counts the scans both replicas store once each, and each visitor once', async () => {
    const [a, b] = replicas;
    const root = await rootOnce();
    const owner = await userOnPlan(a, root, { qr_code_limit: 0, customLogos: false });
    const code = await createQrCode(a, owner.token, {
      label: 'Poster',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/poster' },
    });
    const agents = [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    ];
    // 60 scans at once, alternating replicas, from two visitors.
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        replicas[i % 2]
          .http()
          .get(`/qr-redirect/${code.uuid}`)
          .set('User-Agent', agents[Math.floor(i / 2) % 2])
          .expect(302),
      ),
    );
    const summary = async (t: TestApp) =>
      (await t.http().get(`/api/qrcodes/analytics/admin?qrId=${code.id}`).set(bearer(root)).expect(200))
        .body as { totalScans: number; totalUniqueScans: number };
    // Each replica counts its own scans before it answers; the other's follow moments later.
    await waitUntil(async () => (await summary(a)).totalScans === 60);
    expect(await summary(b)).toMatchObject({ totalScans: 60, totalUniqueScans: 2 });
    expect(await summary(a)).toMatchObject({ totalScans: 60, totalUniqueScans: 2 });
  });

  it('closes registration on every replica when it is turned off through one', async () => {
    const [a, b] = replicas;
    const root = await rootOnce();
    const register = (t: TestApp) =>
      t
        .http()
        .post('/api/auth/register')
        .send({
          name: 'Late Comer',
          email: `late.${randomBytes(4).toString('hex')}@example.com`,
          password: 'correct-horse-battery',
        });
    // Registering is rate limited (5 a minute, shared): start from a clean count.
    await a.app.get<Redis>(REDIS_CLIENT).flushdb();
    // b has read the settings (registration open) before the change.
    await register(b).expect(201);
    await saveSettings(a, root, { allow_registration: false });
    expect(await answerOnceCaughtUp(() => register(b), 403)).toEqual({
      statusCode: 403,
      message: MESSAGES.registrationDisabled,
      error: 'Forbidden',
    });
    await saveSettings(b, root, { allow_registration: true });
    await answerOnceCaughtUp(() => register(a), 201);
    await a.app.get<Redis>(REDIS_CLIENT).flushdb();
  });

  it('refuses a rotated-out Stripe webhook secret on every replica once it is replaced', async () => {
    const [a, b] = replicas;
    const root = await rootOnce();
    const oldSecret = 'whsec_old_0123456789abcdefghijklmnop';
    const newSecret = 'whsec_new_0123456789abcdefghijklmnop';
    const deliver = (t: TestApp, secret: string) => {
      // An event type the api ignores: only the signature check matters here.
      const payload = JSON.stringify({
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'customer.created',
        data: { object: { id: 'cus_1', object: 'customer' } },
      });
      return t
        .http()
        .post('/api/subscriptions/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
        .send(payload);
    };
    await saveSettings(a, root, { stripe_webhook_secret: oldSecret });
    await answerOnceCaughtUp(() => deliver(b, oldSecret), 200);
    await saveSettings(a, root, { stripe_webhook_secret: newSecret });
    expect(await answerOnceCaughtUp(() => deliver(b, oldSecret), 400)).toEqual({
      statusCode: 400,
      message: MESSAGES.webhookSignatureInvalid,
      error: 'Bad Request',
    });
    await deliver(b, newSecret).expect(200);
  });
});

/** The body of the first answer with `status`, asking again until the other replica caught up. */
async function answerOnceCaughtUp(call: () => request.Test, status: number): Promise<unknown> {
  let answer: request.Response | undefined;
  await waitUntil(async () => (answer = await call()).status === status);
  return answer?.body;
}

/**
 * Asks until the other replica has caught up. Redis delivers a publication, and a replica
 * counts its scans, within milliseconds: a second on a quiet machine, and a few dozen asks
 * on any (support/pace.ts). A replica that never heard would answer from its cache until an
 * entry's time runs out (an owner's plan, after 10 s) or for good (codes, settings).
 */
const waitUntil = (condition: () => Promise<boolean>) => soon(condition, 'the other replica to catch up');
