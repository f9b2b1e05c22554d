import { expect, expectToast, openSignedIn, registerFreshUser, screenshot, test } from '../support/fixtures';
import { auth, decodePng, PHONE_UA, searchList, uniqueLabel } from './qr-support';

test.describe('short links', () => {
  test('a code made with a chosen key prints and answers its short address', async ({
    page,
    request,
    baseURL,
  }) => {
    const session = await registerFreshUser(request, 'Short Link Owner');
    // Another workspace holds a key already: the form says so as it is typed.
    const taken = `menu-${Date.now().toString(36)}`;
    const other = await registerFreshUser(request, 'Other Owner');
    const made = await request.post('/api/qrcodes', {
      headers: auth(other.token),
      data: {
        label: 'Theirs',
        type: 'url',
        generation_type: 'dynamic',
        data: { url: 'https://example.com' },
        key: taken,
      },
    });
    expect(made.status()).toBe(201);

    await openSignedIn(page, session, '/create-qrcode');
    const label = uniqueLabel('Short');
    await page.getByRole('textbox', { name: 'Label' }).fill(label);
    await page.getByRole('textbox', { name: 'Destination URL' }).fill('https://destination.example/short');
    const key = page.getByRole('textbox', { name: 'Short link' });
    await key.fill(taken.toUpperCase());
    await expect(key).toHaveAccessibleDescription(/This key is already taken\./);
    const mine = `${taken}-2`;
    await key.fill(mine);
    await expect(page.getByText('This key is available.')).toBeVisible();
    await expect(page.getByTestId('qr-preview')).toHaveAttribute('data-payload', `${baseURL}/${mine}`);
    await screenshot(page, 'short-link-form');
    await page.getByRole('button', { name: 'Create QR Code' }).click();
    await expectToast(page, 'QR Code created successfully!');

    const row = await searchList(page, label);
    await row.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByTestId('scan-address')).toHaveText(`${baseURL}/${mine}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as PNG' }).click(),
    ]);
    expect(await decodePng(download)).toBe(`${baseURL}/${mine}`);
    // The printed address answers as the long one does, whatever the case scanners send.
    const scanned = await request.get(`/${mine.toUpperCase()}`, {
      headers: { 'User-Agent': PHONE_UA },
      maxRedirects: 0,
    });
    expect([scanned.status(), scanned.headers().location]).toEqual([
      302,
      'https://destination.example/short',
    ]);
  });
});
