import type { Locator, Page } from '@playwright/test';
import type { QrCodeDto } from '@qrpanel/contracts';
import { ACCOUNTS } from '../support/accounts';
import { apiAs, unique } from '../support/admin';
import {
  expect,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  signedInAs,
  test,
} from '../support/fixtures';
import { auth, createCode, decodePng, tokenOf, uniqueLabel, urlCode } from './qr-support';

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * Presses Tab until `target` has the focus: it is in the Tab order, at most `max` stops on.
 * There the focus must show: an outline or a ring a sighted keyboard user can follow.
 */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  // The target is looked up once (by role and name, a walk of the whole page), then each
  // stop asks only whether it has the focus; should the screen draw it anew, it is looked up again.
  let element = await target.elementHandle();
  for (let stops = 0; stops < max; stops += 1) {
    const [focused, connected] = await element.evaluate((el) => [
      el === document.activeElement,
      el.isConnected,
    ]);
    if (focused) break;
    if (!connected) {
      element = await target.elementHandle();
      continue;
    }
    await page.keyboard.press('Tab');
  }
  await element.dispose();
  await expect(target, `reached by Tab within ${max} stops`).toBeFocused();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    return (
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    );
  });
  expect(ring, 'the focus shows').toBe(true);
}

test.describe('by keyboard', () => {
  test.use({ storageState: signedInAs('user') });

  test('the first Tab offers to skip to the screen, and a navigation lands on its heading', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-card')).toHaveCount(4);
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).not.toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();

    await page.getByRole('link', { name: 'My QR Codes', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeFocused();
    await page.getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('by keyboard alone', () => {
  test('signs in, makes a code, downloads its PNG, and a closed dialog gives the focus back', async ({
    page,
    request,
  }) => {
    const owner = await registerFreshUser(request, 'Keyboard Owner');
    const label = uniqueLabel('Keyboard menu');
    const url = 'https://example.com/keyboard-menu';
    await page.goto('/login');
    await tabTo(page, page.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(owner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('stat-card')).toHaveCount(4);

    await tabTo(page, page.getByRole('link', { name: 'Create New QR', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Create New QR Code' })).toBeFocused();
    await tabTo(page, page.getByRole('textbox', { name: 'Label' }));
    await page.keyboard.type(label);
    await tabTo(page, page.getByRole('textbox', { name: 'Destination URL', exact: true }));
    await page.keyboard.type(url);
    await tabTo(page, page.getByRole('button', { name: 'Create QR Code' }), 120);
    await page.keyboard.press('Enter');
    await expectToast(page, 'QR Code created successfully!');
    await expect(page).toHaveURL(/\/my-qrcodes$/);

    const row = page.getByTestId('qr-row').filter({ hasText: label });
    await tabTo(page, row.getByRole('link', { name: 'View Details' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Download as PNG' }));
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`${label}.png`);
    // A new url code is dynamic: its picture holds its short link, which leads to the url.
    const uuid = /\/show-qrcode\/(\d+)/.exec(page.url())?.[1];
    const code = (await (
      await request.get(`/api/qrcodes/${uuid}`, { headers: auth(owner.token) })
    ).json()) as QrCodeDto;
    expect(code.data).toMatchObject({ url });
    expect(await decodePng(download)).toBe(code.encoded_payload);
    expect(code.encoded_payload).toMatch(new RegExp(`/qr-redirect/${code.uuid}$`));

    // A dialog closed by Escape hands the focus back to the button that opened it.
    await page.goto('/my-qrcodes');
    const remove = page
      .getByTestId('qr-row')
      .filter({ hasText: label })
      .getByRole('button', { name: 'Delete', exact: true });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(remove).toBeFocused();
  });

  test.describe('as a super admin', () => {
    test.use({ storageState: signedInAs('super_admin') });

    test("changes a user's role inline", async ({ page, request }) => {
      const user = await registerFreshUser(request, 'Keyboard Promoted');
      await page.goto('/admin/users');
      await tabTo(page, page.getByRole('textbox', { name: 'Search users' }));
      await page.keyboard.type(user.email);
      const row = page.getByTestId('user-row').filter({ hasText: user.email });
      await expect(page.getByTestId('user-row')).toHaveCount(1);
      await tabTo(page, row.getByRole('button', { name: 'Edit Role' }));
      await page.keyboard.press('Enter');
      await tabTo(page, row.getByRole('combobox', { name: `Role of ${user.name}` }));
      await page.keyboard.type('Administrator');
      await tabTo(page, row.getByRole('button', { name: 'Save role' }));
      await page.keyboard.press('Enter');
      await expectToast(page, 'User role updated successfully!');
      await expect(row.getByText('Administrator', { exact: true })).toBeVisible();
    });
  });
});

test.describe('the editors by keyboard alone', () => {
  // Long forms: a hundred Tab stops and more (36 s at most on a busy 2-core machine).
  test.setTimeout(120_000);

  test('the design panel (shape pickers, colour fields) and the rules editor', async ({ page, request }) => {
    const owner = await registerFreshUser(request, 'Keyboard Designer');
    const label = uniqueLabel('Keyboard design');
    await openSignedIn(page, owner, '/create-qrcode');
    await tabTo(page, page.getByRole('textbox', { name: 'Label' }));
    await page.keyboard.type(label);
    await tabTo(page, page.getByRole('textbox', { name: 'Destination URL', exact: true }));
    await page.keyboard.type('https://example.com/designed');

    // A shape picker is a radio group: the arrow keys move its choice.
    const dots = page.getByRole('radiogroup', { name: 'Dot Shape' });
    await tabTo(page, dots.getByRole('radio', { checked: true }), 120);
    await page.keyboard.press('ArrowRight');
    const rounded = dots.getByRole('radio', { name: 'Rounded', exact: true });
    await expect(rounded).toHaveAttribute('aria-checked', 'true');
    await expect(rounded).toBeFocused();
    // A colour field takes a typed colour.
    await tabTo(page, page.getByRole('textbox', { name: 'Foreground Color' }), 120);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('#1a237e');
    await page.keyboard.press('Escape');

    // The rules editor, under More options: add a rule, tick its condition, type where it sends.
    await tabTo(page, page.getByRole('button', { name: 'More options' }), 200);
    await page.keyboard.press('Enter');
    const smart = page.getByRole('region', { name: 'Smart routing' });
    await tabTo(page, smart.getByRole('button', { name: 'Add rule' }), 200);
    await page.keyboard.press('Enter');
    const rule = smart.getByRole('group', { name: 'Rule 1', exact: true });
    // From the button after the rules, round the page to the new rule above it.
    await tabTo(page, rule.getByRole('checkbox', { name: 'Android' }), 120);
    await page.keyboard.press('Space');
    await tabTo(page, rule.getByRole('textbox', { name: 'Rule 1 destination' }), 120);
    await page.keyboard.type('https://example.com/android');
    await tabTo(page, page.getByRole('button', { name: 'Create QR Code' }), 200);
    await page.keyboard.press('Enter');
    await expectToast(page, 'QR Code created successfully!');

    const mine = (await (
      await request.get('/api/qrcodes/my', { headers: auth(owner.token) })
    ).json()) as QrCodeDto[];
    const code = mine.find((c) => c.label === label);
    expect(code?.design?.dots.shape).toBe('rounded');
    expect(code?.design?.dots.color?.toLowerCase()).toBe('#1a237e');
    expect(code?.rules).toEqual([{ when: { os: ['android'] }, destination: 'https://example.com/android' }]);
  });

  test.describe('as an admin', () => {
    test.use({ storageState: signedInAs('admin') });

    test("a code's status and owner, changed inline in All QR Codes", async ({ page, request }) => {
      const label = uniqueLabel('Keyboard inline');
      await createCode(request, await tokenOf(request, 'user'), urlCode(label));
      await page.goto('/admin/qrcodes');
      await tabTo(page, page.getByRole('textbox', { name: /Search/ }));
      await page.keyboard.type(label);
      const row = page.getByTestId('qr-row').filter({ hasText: label });
      await expect(page.getByTestId('qr-row')).toHaveCount(1);

      await tabTo(page, row.getByRole('button', { name: `Active: change status of ${label}` }));
      await page.keyboard.press('Enter');
      const status = row.getByRole('combobox', { name: `Status for ${label}` });
      await tabTo(page, status);
      await status.press('ArrowDown');
      await expect(status).toHaveValue('paused');
      await tabTo(page, row.getByRole('button', { name: 'Save' }));
      await page.keyboard.press('Enter');
      await expectToast(page, 'QR Code status updated successfully!');
      await expect(row.getByText('Paused')).toBeVisible();

      await tabTo(
        page,
        row.getByRole('button', { name: `Reassign ${label}, assigned to ${ACCOUNTS.user.name}` }),
      );
      await page.keyboard.press('Enter');
      const owner = row.getByRole('combobox', { name: `Assign ${label} to` });
      await tabTo(page, owner);
      await owner.selectOption({ label: `${ACCOUNTS.admin.name} (${ACCOUNTS.admin.email})` });
      await tabTo(page, row.getByRole('button', { name: 'Save' }));
      await page.keyboard.press('Enter');
      await expectToast(page, 'QR Code reassigned successfully!');
      await expect(row).toContainText(ACCOUNTS.admin.name);
    });
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ storageState: signedInAs('user'), viewport: { width: 390, height: 844 } });

  test('the header keeps one line: name, upgrade icon, colour scheme and the account menu', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByTestId('stat-card')).toHaveCount(4);
    const header = page.locator('header');
    const box = (await header.boundingBox())!;
    for (const part of [
      page.getByTestId('app-name'),
      page.getByRole('link', { name: 'Upgrade Plan' }),
      page.getByRole('button', { name: /^Color scheme:/ }),
      page.getByRole('button', { name: 'Account menu' }),
    ]) {
      await expect(part).toBeInViewport();
      const partBox = (await part.boundingBox())!;
      expect(partBox.y + partBox.height).toBeLessThanOrEqual(box.y + box.height);
      expect(partBox.width).toBeGreaterThan(0);
    }
    for (const button of [
      page.getByRole('link', { name: 'Upgrade Plan' }),
      page.getByRole('button', { name: 'Account menu' }),
    ]) {
      const size = (await button.boundingBox())!;
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await scrollsSideways(page)).toBe(false);

    // The sidebar is a drawer, opened by the burger.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await expect(nav).not.toBeInViewport();
    expect(await scrollsSideways(page)).toBe(false);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('menu-greeting')).toHaveText(`Welcome, ${ACCOUNTS.user.name}`);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });
});

test.describe('tables on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the code list is a compact row per code: six or more on the first screen, actions behind one button', async ({
    page,
    request,
  }) => {
    const owner = await registerFreshUser(request, 'Phone Owner');
    const plan = await apiAs<{ id: number }>(request, 'super_admin', 'POST', '/plans', {
      name: unique('Phone plan'),
      price: 5,
      currency: 'USD',
      billing_interval: 'month',
      qr_code_limit: 0,
      scan_limit: 0,
      trial_period_days: 0,
    });
    await apiAs(request, 'super_admin', 'PUT', `/auth/users/${String(owner.user.id)}/assign-plan`, {
      planId: plan.id,
    });
    const labels: string[] = [];
    for (let n = 1; n <= 25; n += 1) {
      labels.push(uniqueLabel(`Phone menu ${n}`));
      await createCode(request, owner.token, urlCode(labels[n - 1]));
    }
    await openSignedIn(page, owner, '/my-qrcodes');
    const rows = page.getByTestId('qr-row');
    await expect(rows).toHaveCount(25);
    expect(await scrollsSideways(page)).toBe(false);
    // Whole rows on the first screen, each with its picture, label and scan address.
    let whole = 0;
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      if (box.y >= 0 && box.y + box.height <= 844) whole += 1;
    }
    expect(whole).toBeGreaterThanOrEqual(6);
    await screenshot(page, 'phone/code-list');
    const newest = rows.filter({ hasText: labels[24] });
    await expect(newest.getByTestId('qr-thumbnail')).toBeVisible();
    // Its short link: the shorter of its two scan addresses.
    await expect(newest).toContainText(/:\d+\/[2-9a-hjkmnp-z]{5}/);

    const actions = newest.getByRole('button', { name: `Actions for ${labels[24]}` });
    const box = (await actions.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await actions.click();
    for (const name of ['View Details', 'Edit', 'Delete']) {
      await expect(page.getByRole('menuitem', { name })).toBeInViewport();
    }
    await page.getByRole('menuitem', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: labels[24] })).toBeVisible();
    expect(await scrollsSideways(page)).toBe(false);
  });
});
