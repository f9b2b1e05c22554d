import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OTHER_APPS, adminDist, fingerprint, newBuild, root, type BuildFacts } from '../support/admin-build';
import { expect, signedInAs, test } from '../support/fixtures';

/**
 * The new build of mfe-admin (made apart by admin-build.setup.ts, beside the site-wide
 * journeys) is copied where the running suite serves the remote: the journeys that run
 * after the others, with no other journey running, since every admin screen changes.
 */
test.describe('the admin remote is deployed on its own', { tag: '@deploy' }, () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('a new build of mfe-admin alone shows in the running shell after a reload', async ({ page }) => {
    const { dist, facts } = newBuild();
    const { label, others } = JSON.parse(readFileSync(facts, 'utf8')) as BuildFacts;
    await page.goto('/admin/plans');
    // The build is named in the page's attributes, never printed on the screen.
    const stamp = page.getByTestId('admin-build');
    await expect(stamp).toHaveAttribute('data-version', /^\d+\.\d+\.\d+$/);
    await expect(stamp).toHaveAttribute('data-label', '');
    await expect(stamp).toBeHidden();
    await expect(page.getByText(/Administration module/)).toHaveCount(0);

    const work = mkdtempSync(join(tmpdir(), 'mfe-admin-deploy-'));
    const backup = join(work, 'previous');
    cpSync(adminDist, backup, { recursive: true });
    try {
      cpSync(dist, adminDist, { recursive: true, force: true });

      await page.reload();
      await expect(stamp).toHaveAttribute('data-label', label);
      await expect(stamp).toHaveAttribute('data-version', /^\d+\.\d+\.\d+$/);
      await expect(page.getByRole('heading', { name: 'Plan Management', level: 1 })).toBeVisible();
      await expect(page.getByTestId('greeting')).toBeVisible();
      // Nothing else was rebuilt or touched, by the build or by its deployment.
      expect(OTHER_APPS.map((app) => fingerprint(join(root, app, 'dist')))).toEqual(others);
    } finally {
      rmSync(adminDist, { recursive: true, force: true });
      cpSync(backup, adminDist, { recursive: true });
      rmSync(work, { recursive: true, force: true });
    }
    await page.reload();
    await expect(stamp).toHaveAttribute('data-version', /^\d+\.\d+\.\d+$/);
    await expect(stamp).toHaveAttribute('data-label', '');
  });
});
