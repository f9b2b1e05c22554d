#!/usr/bin/env node
// The one test command (npm test): builds the suite, lints and type-checks it, runs every
// unit and component test, the api's tests on SQLite and on MariaDB (each suite on a copy of
// one schema the migrations built), SQLite on Node 24 (production's Node) and MariaDB on
// this one, the lint of the OpenAPI document the api serves, whether the web apps' api types
// still match that document, the deployment checks (the compose file; nginx with the gateway
// configuration in front of two api replicas) and the browser journeys. It prints one
// closing line: "N passed, N failed".
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

/** Every test's duration, to list the slowest at the end: [seconds, step, test]. */
const durations = [];

function count(title, report) {
  if (!existsSync(report)) return;
  const r = JSON.parse(readFileSync(report, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  for (const suite of r.testResults) {
    const file = suite.name.slice(root.length);
    for (const test of suite.assertionResults)
      durations.push([(test.duration ?? 0) / 1000, title, `${file} › ${test.fullName}`]);
  }
}

/** The journeys' report nests suites in suites; each test's time is that of its last try. */
function journeyDurations(suite, title) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const last = test.results.at(-1);
      if (last) durations.push([last.duration / 1000, title, `${spec.file} › ${spec.title}`]);
    }
  }
  for (const inner of suite.suites ?? []) journeyDurations(inner, title);
}

/**
 * Runs jest steps side by side, each into a log printed whole when all have ended, and adds
 * their reports to the totals: the unit projects together keep both cores busy, and the
 * api's suites spend much of their time waiting on databases, child processes and timers.
 */
async function jestTogether(steps) {
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
  for (const { title, report } of steps) {
    console.log(`\n=== ${title} ===`);
    console.log(readFileSync(logOf(title), 'utf8'));
    count(title, report);
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
  const { stats, suites } = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  for (const suite of suites) journeyDurations(suite, title);
}

const UNIT_PROJECTS = [
  'libs/contracts',
  'libs/web',
  'shell',
  'mfe-qrcodes',
  'mfe-admin',
  'mfe-billing',
].filter((project) => existsSync(join(root, project, 'jest.config.js')));

/** The unit project with the most tests (mfe-qrcodes: 187 s of a 190 s step, the others 16 to 92 s). */
const LARGEST_UNITS = 'mfe-qrcodes';

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

/** The api's tests on one database, two suites at a time. */
function apiStep(database, node, env = {}) {
  const title = `api on ${database === 'sqlite' ? 'SQLite' : 'MariaDB'}${node ? ', Node 24' : ''}`;
  return jestStep(title, 'api', { ...env, TEST_DB: database }, node ?? process.execPath, ['--maxWorkers=2']);
}

const built = run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static']);
run('lint and typecheck', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--outputStyle=static']);
run('lint and typecheck the deployment checks', 'sh', [
  '-c',
  'npx eslint deploy/test --max-warnings 0 && npx tsc -p deploy/tsconfig.json',
]);
if (built) {
  // Side by side, one worker each, except the largest: alone with one worker it ran on for a
  // minute and a half after the others had ended, one core idle.
  await jestTogether(
    UNIT_PROJECTS.map((project) =>
      jestStep(
        `unit ${project}`,
        project,
        {},
        process.execPath,
        project === LARGEST_UNITS ? ['--maxWorkers=2'] : [],
      ),
    ),
  );
  // Production's Node, from the npm registry when the running Node is another. Processes the
  // tests start (api replicas, tsc) find it first on the PATH; one node_modules serves both
  // (see sqlite-driver.ts).
  const node = ON_NODE_24 ? undefined : node24();
  if (!node && !ON_NODE_24) broken.push('Node 24 could not be installed');
  const env = node ? { PATH: `${dirname(node)}:${process.env.PATH}` } : {};
  // The api's tests, each database once, side by side, two suites at a time each: a suite
  // spends much of its time waiting (databases, child processes, timers), so four keep two
  // cores busy. SQLite on production's Node: its native module is built per Node (better-
  // sqlite3 13 there, 12 here, see sqlite-driver.ts), and production runs that one. MariaDB
  // on this Node: its driver is plain JavaScript. SQLite on this Node is what `npm start` and
  // the browser journeys run, every migration included.
  //
  // The SQLite suites end a minute or more before MariaDB's: the contracts on production's
  // Node and the deployment checks (mostly waiting on replicas that start and stop) take
  // their place beside MariaDB's rather than running after them.
  await Promise.all([
    jestTogether([apiStep('mariadb')]),
    jestTogether([apiStep('sqlite', node, env)]).then(() =>
      jestTogether([
        ...(node ? [jestStep('unit libs/contracts on Node 24', 'libs/contracts', env, node)] : []),
        jestStep('deployment: the gateway in front of two api replicas', 'deploy'),
      ]),
    ),
  ]);
  // The document the real api serves, linted by Redocly's recommended rules: one test.
  if (run('OpenAPI lint', 'node', ['api/scripts/lint-openapi.mjs'])) totals.passed += 1;
  else totals.failed += 1;
  // The web apps' api types (libs/web/src/api/schema.ts) generated again from the api and
  // compared with the committed file: one test.
  if (run('web api types up to date', 'node', ['scripts/openapi-types.mjs', '--check'])) totals.passed += 1;
  else totals.failed += 1;
  // The browser journeys last and alone: a journey's waits are bounded in time, and a busy
  // machine beside them turns slowness into failures.
  if (existsSync(join(root, 'e2e', 'playwright.config.ts'))) await playwright('browser journeys');
}

// Where the run's time went, to keep the suite fast as it grows.
console.log(`\n${timings.join('\n')}`);
console.log('\nThe ten slowest tests:');
for (const [seconds, title, test] of durations.sort((a, b) => b[0] - a[0]).slice(0, 10)) {
  console.log(`${seconds.toFixed(1).padStart(7)} s  ${title}: ${test}`);
}
if (broken.length) console.log(`\nSteps that failed: ${broken.join(', ')}`);
if (broken.length && totals.failed === 0) totals.failed = broken.length;
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(broken.length || totals.failed ? 1 : 0);
