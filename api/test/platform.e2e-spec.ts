import { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from '../src/platform/config/app-config';
import { startTestApp, type TestApp } from './support/test-app';

describe('platform', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'http://localhost:4201' });
  });
  afterAll(() => t.close());

  it('answers unknown api paths with the one error body', async () => {
    const res = await t.http().get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /api/nothing-here',
      error: 'Not Found',
    });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The pricing page opens Razorpay Checkout: its script and its frame, nothing else outside.
    expect(res.headers['content-security-policy']).toContain(
      "script-src 'self' https://checkout.razorpay.com",
    );
    expect(res.headers['content-security-policy']).toContain(
      'frame-src https://api.razorpay.com https://checkout.razorpay.com',
    );
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Reached over plain http: no HSTS, which browsers would ignore there anyway.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows CORS from the suite’s own origins only', async () => {
    const ok = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'http://localhost:4201')
      .set('Access-Control-Request-Method', 'POST');
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:4201');
    const own = await t.http().get('/api/health').set('Origin', t.config.publicUrl);
    expect(own.headers['access-control-allow-origin']).toBe(t.config.publicUrl);
    const evil = await t.http().get('/api/health').set('Origin', 'https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 200 on /api/health while the database answers, 503 while it does not, and recovers', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up' });
    const db = t.app.get(DataSource);
    await db.destroy();
    const down = await t.http().get('/api/health').expect(503);
    expect(down.body).toEqual({
      statusCode: 503,
      message: 'The database is not reachable.',
      error: 'Service Unavailable',
      status: 'down',
      database: 'down',
    });
    expect(down.headers['retry-after']).toBe('5');
    await db.initialize();
    await t.http().get('/api/health').expect(200);
  });

  it('publishes the OpenAPI document with every endpoint and Swagger UI at /api/docs', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const routes = Object.entries(paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(routes).toEqual(
      expect.arrayContaining([
        'POST /api/auth/register',
        'POST /api/auth/login',
        'GET /api/auth/me',
        'PUT /api/auth/profile',
        'PUT /api/auth/password',
        'GET /api/auth/users',
        'POST /api/auth/users',
        'PUT /api/auth/users/{id}/role',
        'DELETE /api/auth/users/{id}',
        'GET /api/health',
      ]),
    );
    expect(paths['/api/auth/login'].post.responses).toHaveProperty('401');
    expect(doc.body.components.schemas).toHaveProperty('RegisterDto');
    const ui = await t.http().get('/api/docs').redirects(1).expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('describes every operation: a summary, its security, and its servers, tags and licence', async () => {
    const doc = (await t.http().get('/api/docs-json').expect(200)).body as {
      servers: { url: string }[];
      tags: { name: string; description: string }[];
      info: { license: { name: string } };
      security: Record<string, string[]>[];
      paths: Record<string, Record<string, { summary?: string; tags: string[]; security?: unknown[] }>>;
    };
    expect(doc.servers).toEqual([{ url: t.config.publicUrl, description: 'This QR Panel' }]);
    expect(doc.info.license.name).toBe('MIT');
    expect(doc.security).toEqual([{ bearer: [] }]);
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, ...op })),
    );
    expect(operations.filter((op) => !op.summary).map((op) => op.route)).toEqual([]);
    const tagged = new Set(doc.tags.map((tag) => tag.name));
    expect(operations.flatMap((op) => op.tags).filter((tag) => !tagged.has(tag))).toEqual([]);
    const byRoute = Object.fromEntries(operations.map((op) => [op.route, op]));
    // Public: no token at all, or a token that only adds to the answer.
    expect(byRoute['POST /api/auth/login'].security).toEqual([]);
    expect(byRoute['GET /api/health'].security).toEqual([]);
    expect(byRoute['POST /api/subscriptions/webhooks/stripe'].security).toEqual([]);
    expect(byRoute['GET /api/settings'].security).toEqual([{}, { bearer: [] }]);
    expect(byRoute['GET /api/auth/me'].security).toEqual([{ bearer: [] }]);
  });

  it('serves /remotes.json with each remote’s manifest address', async () => {
    const res = await t.http().get('/remotes.json').expect(200);
    expect(res.body).toEqual({
      'mfe-qrcodes': '/remotes/mfe-qrcodes/mf-manifest.json',
      'mfe-admin': '/remotes/mfe-admin/mf-manifest.json',
      'mfe-billing': '/remotes/mfe-billing/mf-manifest.json',
    });
  });
});

describe('configuration', () => {
  it('stops with a message naming the wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(/DATABASE_URL: must be a mysql:\/\//);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => loadConfig({ SUPER_ADMIN_EMAIL: 'nope' })).toThrow(/SUPER_ADMIN_EMAIL/);
  });
});

describe('rate limiting', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '5' });
  });
  afterAll(() => t.close());

  it('answers the 6th login in a minute from one IP with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'who@example.com', password: 'whatever-it-is' })
        .expect(401);
    }
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ email: 'who@example.com', password: 'whatever-it-is' })
      .expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
      error: 'Too Many Requests',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Other routes are not limited.
    await t.http().get('/api/health').expect(200);
  });
});

describe('a remote deployed on its own origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ REMOTE_MFE_ADMIN_URL: 'https://admin.example.com/v2/mf-manifest.json' });
  });
  afterAll(() => t.close());

  it('is announced in /remotes.json and allowed to run its scripts', async () => {
    const res = await t.http().get('/remotes.json').expect(200);
    expect(res.body['mfe-admin']).toBe('https://admin.example.com/v2/mf-manifest.json');
    expect(res.body['mfe-qrcodes']).toBe('/remotes/mfe-qrcodes/mf-manifest.json');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/admin\.example\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/admin\.example\.com/);
  });

  it('refuses a remote address that is neither a URL nor a path', () => {
    expect(() => loadConfig({ REMOTE_MFE_ADMIN_URL: 'admin.example.com' })).toThrow(/REMOTE_MFE_ADMIN_URL/);
  });
});

describe('a suite reached over https', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://qr.example.com' });
  });
  afterAll(() => t.close());

  it('tells browsers to come back over https only (HSTS)', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
