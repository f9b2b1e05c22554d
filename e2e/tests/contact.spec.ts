import type { Page } from '@playwright/test';
import type { ContactMessageDto } from '@qrpanel/contracts';
import { ACCOUNTS } from '../support/accounts';
import { apiAs, unique } from '../support/admin';
import { expect, expectToast, signedInAs, test } from '../support/fixtures';
import { forceFailure, holdBack } from '../support/forced-failures';

const SUBJECT = 'Billing question';

const subject = (page: Page) => page.getByRole('textbox', { name: 'Subject' });
const message = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The contact calls the page makes. */
function contactCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/contact') calls.push(r.method());
  });
  return calls;
}

test.describe('contact', () => {
  test.use({ storageState: signedInAs('user') });

  // The admins' unread badge is for the journeys after this one: leave this journey's messages read.
  test.afterAll(async ({ request }) => {
    const inbox = await apiAs<ContactMessageDto[]>(request, 'admin', 'GET', '/contact');
    const mine = inbox.filter(
      (m) => !m.is_read && m.sender_email === ACCOUNTS.user.email && m.subject.startsWith(SUBJECT),
    );
    for (const m of mine) await apiAs(request, 'admin', 'PATCH', `/contact/${m.id}/read`);
  });

  test('requires subject and message, highlighting both, without sending', async ({ page }) => {
    const calls = contactCalls(page);
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
    expect(calls).toEqual([]);
  });

  test('sends the trimmed message, says so and clears the form; the message reaches the admin inbox', async ({
    page,
    request,
  }) => {
    const title = unique(SUBJECT);
    const sending = await holdBack(page, 'POST', '**/api/contact');
    await page.goto('/contact');
    await subject(page).fill(`  ${title} `);
    await message(page).fill('  How do I change my plan?\nBefore the end of the month.  ');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    sending.release();
    await expectToast(page, 'Your message has been sent successfully!');
    await expect(subject(page)).toHaveValue('');
    await expect(message(page)).toHaveValue('');

    const inbox = await apiAs<ContactMessageDto[]>(request, 'admin', 'GET', '/contact');
    const received = inbox.filter((m) => m.subject === title);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      subject: title,
      message: 'How do I change my plan?\nBefore the end of the month.',
      sender_name: ACCOUNTS.user.name,
      sender_email: ACCOUNTS.user.email,
      is_read: false,
    });
  });

  test('says the message could not be sent when the call fails', async ({ page, request }) => {
    const title = unique('Lost message');
    const failed = await forceFailure(page, 'POST', '**/api/contact', 500);
    await page.goto('/contact');
    await subject(page).fill(title);
    await message(page).fill('World');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Failed to send message. Please try again later.');
    await expect(subject(page)).toHaveValue(title);
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(failed.count()).toBe(1);
    const inbox = await apiAs<ContactMessageDto[]>(request, 'admin', 'GET', '/contact');
    expect(inbox.some((m) => m.subject === title)).toBe(false);
  });
});
