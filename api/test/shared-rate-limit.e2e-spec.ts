import { randomBytes } from 'node:crypto';
import type Redis from 'ioredis';
import { REDIS_CLIENT } from '../src/redis/redis.module';
import { startTestApp, type TestApp } from './support/test-app';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Two replicas on one Redis count one client's attempts together. */
describe('rate limits shared across replicas through Redis', () => {
  const replicas: TestApp[] = [];

  beforeAll(async () => {
    // A fresh key space per run: the client's IP is the same on every run.
    const db = `${REDIS_URL.replace(/\/\d*$/, '')}/${1 + (randomBytes(1)[0] % 15)}`;
    for (let i = 0; i < 2; i += 1) replicas.push(await startTestApp({ AUTH_RATE_LIMIT: '5', REDIS_URL: db }));
    await replicas[0].app.get<Redis>(REDIS_CLIENT).flushdb();
  });
  afterAll(async () => {
    for (const r of replicas) await r.close();
  });

  it('answers the 6th login in a minute with 429, whichever replica gets it', async () => {
    const attempt = (t: TestApp) =>
      t.http().post('/api/auth/login').send({ email: 'who@example.com', password: 'whatever-it-is' });
    for (let i = 0; i < 5; i += 1) expect((await attempt(replicas[i % 2])).status).toBe(401);
    const sixth = await attempt(replicas[1]);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(replicas[0])).status).toBe(429);
  });
});
