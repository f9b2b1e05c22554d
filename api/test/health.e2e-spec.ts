import { freePort } from './support/api-process';
import { WAIT_MS } from './support/pace';
import { RedisServer } from './support/redis-server';
import { SUPER_ADMIN, startTestApp, type TestApp } from './support/test-app';

async function waitFor(condition: () => Promise<boolean>, ms = WAIT_MS): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('/api/health without REDIS_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('names the database only', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('/api/health with REDIS_URL, through a Redis outage', () => {
  let t: TestApp;
  let redis: RedisServer;

  beforeAll(async () => {
    redis = new RedisServer(await freePort());
    await redis.start();
    t = await startTestApp({ REDIS_URL: redis.url, AUTH_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await t.close();
    await redis.stop();
  });

  const health = () => t.http().get('/api/health');
  const login = () => t.http().post('/api/auth/login').send(SUPER_ADMIN);

  it('names the database and Redis', async () => {
    // Once the api has connected to Redis (it connects beside its start, not before it).
    await waitFor(async () => (await health()).body.redis === 'up');
    const res = await health().expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('reports Redis down with 200 while the api keeps serving, and sees it back by itself', async () => {
    await redis.stop();
    await waitFor(async () => (await health()).body.redis === 'down');
    const res = await health();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });

    // Sign-in is rate limited through Redis: it still works, limited by this replica alone.
    for (let i = 0; i < 3; i += 1) {
      const ok = await login();
      expect(ok.status).toBe(200);
      expect(ok.body.token).toEqual(expect.any(String));
    }
    const limited = await login();
    expect(limited.status).toBe(429);

    await redis.start();
    await waitFor(async () => (await health()).body.redis === 'up');
    expect((await health().expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });
});
