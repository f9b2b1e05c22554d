import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestApp, type TestApp } from './support/test-app';
import { precompressedWebRoot } from './support/web-root';

const CHUNK = `/* a content-hashed chunk */ ${'console.log("QR Panel");\n'.repeat(200)}`;
const ENTRY = `/* remoteEntry.js */ ${'var mfe_admin = {};\n'.repeat(200)}`;
const MANIFEST = JSON.stringify({ name: 'mfe_admin', exposes: Array(50).fill({ path: './Users' }) });
const SHELL_PAGE = `<!doctype html><title>QR Panel</title>${'<meta name="x">'.repeat(100)}`;
const LOGIN_PAGE = `<!doctype html><title>QR Panel</title>${'<div inert><h1>Welcome back</h1></div>'.repeat(50)}`;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The answer as sent, not decoded: what a browser receives over the wire. */
function fetchRaw(url: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}

describe('web assets in `npm start` mode', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webRoot = precompressedWebRoot({
      'shell/dist/index.html': SHELL_PAGE,
      'shell/dist/login.html': LOGIN_PAGE,
      'shell/dist/685.ea42c0f0ae.js': CHUNK,
      'mfe-admin/dist/remoteEntry.js': ENTRY,
      'mfe-admin/dist/mf-manifest.json': MANIFEST,
      'mfe-admin/dist/12.0123456789.js': CHUNK,
    });
    t = await startTestApp({ WEB_ROOT: webRoot });
  });
  afterAll(() => t.close());

  it('sends the brotli build of a file to a browser that accepts it', async () => {
    const res = await fetchRaw(`${t.url}/685.ea42c0f0ae.js`, 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.body).toString()).toBe(CHUNK);
    expect(res.body.length).toBeLessThan(CHUNK.length / 10);
  });

  it('sends the gzip build where brotli is not accepted, and the plain file where nothing is', async () => {
    const gzip = await fetchRaw(`${t.url}/remotes/mfe-admin/12.0123456789.js`, 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(CHUNK);
    const plain = await fetchRaw(`${t.url}/remotes/mfe-admin/12.0123456789.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(CHUNK);
  });

  it('lets browsers keep content-hashed files for a year without asking again', async () => {
    for (const path of ['/685.ea42c0f0ae.js', '/remotes/mfe-admin/12.0123456789.js']) {
      const res = await fetchRaw(`${t.url}${path}`, 'br');
      expect([path, res.headers['cache-control']]).toEqual([path, IMMUTABLE]);
    }
  });

  it('has browsers revalidate the page, /remotes.json, each manifest and remoteEntry.js', async () => {
    for (const path of [
      '/',
      '/login',
      '/dashboard/settings',
      '/remotes.json',
      '/remotes/mfe-admin/mf-manifest.json',
      '/remotes/mfe-admin/remoteEntry.js',
    ]) {
      const res = await fetchRaw(`${t.url}${path}`, 'gzip, br');
      expect([path, res.status, res.headers['cache-control']]).toEqual([path, 200, 'no-cache']);
    }
    const page = await fetchRaw(`${t.url}/dashboard`, 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toBe(SHELL_PAGE);
    const manifest = await fetchRaw(`${t.url}/remotes/mfe-admin/mf-manifest.json`, 'gzip');
    expect(manifest.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(manifest.body).toString())).toEqual(JSON.parse(MANIFEST));
  });

  it('answers /login with the page its build rendered ahead, every other route with the shell page', async () => {
    const login = await fetchRaw(`${t.url}/login?next=%2Fdashboard`, 'br');
    expect([login.status, login.headers['content-type'], login.headers['cache-control']]).toEqual([
      200,
      'text/html; charset=utf-8',
      'no-cache',
    ]);
    expect(login.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(login.body).toString()).toBe(LOGIN_PAGE);
    for (const path of ['/register', '/reset-password', '/login/other', '/dashboard']) {
      const res = await fetchRaw(`${t.url}${path}`);
      expect([path, res.status, res.body.toString()]).toEqual([path, 200, SHELL_PAGE]);
    }
  });

  it('answers a missing file with the one error body, not the page', async () => {
    const res = await t.http().get('/remotes/mfe-admin/nothing.0123456789.js').set('Accept-Encoding', 'br');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      statusCode: 404,
      message: 'Cannot GET /remotes/mfe-admin/nothing.0123456789.js',
      error: 'Not Found',
    });
  });
});
