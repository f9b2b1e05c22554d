import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ErrorBody } from '@qrpanel/contracts';
import { REMOTE_NAMES, type AppConfig } from '../config/app-config';

/** Where each web app's build lives: `<web root>/<app>/dist`. */
export function webRoot(config: AppConfig): string {
  return resolve(config.webRoot ?? join(__dirname, '..', '..', '..', '..'));
}

/** The origins of remotes served from elsewhere (absolute REMOTE_*_URL), for the CSP. */
export function remoteOrigins(config: AppConfig): string[] {
  return Object.values(config.remotes)
    .filter((url) => /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/**
 * `npm start` serves the whole suite from one port: the built shell at `/` (any unknown
 * path gets its index.html, the shell routes it, unless the build rendered that path's page
 * ahead) and each remote under /remotes/<name>/.
 * Files are looked up on each request, so a remote's new build is served without a restart.
 */
export async function registerWebApps(app: FastifyInstance, config: AppConfig): Promise<void> {
  const root = webRoot(config);
  const shellDist = join(root, 'shell', 'dist');
  // The builds hold a .br and a .gz beside each text file: sent by Accept-Encoding, with a
  // Vary header. The plugin's own Cache-Control would overwrite the policy set per file.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    preCompressed: true,
    cacheControl: false,
  });
  // Read by the shell at run time, so a remote moves or is redeployed without rebuilding it.
  app.get('/remotes.json', (_req, reply) => reply.header('cache-control', 'no-cache').send(config.remotes));

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', (req, reply) => {
    const { name } = req.params;
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) return notFound(reply, req.url);
    return sendFile(reply, join(root, name, 'dist'), req.params['*'], req.url);
  });

  app.get<{ Params: { '*': string } }>('/*', (req, reply) => sendShellPath(reply, config, req.params['*']));
}

/**
 * A path of the shell: its file, the page its build rendered ahead, or its index.html (the
 * shell routes it). Also answered for the panel's own words at the root, which short keys
 * never take (the redirect's route for /{key} hands them here).
 */
export function sendShellPath(reply: FastifyReply, config: AppConfig, file: string): FastifyReply {
  const url = reply.request.url;
  if (url.startsWith('/api/') || url === '/api') return notFound(reply, url);
  const shellDist = join(webRoot(config), 'shell', 'dist');
  if (file && isFile(join(shellDist, file))) return sendFile(reply, shellDist, file, url);
  // A page the build rendered ahead (dist/login.html for /login), painted before its scripts run.
  if (file && isFile(join(shellDist, `${file}.html`))) return sendFile(reply, shellDist, `${file}.html`, url);
  if (!isFile(join(shellDist, 'index.html'))) {
    return reply.status(503).type('text/plain').send('The web apps are not built yet: run `npm run build`.');
  }
  return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist);
}

/**
 * Answers the shell's page (the public redirect page reads its content from the api).
 * Where the api is deployed without the web apps, a gateway serves the page on the 404.
 */
export function sendShellPage(reply: FastifyReply, config: AppConfig, status: number): FastifyReply {
  const shellDist = join(webRoot(config), 'shell', 'dist');
  if (!isFile(join(shellDist, 'index.html'))) return notFound(reply, reply.request.url);
  return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', shellDist);
}

/**
 * A code's public page, built apart from the panel (shell/src/public): what scanners load.
 * Never the panel's page in its place: that page would only load this address again.
 */
export function sendPublicPage(reply: FastifyReply, config: AppConfig, status: number): FastifyReply {
  const pageDist = join(webRoot(config), 'shell', 'dist', 'public');
  if (!isFile(join(pageDist, 'index.html'))) return notFound(reply, reply.request.url);
  return reply.status(status).header('cache-control', 'no-cache').sendFile('index.html', pageDist);
}

function sendFile(reply: FastifyReply, dir: string, file: string, url: string): FastifyReply {
  const full = resolve(dir, file);
  if (!full.startsWith(resolve(dir)) || !isFile(full)) return notFound(reply, url);
  reply.header('cache-control', cacheControlFor(file));
  reply.header('access-control-allow-origin', '*');
  return reply.sendFile(file, dir);
}

/** The `[contenthash:10]` of libs/web/webpack's file names. */
const CONTENT_HASHED = /\.[0-9a-f]{10}\.[^/]+$/;

/**
 * A file named with its content hash (`685.ea42c0f0ae.js`, `assets/logo.0123456789.svg`)
 * never changes: cached for a year without revalidation. Files that keep their name across
 * builds (index.html, remoteEntry.js, each mf-manifest.json) are revalidated on every use,
 * so a new build is seen at once.
 */
function cacheControlFor(file: string): string {
  return CONTENT_HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function notFound(reply: FastifyReply, url: string): FastifyReply {
  const body: ErrorBody = { statusCode: 404, message: `Cannot GET ${url.split('?')[0]}`, error: 'Not Found' };
  return reply.status(404).send(body);
}
