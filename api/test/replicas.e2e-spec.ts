import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import type { QrCodeDto } from '@qrpanel/contracts';
import { REDIS_CLIENT } from '../src/redis/redis.module';
import { rootToken } from './support/admin';
import { createQrCode, userOnPlan } from './support/qrcodes';
import { bearer, startTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Two replicas of the api on one database and one Redis. */
describe('api replicas sharing Redis', () => {
  const replicas: TestApp[] = [];

  beforeAll(async () => {
    // A fresh key space per run: the client's IP is the same on every run.
    const redisDb = `${REDIS_URL.replace(/\/\d*$/, '')}/${1 + (randomBytes(1)[0] % 15)}`;
    const first = await startTestApp({ AUTH_RATE_LIMIT: '5', REDIS_URL: redisDb });
    // Replicas share the database and the secrets (the DATA_DIR's, here).
    const db = first.config.database;
    const shared: Record<string, string> = { DATA_DIR: first.config.dataDir };
    if (db.kind === 'mariadb') shared.DATABASE_URL = db.url;
    replicas.push(first, await startTestApp({ AUTH_RATE_LIMIT: '5', REDIS_URL: redisDb, ...shared }));
    await first.app.get<Redis>(REDIS_CLIENT).flushdb();
  });
  afterAll(async () => {
    for (const r of [...replicas].reverse()) await r.close();
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
    const root = await rootToken(a);
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
    const root = await rootToken(a);
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

  it('answers every edit of one code sent through both replicas at once', async () => {
    const root = await rootToken(replicas[0]);
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
    const root = await rootToken(a);
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
});

/** Redis delivers a publication, and a replica counts its scans, within milliseconds; allow a second. */
async function waitUntil(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the other replica did not catch up within a second');
    await new Promise((r) => setTimeout(r, 10));
  }
}
