import type { Page } from '@playwright/test';
import { expect, expectToast, signedInAs, test } from '../support/fixtures';
import { errorBody, fakeContact } from '../support/pending-api';

// Pending api: POST /api/contact.
const subject = (page: Page) => page.getByRole('textbox', { name: 'Subject' });
const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });

test.describe('contact', () => {
  test.use({ storageState: signedInAs('user') });

  test('requires subject and message, highlighting both, without sending', async ({ page }) => {
    const received = await fakeContact(page, { status: 201, body: { id: 1 } });
    await page.goto('/contact');
    await expect(page.getByRole('heading', { name: 'Contact Administrator' })).toBeVisible();
    await subject(page).fill('   ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Subject is required.')).toBeVisible();
    await expect(page.getByText('Message is required.')).toBeVisible();
    await expectToast(page, 'Please fill all required fields.');
    await expect(subject(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(message(page)).toHaveAttribute('aria-invalid', 'true');
    const border = await subject(page).evaluate((el) => getComputedStyle(el).borderColor);
    expect(border).toMatch(/rgb\((2\d\d|1[5-9]\d), \d{1,2}, \d{1,2}\)/);
    expect(received).toHaveLength(0);
  });

  test('sends the trimmed message, says so and clears the form', async ({ page }) => {
    const received = await fakeContact(page, { status: 201, body: { id: 1 }, delayMs: 1500 });
    await page.goto('/contact');
    await subject(page).fill('  Billing question ');
    await message(page).fill('  How do I change my plan?  ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expectToast(page, 'Your message has been sent successfully!');
    expect(received[0].postDataJSON()).toEqual({
      subject: 'Billing question',
      message: 'How do I change my plan?',
    });
    await expect(subject(page)).toHaveValue('');
    await expect(message(page)).toHaveValue('');
  });

  test('says the message could not be sent when the call fails', async ({ page }) => {
    await fakeContact(page, { status: 500, body: errorBody(500) });
    await page.goto('/contact');
    await subject(page).fill('Hello');
    await message(page).fill('World');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Failed to send message. Please try again later.');
    await expect(subject(page)).toHaveValue('Hello');
  });
});
