import { expect, expectAccessible, expectToast, registerFreshUser, test } from '../support/fixtures';

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

test('sessions: a user sees where they are signed in and signs another browser out', async ({
  browser,
  page,
  request,
}) => {
  const user = await registerFreshUser(request, 'Two Browsers');
  const signIn = async (into: typeof page) => {
    await into.goto('/login');
    await into.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await into.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await into.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(into).toHaveURL(/\/dashboard$/);
  };
  // Another browser, on another computer as its user agent tells.
  const other = await browser.newContext({ userAgent: FIREFOX_ON_LINUX });
  const away = await other.newPage();
  await signIn(away);
  await signIn(page);

  await page.goto('/settings');
  const sessions = page.getByRole('list', { name: 'Sessions' }).getByTestId('session');
  // The registration's own session too: three in all, this one marked.
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign out Firefox on Linux' }).click();
  await expectToast(page, 'Session signed out.');
  await expect(sessions).toHaveCount(2);

  // The browser signed out is sent to sign in again at its next step; this one goes on.
  await away.goto('/my-qrcodes');
  await expect(away).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out of all other sessions' }).click();
  await expectToast(page, 'All other sessions were signed out.');
  await expect(sessions).toHaveCount(1);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await other.close();
});
