#!/usr/bin/env node
// Writes the licence notices a built app must ship: QR Panel's own licence, then every
// third-party package the app depends on at run time (the installed dependency tree,
// dev dependencies left out), with its licence and the texts its authors ask to be kept
// with it (LICENSE, NOTICE, data licences such as NRO_LICENSE).
//   node scripts/third-party-notices.mjs APP_DIR OUTPUT_FILE
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');
const KEPT_FILES = /^(licen[cs]e|copying|notice|[\w-]*[_-]licen[cs]e)(\.(md|txt|markdown))?$/i;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Node's own lookup: node_modules/NAME in DIR, then in each folder above, up to the repository. */
function packageDir(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === ROOT || dir === dirname(dir)) return undefined;
  }
}

/** Our own workspaces are not third-party: their dependencies are followed, they are not listed. */
const isOurs = (dir) => !relative(ROOT, dir).split(/[\\/]/).includes('node_modules');

function licenceOf(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses)) return pkg.licenses.map((l) => l.type ?? l).join(' OR ');
  return 'UNKNOWN';
}

/** Every package reachable from APP_DIR's dependencies, by name@version. */
function collect(appDir) {
  const found = new Map();
  const seen = new Set();
  const queue = [appDir];
  while (queue.length) {
    const dir = queue.shift();
    if (seen.has(dir)) continue;
    seen.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    if (!isOurs(dir)) found.set(`${pkg.name}@${pkg.version}`, { dir, pkg });
    const wanted = { ...pkg.dependencies, ...pkg.optionalDependencies };
    for (const name of Object.keys(wanted)) {
      const child = packageDir(name, dir);
      // A missing optional dependency (another platform's binary) is simply not shipped.
      if (child) queue.push(child);
    }
  }
  return [...found.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function section([id, { dir, pkg }]) {
  const source = pkg.repository?.url ?? pkg.repository ?? pkg.homepage ?? '';
  const texts = readdirSync(dir)
    .filter((f) => KEPT_FILES.test(f))
    .sort()
    .map((f) => `--- ${f}\n${readFileSync(join(dir, f), 'utf8').trim()}`);
  return [`${id}`, `License: ${licenceOf(pkg)}`, source && `Source: ${source}`, ...texts]
    .filter(Boolean)
    .join('\n');
}

const [appDir, output] = process.argv.slice(2);
if (!appDir || !output) {
  console.error('usage: third-party-notices.mjs APP_DIR OUTPUT_FILE');
  process.exit(2);
}
const packages = collect(realpathSync(resolve(appDir)));
const rule = `\n\n${'='.repeat(78)}\n\n`;
writeFileSync(
  output,
  [
    `QR Panel\n\n${readFileSync(join(ROOT, 'LICENSE'), 'utf8').trim()}`,
    `QR Panel includes the following ${packages.length} third-party packages.`,
    ...packages.map(section),
  ].join(rule) + '\n',
);
console.log(`third-party-notices: ${packages.length} packages written to ${output}`);
