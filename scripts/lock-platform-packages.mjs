#!/usr/bin/env node
// npm ci refuses a lockfile that lacks any optional dependency, including the prebuilt
// binaries of other platforms (@swc/core-darwin-arm64, @nx/nx-win32-x64-msvc, …). npm
// records them only when the registry serves their manifests, and the one this lockfile
// is written against does not. This adds each missing one with the exact version its
// parent asks for and the os, cpu and libc its name states, so npm ci accepts the
// lockfile and every platform skips the binaries of the others. Such an entry has no
// integrity hash: on its own platform npm fetches it unverified.
// Run after changing dependencies: npm run lock:platforms
import { readFileSync, writeFileSync } from 'node:fs';

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const OS = new Set([
  'darwin',
  'linux',
  'win32',
  'freebsd',
  'openbsd',
  'netbsd',
  'sunos',
  'aix',
  'android',
  'openharmony',
]);
const CPU = new Set(['x64', 'arm64', 'arm', 'ia32', 'ppc64', 'riscv64', 's390x', 'loong64', 'wasm32']);

/** What a platform package's name says of where it runs: @swc/core-linux-x64-musl → linux, x64, musl. */
export function platformOf(name) {
  const words = name.split('/').pop().split('-');
  const os = words.find((w) => OS.has(w));
  const cpu = words.find((w) => CPU.has(w));
  const libc = words.some((w) => w.startsWith('musl'))
    ? 'musl'
    : words.some((w) => w.startsWith('gnu'))
      ? 'glibc'
      : undefined;
  if (!os && !cpu) return undefined;
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(libc && { libc: [libc] }) };
}

const lock = JSON.parse(readFileSync(LOCKFILE, 'utf8'));
const added = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const at = `${path ? `${path}/` : ''}node_modules/${name}`;
    // npm looks for a dependency beside its parent, then up the tree: a hoisted copy counts.
    if (lock.packages[at] || lock.packages[`node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version)) {
      console.error(
        `lock-platform-packages: left out ${name}@${version} (no platform in its name, or no exact version)`,
      );
      continue;
    }
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-packages: added ${added.length}${added.length ? `: ${added.join(', ')}` : ''}`);
