// An OpenAPI document the real api serves (/api/docs-json, or the public API's /api/v1/openapi.json), read from the compiled api
// (dist/) on a throwaway SQLite database. The request is injected into Fastify: no port is
// opened, so it runs beside a running api or test suite.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiRoot = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

export async function readOpenApiDocument(url = '/api/docs-json') {
  require('reflect-metadata');
  const { createApp } = require(join(apiRoot, 'dist', 'app.factory.js'));
  const { loadConfig } = require(join(apiRoot, 'dist', 'platform', 'config', 'app-config.js'));
  const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-openapi-'));
  try {
    const app = await createApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SUPER_ADMIN_PASSWORD: 'openapi-document-only' }),
    );
    try {
      const reply = await app.getHttpAdapter().getInstance().inject({ url });
      if (reply.statusCode !== 200) throw new Error(`${url} answered ${reply.statusCode}`);
      return reply.json();
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
