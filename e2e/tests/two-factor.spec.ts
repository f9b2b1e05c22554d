import jsQR from 'jsqr';
import { TOTP, URI } from 'otpauth';
import { PNG } from 'pngjs';
import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  test,
} from '../support/fixtures';

/** The account's authenticator, as a phone app would hold it after scanning the screen's code. */
function authenticatorOf(otpauthUrl: string): TOTP {
  const otp = URI.parse(otpauthUrl);
  if (!(otp instanceof TOTP)) throw new Error(`not a TOTP address: ${otpauthUrl}`);
  return otp;
}

/** The code of the next 30-second step: the one just used to turn it on is accepted once only. */
const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + totp.period * 1000 });

test('two-factor sign-in: enrolled by scanning the screen, then asked for a code after the password', async ({
  page,
  request,
}) => {
  const user = await registerFreshUser(request, 'Careful Owner');
  await openSignedIn(page, user, '/settings');
  const section = page.getByRole('region', { name: 'Two-factor authentication' });
  await section.getByRole('button', { name: 'Set up two-factor authentication' }).click();

  // The QR code on the screen, photographed and read as an authenticator app reads it.
  const shot = PNG.sync.read(await section.getByTestId('totp-qr').screenshot());
  const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(read?.data).toMatch(/^otpauth:\/\/totp\//);
  const totp = authenticatorOf(read?.data ?? '');
  expect(totp.label).toBe(user.email);
  await expect(section.getByTestId('totp-secret')).toHaveText(totp.secret.base32);

  await section.getByRole('textbox', { name: 'Code from the app' }).fill(totp.generate());
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent()) ?? '';
  await expectAccessible(page);
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('Two-factor authentication is on. 10 recovery codes left.');

  // Signed out, the password alone opens nothing: the second step asks for the app's code.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not right.' })).toBeVisible();
  await code.fill(nextCode(totp));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Logged in successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code stands in for the app, once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toContainText(
    '9 recovery codes left.',
  );
});
