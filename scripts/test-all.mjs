#!/usr/bin/env node
// The one test command (npm test): builds the suite, lints and type-checks it, runs every
// unit and component test, the api's tests on SQLite and on MariaDB (each suite on a fresh
// schema built by the migrations), the lint of the OpenAPI document the api serves, whether
// the web apps' api types still match that document, the deployment checks (the compose
// file; nginx with the gateway configuration in front of two api replicas) and the browser
// journeys, then runs the contracts' unit tests and the api's tests again on Node 24,
// production's Node, when the running Node is another. It prints one closing line:
// "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'dist', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const broken = [];

const timings = [];

function run(title, command, args, options = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    cwd: root,
    ...options,
    env: { ...process.env, ...options.env },
  });
  timings.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (result.status !== 0) broken.push(title);
  return result.status === 0;
}

/** A jest run whose JSON report adds to the totals once it has ended. */
function jestStep(title, project, env = {}, node = process.execPath, extra = []) {
  const out = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const bin = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  const args = [bin, '--ci', '--json', `--outputFile=${out}`, ...extra];
  return { title, command: node, args, options: { cwd: join(root, project), env }, report: out };
}

function count(report) {
  if (!existsSync(report)) return;
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
}

/**
 * Runs jest steps side by side, each into a log printed whole when all have ended: the unit
 * projects together keep both cores busy, and the api's suites spend much of their time
 * waiting on databases, child processes and timers.
 */
async function jestTogether(steps) {
  await runTogether(steps);
  report(steps);
}

async function runTogether(steps) {
  await Promise.all(
    steps.map(async ({ title, command, args, options }) => {
      const started = Date.now();
      const output = openSync(logOf(title), 'w');
      const child = spawn(command, args, {
        stdio: ['ignore', output, output],
        cwd: options.cwd,
        env: { ...process.env, ...options.env },
      });
      const [code] = await once(child, 'exit');
      closeSync(output);
      timings.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
      if (code !== 0) broken.push(title);
    }),
  );
}

/** Prints the steps' logs whole, one after the other, and adds their reports to the totals. */
function report(steps) {
  for (const { title, report: json } of steps) {
    console.log(`\n=== ${title} ===`);
    console.log(readFileSync(logOf(title), 'utf8'));
    count(json);
  }
}

function logOf(title) {
  return join(reports, `${title.replace(/\W+/g, '-')}.log`);
}

/** The browser journeys, their output as it comes; the JSON report adds to the totals. */
async function playwright(title) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const out = join(reports, 'e2e.json');
  const child = spawn('npx', ['playwright', 'test'], {
    stdio: 'inherit',
    cwd: join(root, 'e2e'),
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  const [code] = await once(child, 'exit');
  timings.push(`${title}: ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) broken.push(title);
  if (!existsSync(out)) return;
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
}

/**
 * The same step at a lower CPU priority: run beside the journeys, it takes the core they
 * leave idle (they wait on pages about half the time) and yields to them when both want it.
 */
function niced(step) {
  return { ...step, command: 'nice', args: ['-n', '10', step.command, ...step.args] };
}

const UNIT_PROJECTS = [
  'libs/contracts',
  'libs/web',
  'shell',
  'mfe-qrcodes',
  'mfe-admin',
  'mfe-billing',
].filter((project) => existsSync(join(root, project, 'jest.config.js')));

const ON_NODE_24 = process.versions.node.split('.')[0] === '24';

/**
 * Node 24 from the npm registry (the `node` package), installed once into a git-ignored
 * folder: no change to the machine. Undefined when it cannot be installed.
 */
function node24() {
  const prefix = join(root, '.cache', 'node24');
  const bin = join(prefix, 'node_modules', '.bin', 'node');
  if (!existsSync(bin)) {
    run('install Node 24 for the second run', 'npm', [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      'node@24',
    ]);
  }
  return existsSync(bin) ? bin : undefined;
}

/**
 * The api's tests on SQLite and on MariaDB, side by side, `workers` suites at a time each: a
 * suite spends much of its time waiting (databases, child processes, timers), so four keep
 * two cores busy.
 */
function apiSteps(suffix = '', env = {}, node = process.execPath, workers = 2) {
  const extra = [`--maxWorkers=${workers}`];
  return [
    jestStep(`api on SQLite${suffix}`, 'api', { ...env, TEST_DB: 'sqlite' }, node, extra),
    jestStep(`api on MariaDB${suffix}`, 'api', { ...env, TEST_DB: 'mariadb' }, node, extra),
  ];
}

const built = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
run('lint and typecheck', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=static']);
run('lint and typecheck the deployment checks', 'sh', [
  '-c',
  'npx eslint deploy/test --max-warnings 0 && npx tsc -p deploy/tsconfig.json',
]);
if (built) {
  await jestTogether(UNIT_PROJECTS.map((project) => jestStep(`unit ${project}`, project)));
  await jestTogether(apiSteps());
  // The document the real api serves, linted by Redocly's recommended rules: one test.
  if (run('OpenAPI lint', 'node', ['api/scripts/lint-openapi.mjs'])) totals.passed += 1;
  else totals.failed += 1;
  // The web apps' api types (libs/web/src/api/schema.ts) generated again from the api and
  // compared with the committed file: one test.
  if (run('web api types up to date', 'node', ['scripts/openapi-types.mjs', '--check'])) totals.passed += 1;
  else totals.failed += 1;
  await jestTogether([jestStep('deployment: the gateway in front of two api replicas', 'deploy')]);
  // The same tests on production's Node, beside the journeys. Processes the tests start
  // (api replicas, tsc) find Node 24 first on the PATH; one node_modules serves both (see
  // sqlite-driver.ts).
  const node = ON_NODE_24 ? undefined : node24();
  if (!node && !ON_NODE_24) broken.push('Node 24 could not be installed');
  const env = node ? { PATH: `${dirname(node)}:${process.env.PATH}` } : {};
  // What runs on the server: the contracts (the api's renderer, checks and messages) and
  // the api. The web apps' component tests run in jsdom, not in production's Node.
  const onNode24 = node
    ? [
        jestStep('unit libs/contracts on Node 24', 'libs/contracts', env, node),
        ...apiSteps(', Node 24', env, node, 1),
      ].map(niced)
    : [];
  const node24Run = runTogether(onNode24);
  if (existsSync(join(root, 'e2e', 'playwright.config.ts'))) await playwright('browser journeys');
  await node24Run;
  report(onNode24);
}

// Where the run's time went, to keep the suite fast as it grows.
console.log(`\n${timings.join('\n')}`);
if (broken.length) console.log(`\nSteps that failed: ${broken.join(', ')}`);
if (broken.length && totals.failed === 0) totals.failed = broken.length;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken.length || totals.failed ? 1 : 0);
