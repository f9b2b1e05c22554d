import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, createPlan, toast, unique } from '../support/admin';
import { expect, expectAccessible, registerFreshUser, signedInAs, test } from '../support/fixtures';

async function writeToTheAdministrator(request: APIRequestContext, subject: string, message: string) {
  const sender = await registerFreshUser(request, unique('Writer'));
  const response = await request.post('/api/contact', {
    headers: { Authorization: `Bearer ${sender.token}` },
    data: { subject, message },
  });
  expect(response.status()).toBe(201);
  return sender;
}

const unreadBadge = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByTestId('unread-count');

test.describe('contact inbox', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('admin') });

  // The sidebar's badge is for every admin journey after this one: leave nothing unread.
  test.afterAll(async ({ request }) => {
    const all = await apiAs<{ id: number; is_read: boolean }[]>(request, 'admin', 'GET', '/contact');
    for (const m of all.filter((m) => !m.is_read))
      await apiAs(request, 'admin', 'PATCH', `/contact/${m.id}/read`);
  });

  test('lists messages newest first with sender, subject and date; opening one marks it read', async ({
    page,
    request,
  }) => {
    const older = unique('Older question');
    const newer = unique('Newer question');
    await writeToTheAdministrator(request, older, 'Sent first.');
    const sender = await writeToTheAdministrator(request, newer, 'Sent second.\nOn two lines.');
    const { count } = await apiAs<{ count: number }>(request, 'admin', 'GET', '/contact/unread-count');
    expect(count).toBeGreaterThanOrEqual(2);

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    await expect(unreadBadge(page)).toHaveText(`${count} unread`);
    const items = page.getByTestId('message');
    await expect(items.first()).toContainText(newer);
    await expect(items.nth(1)).toContainText(older);
    const item = items.filter({ hasText: newer });
    await expect(item).toContainText(sender.name);
    await expect(item).toContainText(sender.email);
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await expect(item).toContainText(String(new Date().getFullYear()));
    await expectAccessible(page);

    await item.getByRole('button').click();
    await expect(item.getByText('On two lines.')).toBeVisible();
    await expect(item).toHaveAttribute('data-read', 'true');
    await expect(item.getByText('New', { exact: true })).toHaveCount(0);
    await expect(unreadBadge(page)).toHaveText(`${count - 1} unread`);
    await page.reload();
    await expect(page.getByTestId('message').filter({ hasText: newer })).toHaveAttribute('data-read', 'true');
  });
});

test.describe('payments', { tag: '@site-wide' }, () => {
  test.use({ storageState: signedInAs('super_admin') });

  let original: Record<string, unknown>;
  test.beforeAll(async ({ request }) => {
    original = await apiAs(request, 'admin', 'GET', '/settings');
    await apiAs(request, 'admin', 'PUT', '/settings', {
      payment_manual_enabled: true,
      payment_manual_instructions: 'Pay by bank transfer.',
    });
  });
  test.afterAll(async ({ request }) => {
    await apiAs(request, 'admin', 'PUT', '/settings', {
      payment_manual_enabled: original.payment_manual_enabled,
      payment_manual_instructions: original.payment_manual_instructions,
    });
  });

  async function pendingManualPayment(request: APIRequestContext) {
    const plan = await createPlan(request, unique('Manual plan'), 20);
    const buyer = await registerFreshUser(request, unique('Buyer'));
    const response = await request.post('/api/subscriptions/create-checkout-session', {
      headers: { Authorization: `Bearer ${buyer.token}` },
      data: { planId: plan.id, gateway: 'manual' },
    });
    expect(response.status()).toBe(201);
    return { plan, buyer };
  }

  test('approves a pending manual payment: the plan becomes the user’s', async ({ page, request }) => {
    const { plan, buyer } = await pendingManualPayment(request);
    await page.goto('/admin/payments');
    await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
    const row = page.getByTestId('payment-row').filter({ hasText: buyer.email });
    await expect(row).toContainText(plan.name);
    await expect(row).toContainText('20 USD/month');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Payment' });
    await expect(dialog).toContainText(buyer.name);
    await expect(dialog).toContainText(plan.name);
    await expect(dialog).toContainText('20 USD/month');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, 'Payment approved. The plan is now active.')).toBeVisible();
    await expect(row).toHaveCount(0);
    // The decision joins the history, with who made it.
    const decided = page.getByTestId('payment-decision-row').filter({ hasText: buyer.email });
    await expect(decided).toContainText('Approved');
    await expect(decided).toContainText(plan.name);
    await expectAccessible(page);

    await page.goto('/admin/users');
    await expect(
      page.getByTestId('user-row').filter({ hasText: buyer.email }).getByRole('cell', { name: plan.name }),
    ).toBeVisible();
  });

  test('rejects a pending manual payment after confirmation: the user keeps the Free Trial', async ({
    page,
    request,
  }) => {
    const { plan, buyer } = await pendingManualPayment(request);
    await page.goto('/admin/payments');
    const row = page.getByTestId('payment-row').filter({ hasText: buyer.email });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Payment' });
    await expect(dialog).toContainText(plan.name);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, 'Payment rejected.')).toBeVisible();
    await expect(row).toHaveCount(0);
    const users = await apiAs<{ email: string; plan_name: string }[]>(
      request,
      'super_admin',
      'GET',
      '/auth/users',
    );
    expect(users.find((u) => u.email === buyer.email)?.plan_name).toBe('Free Trial');
  });
});
