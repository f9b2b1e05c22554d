#!/usr/bin/env node
// Lints the OpenAPI document the real api serves (@redocly/cli, recommended rules): builds
// nothing, reads /api/docs-json from the compiled api (dist/), writes it to
// dist/openapi.json and lints that file.
//   node scripts/lint-openapi.mjs
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readOpenApiDocument } from './openapi-document.mjs';

const apiRoot = new URL('..', import.meta.url).pathname;
const file = join(apiRoot, 'dist', 'openapi.json');
writeFileSync(file, `${JSON.stringify(await readOpenApiDocument(), null, 2)}\n`);
const lint = spawnSync('npx', ['redocly', 'lint', file, '--format=stylish'], {
  cwd: apiRoot,
  stdio: 'inherit',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
process.exit(lint.status ?? 1);
