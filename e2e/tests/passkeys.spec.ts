import { test as base, expect } from '@playwright/test';
import { expectToast } from '../support/fixtures';
import { startSuiteOnLocalhost } from '../support/localhost-suite';

// Its own suite on localhost (see startSuiteOnLocalhost): a passkey cannot be bound to 127.0.0.1.
const test = base.extend<object, { suite: { baseURL: string } }>({
  suite: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const suite = await startSuiteOnLocalhost();
      await use(suite);
      await suite.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ suite }, use) => use(suite.baseURL),
});

test('passkeys: a user adds one in Account Settings and signs in with it, no password typed', async ({
  page,
  request,
}) => {
  const account = { name: 'Key Holder', email: `keys-${Date.now()}@e2e.test`, password: 'Fresh-password-1' };
  expect((await request.post('/api/auth/register', { data: account })).status()).toBe(201);
  // Chromium's virtual authenticator (DevTools' WebAuthn domain): a platform authenticator
  // that keeps discoverable credentials and verifies its user without a prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Passkey name' }).fill('Test laptop');
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await expectToast(page, 'Passkey "Test laptop" added.');
  await expect(section.getByRole('list', { name: 'Passkeys' }).getByText('Test laptop')).toBeVisible();
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].rpId).toBe('localhost');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  // The passkey is marked used, and the sign-in is a session of its own.
  await expect(page.getByRole('region', { name: 'Passkeys' }).getByText(/last used (?!never)/)).toBeVisible();
});
