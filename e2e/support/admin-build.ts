import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(__dirname, '..', '..');
/** Where the running suite serves the admin remote from. */
export const adminDist = join(root, 'mfe-admin', 'dist');
export const OTHER_APPS = ['shell', 'mfe-qrcodes', 'mfe-billing'];

/** A fingerprint of a built app: every file's name and content. */
export function fingerprint(dir: string): string {
  const hash = createHash('sha256');
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The new build of the admin remote, made apart (admin-build.setup.ts) and deployed later. */
export function newBuild() {
  const state = process.env.E2E_STATE_DIR;
  if (!state)
    throw new Error('E2E_STATE_DIR is not set: run the journeys with `npx playwright test` in e2e/');
  const dir = join(state, 'mfe-admin-redeploy');
  return { dir, dist: join(dir, 'dist'), facts: join(dir, 'build.json') };
}

/** What the build step leaves for the deployment: its label and the other apps as they were. */
export interface BuildFacts {
  label: string;
  others: string[];
}
