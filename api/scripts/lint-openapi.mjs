#!/usr/bin/env node
// Lints the OpenAPI documents the real api serves (@redocly/cli, recommended rules): builds
// nothing, reads /api/docs-json and the public API's /api/v1/openapi.json from the compiled
// api (dist/), writes them to dist/openapi.json and dist/openapi-v1.json and lints those.
//   node scripts/lint-openapi.mjs
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readOpenApiDocument } from './openapi-document.mjs';

const apiRoot = new URL('..', import.meta.url).pathname;
const files = [];
for (const [url, name] of [
  ['/api/docs-json', 'openapi.json'],
  ['/api/v1/openapi.json', 'openapi-v1.json'],
]) {
  const file = join(apiRoot, 'dist', name);
  writeFileSync(file, `${JSON.stringify(await readOpenApiDocument(url), null, 2)}\n`);
  files.push(file);
}
const lint = spawnSync('npx', ['redocly', 'lint', ...files, '--format=stylish'], {
  cwd: apiRoot,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
