#!/usr/bin/env node
// The one test command (npm test): builds the suite, lints and type-checks it, runs every
// unit and component test, the api's tests on SQLite and on MariaDB (each suite on a fresh
// schema built by the migrations), the lint of the OpenAPI document the api serves, the
// deployment checks (the compose file; nginx with the gateway configuration in front of two
// api replicas) and the browser journeys, then prints one closing line:
// "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'dist', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const broken = [];

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  if (result.status !== 0) broken.push(title);
  return result.status === 0;
}

function jest(title, project, env = {}) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  run(title, 'npx', ['jest', '--ci', '--json', `--outputFile=${out}`], { cwd: join(root, project), env });
  if (!existsSync(out)) return;
  const r = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
}

function playwright(title, env = {}) {
  const out = join(reports, 'e2e.json');
  run(title, 'npx', ['playwright', 'test'], {
    cwd: join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: out, ...env },
  });
  if (!existsSync(out)) return;
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

const built = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
run('lint and typecheck', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=static']);
run('lint and typecheck the deployment checks', 'sh', [
  '-c',
  'npx eslint deploy/test --max-warnings 0 && npx tsc -p deploy/tsconfig.json',
]);
if (built) {
  for (const project of ['libs/contracts', 'libs/web', 'shell', 'mfe-qrcodes', 'mfe-admin', 'mfe-billing']) {
    if (existsSync(join(root, project, 'jest.config.js'))) jest(`unit ${project}`, project);
  }
  jest('api on SQLite', 'api', { TEST_DB: 'sqlite' });
  jest('api on MariaDB', 'api', { TEST_DB: 'mariadb' });
  // The document the real api serves, linted by Redocly's recommended rules: one test.
  if (run('OpenAPI lint', 'node', ['api/scripts/lint-openapi.mjs'])) totals.passed += 1;
  else totals.failed += 1;
  jest('deployment: the gateway in front of two api replicas', 'deploy');
  if (existsSync(join(root, 'e2e', 'playwright.config.ts'))) playwright('browser journeys');
}

if (broken.length) console.log(`\nSteps that failed: ${broken.join(', ')}`);
if (broken.length && totals.failed === 0) totals.failed = broken.length;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken.length || totals.failed ? 1 : 0);
