import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OTHER_APPS, fingerprint, newBuild, root, type BuildFacts } from '../support/admin-build';
import { expect, test } from '../support/fixtures';

/**
 * The first half of deploying the admin remote on its own (admin-deploy.spec.ts): one
 * production build of mfe-admin alone, with a label of its own, into a folder apart. It
 * changes nothing the running suite serves, so it is made while the site-wide journeys run.
 */
test('mfe-admin builds alone, with a label of its own, into a folder apart', () => {
  // One production build of the remote: about 35 s on a quiet machine, 148 s seen beside
  // three browsers on a busy one; ten minutes bound one that hangs, not a slow one.
  test.setTimeout(600_000);
  const { dir, dist, facts } = newBuild();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const others = OTHER_APPS.map((app) => fingerprint(join(root, app, 'dist')));
  const label = `redeployed ${Date.now().toString(36)}`;
  const result = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', dist], {
    cwd: join(root, 'mfe-admin'),
    env: { ...process.env, ADMIN_BUILD_LABEL: label },
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  expect(existsSync(join(dist, 'mf-manifest.json'))).toBe(true);
  writeFileSync(facts, JSON.stringify({ label, others } satisfies BuildFacts));
});
