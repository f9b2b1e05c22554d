#!/usr/bin/env node
// Lints the OpenAPI document the real api serves (@redocly/cli, recommended rules): builds
// nothing, starts the compiled api (dist/) on a throwaway SQLite database, fetches
// /api/docs-json, writes it to dist/openapi.json and lints that file.
//   node scripts/lint-openapi.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const apiRoot = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);
require('reflect-metadata');
const { createApp } = require(join(apiRoot, 'dist', 'app.factory.js'));
const { loadConfig } = require(join(apiRoot, 'dist', 'platform', 'config', 'app-config.js'));

const dataDir = mkdtempSync(join(tmpdir(), 'qrpanel-openapi-'));
const file = join(apiRoot, 'dist', 'openapi.json');
let status = 1;
try {
  const app = await createApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SUPER_ADMIN_PASSWORD: 'openapi-lint-only' }),
  );
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address();
  const document = await (await fetch(`http://127.0.0.1:${port}/api/docs-json`)).json();
  await app.close();
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  const lint = spawnSync('npx', ['redocly', 'lint', file, '--format=stylish'], {
    cwd: apiRoot,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  status = lint.status ?? 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
