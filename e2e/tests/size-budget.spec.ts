import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/fixtures';

const BUDGET_KB = 250;

test('the first visit loads at most 250 KB gzip of the shell JavaScript', async ({ page, baseURL }) => {
  const scripts: Promise<number>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== baseURL || !url.pathname.endsWith('.js') || url.pathname.startsWith('/remotes/'))
      return;
    scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  const sizes = await Promise.all(scripts);
  const totalKb = sizes.reduce((a, b) => a + b, 0) / 1024;
  console.log(
    `shell initial JavaScript in the browser: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files`,
  );
  expect(sizes.length).toBeGreaterThan(0);
  expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
});
