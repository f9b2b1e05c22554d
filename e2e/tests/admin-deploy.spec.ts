import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { expect, signedInAs, test } from '../support/fixtures';

const root = resolve(__dirname, '..', '..');
const adminDist = join(root, 'mfe-admin', 'dist');
const OTHER_APPS = ['shell', 'mfe-qrcodes', 'mfe-billing'];

/** A fingerprint of a built app: every file's name and content. */
function fingerprint(dir: string): string {
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

test.describe('the admin remote is deployed on its own', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('super_admin') });
  // One production build of the remote (about 30 s on a busy machine), then a copy.
  test.setTimeout(240_000);

  test('a new build of mfe-admin alone shows in the running shell after a reload', async ({ page }) => {
    const others = OTHER_APPS.map((app) => fingerprint(join(root, app, 'dist')));
    await page.goto('/admin/plans');
    const stamp = page.getByTestId('admin-build');
    await expect(stamp).toHaveText(/^Administration module \d+\.\d+\.\d+$/);

    const label = `redeployed ${Date.now().toString(36)}`;
    const work = mkdtempSync(join(tmpdir(), 'mfe-admin-deploy-'));
    const build = join(work, 'dist');
    const backup = join(work, 'previous');
    cpSync(adminDist, backup, { recursive: true });
    try {
      // Only this remote is built: into a folder of its own, then copied where it is served.
      const result = spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', build], {
        cwd: join(root, 'mfe-admin'),
        env: { ...process.env, ADMIN_BUILD_LABEL: label },
        encoding: 'utf8',
      });
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
      expect(existsSync(join(build, 'mf-manifest.json'))).toBe(true);
      cpSync(build, adminDist, { recursive: true, force: true });

      await page.reload();
      await expect(stamp).toHaveText(new RegExp(`^Administration module \\d+\\.\\d+\\.\\d+ \\(${label}\\)$`));
      await expect(page.getByRole('heading', { name: 'Plan Management', level: 1 })).toBeVisible();
      await expect(page.getByTestId('greeting')).toBeVisible();
      // Nothing else was rebuilt or touched.
      expect(OTHER_APPS.map((app) => fingerprint(join(root, app, 'dist')))).toEqual(others);
    } finally {
      rmSync(adminDist, { recursive: true, force: true });
      cpSync(backup, adminDist, { recursive: true });
      rmSync(work, { recursive: true, force: true });
    }
    await page.reload();
    await expect(stamp).toHaveText(/^Administration module \d+\.\d+\.\d+$/);
  });
});
