import { ACCOUNTS } from '../support/accounts';
import { expect, expectToast, registerFreshUser, signedInAs, test } from '../support/fixtures';
import { E2E_SSO } from '../support/oidc-fake';

// The login screen of every visitor gains a button while the provider is there: site-wide.
test.describe('single sign-on', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('super_admin') });

  test('a super_admin adds a provider; a user continues with it from the login screen to the dashboard', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto('/admin/sso');
    await expect(page.getByRole('heading', { name: 'Sign-in Providers', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add Provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sign-in Provider' });
    await dialog.getByRole('textbox', { name: 'Name on the login screen' }).fill(E2E_SSO.name);
    await dialog.getByRole('textbox', { name: 'Slug' }).fill(E2E_SSO.slug);
    await dialog.getByRole('textbox', { name: 'Issuer URL' }).fill(process.env.E2E_OIDC_ISSUER!);
    await dialog.getByRole('textbox', { name: 'Client ID' }).fill(E2E_SSO.clientId);
    await dialog.getByLabel('Client secret').fill(process.env.E2E_OIDC_SECRET!);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Sign-in provider added.');
    await expect(page.getByTestId('sso-provider').filter({ hasText: E2E_SSO.name })).toBeVisible();

    // A person with an account, signed out, in a browser of their own.
    const user = await registerFreshUser(request, 'Single Sign-on User');
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const visitor = await context.newPage();
    await visitor.goto('/login');
    await visitor.getByRole('link', { name: `Continue with ${E2E_SSO.name}` }).click();
    // The provider's own sign-in page.
    await visitor.getByRole('textbox', { name: 'Login' }).fill(user.email);
    await visitor.getByRole('button', { name: 'Sign in at the provider' }).click();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await expectToast(visitor, 'Logged in successfully!');
    await context.close();

    // The provider goes again, and with it the button.
    const root = await request.post('/api/auth/login', {
      data: { email: ACCOUNTS.super_admin.email, password: ACCOUNTS.super_admin.password },
    });
    const token = ((await root.json()) as { token: string }).token;
    const headers = { authorization: `Bearer ${token}` };
    const providers = (await (await request.get('/api/auth/sso/providers', { headers })).json()) as {
      id: number;
      slug: string;
    }[];
    const added = providers.find((p) => p.slug === E2E_SSO.slug)!;
    expect((await request.delete(`/api/auth/sso/providers/${added.id}`, { headers })).status()).toBe(204);
  });
});
