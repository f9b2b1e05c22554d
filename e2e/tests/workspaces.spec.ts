import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs, createPlan, unique } from '../support/admin';
import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  test,
} from '../support/fixtures';
import { settle } from '../support/screens';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const switcher = (page: Page) => page.getByTestId('workspace-switcher');

/** Opens the switcher's menu and follows one of its entries. */
async function fromSwitcher(page: Page, item: string | RegExp): Promise<void> {
  await switcher(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Makes a workspace from the switcher's "Create workspace". */
async function createWorkspace(page: Page, name: string): Promise<void> {
  await fromSwitcher(page, 'Create workspace');
  await page
    .getByRole('dialog', { name: 'Create workspace' })
    .getByRole('textbox', { name: 'Workspace name' })
    .fill(name);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
}

/** The visible controls smaller than a finger's 44 px (as the widths journey counts them). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'button, [role="button"], a.mantine-Button-root, select, input',
      ),
    ]
      .filter((el) => el.offsetParent !== null && !el.closest('[aria-hidden="true"], [hidden]'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.width < 44 || box.height < 44);
      })
      .map(
        (el) =>
          `${el.tagName} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`,
      ),
  );
}

/** Puts a user on a plan of its own, its workspaces open to any number of members. */
async function onTeamPlan(request: APIRequestContext, user: { user: Record<string, unknown> }) {
  const plan = await createPlan(request, unique('Team plan'));
  await apiAs(request, 'super_admin', 'PUT', `/auth/users/${String(user.user.id)}/assign-plan`, {
    planId: plan.id,
  });
}

/** A member's row on the members screen. */
const memberRow = (page: Page, email: string): Locator =>
  page.locator(`[data-testid="member-row"][data-email="${email}"]`);

test.describe('workspaces', () => {
  test('an owner invites a colleague from the members screen; the colleague joins by the link, is listed with the role, and switches', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await registerFreshUser(request, unique('Olga Owner'));
    const team = unique('Launch team');
    const colleague = {
      name: unique('Colin Colleague'),
      email: `colleague-${Date.now()}-${process.pid}@e2e.test`,
    };

    // Alone, the owner sees their own workspace's name and nothing more.
    await openSignedIn(page, owner, '/dashboard');
    await expect(switcher(page)).toHaveText(`${owner.name}'s workspace`);

    await createWorkspace(page, team);
    await expectToast(page, `Workspace ${team} created.`);
    await expect(switcher(page)).toContainText(team);
    await expect(switcher(page)).toContainText('Owner');

    await fromSwitcher(page, 'Members');
    await expect(page).toHaveURL(/\/workspace\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await field(page, 'Email address').fill(colleague.email);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
    // The Free Trial is for one person: the plan's limit says so.
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, 'You have reached the maximum number of members allowed on your current plan.');
    await onTeamPlan(request, owner);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expectToast(page, `Invitation sent to ${colleague.email}.`);
    const link = (await page.getByTestId('invitation-link').innerText()).trim();
    expect(link).toMatch(/\/invite\/[\w-]+$/);
    const pending = page.locator(`[data-testid="invitation-row"][data-email="${colleague.email}"]`);
    await expect(pending).toContainText('Editor');
    await expect(pending.getByRole('button', { name: `Copy link for ${colleague.email}` })).toBeVisible();

    // The colleague, in a browser of their own, opens the link and makes an account there.
    const theirs = await browser.newContext();
    const other = await theirs.newPage();
    await other.goto(link);
    await expect(other.getByText(`${owner.name} invited you to ${team} as an editor.`)).toBeVisible();
    await other.getByRole('button', { name: 'Create an account' }).click();
    await expect(field(other, 'Email')).toHaveValue(colleague.email);
    await field(other, 'Full Name').fill(colleague.name);
    await field(other, 'Password').fill('Colleague-password-1');
    await field(other, 'Confirm Password').fill('Colleague-password-1');
    // Made and joined at once: no second step to accept.
    await other.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(other, `You joined ${team}.`);
    await expect(other).toHaveURL(/\/dashboard$/);

    // They work in the workspace joined, as an editor: its members, and nothing to manage.
    await expect(switcher(other)).toContainText(team);
    await expect(switcher(other)).toContainText('Editor');
    await fromSwitcher(other, 'Members');
    await expect(memberRow(other, owner.email)).toContainText('Owner');
    await expect(memberRow(other, colleague.email)).toContainText('Editor');
    await expect(other.getByRole('combobox')).toHaveCount(0);
    await expect(other.getByRole('heading', { name: 'Invite a member' })).toHaveCount(0);

    // Their switcher lists both of their workspaces and switches to their own.
    await switcher(other).click();
    const joined = other.getByRole('menuitem', { name: team });
    const own = other.getByRole('menuitem', { name: `${colleague.name}'s workspace` });
    await expect(joined).toContainText('Editor');
    await expect(joined).toHaveAttribute('aria-current', 'true');
    await expect(own).toContainText('Owner');
    await screenshot(other, 'workspaces/switcher-menu');
    await own.click();
    await expect(switcher(other)).toContainText(`${colleague.name}'s workspace`);
    await expect(memberRow(other, colleague.email)).toBeVisible();
    await expect(memberRow(other, owner.email)).toHaveCount(0);
    // Kept in that browser for the next visit.
    await other.reload();
    await expect(switcher(other)).toContainText(`${colleague.name}'s workspace`);
    await expect(memberRow(other, colleague.email)).toBeVisible();
    await theirs.close();

    // The owner's members screen lists them with their role; the invitation is no longer open.
    await page.reload();
    await expect(page.getByRole('combobox', { name: `Role of ${colleague.name}` })).toHaveValue('editor');
    await expect(memberRow(page, colleague.email)).toContainText(colleague.email);
    await expect(pending).toHaveCount(0);
    await screenshot(page, 'workspaces/members');
  });

  test('an owner deletes a workspace once its name is typed, and works in their own again', async ({
    page,
    request,
  }) => {
    const owner = await registerFreshUser(request, unique('Dora Deleter'));
    const team = unique('Short-lived team');
    await openSignedIn(page, owner, '/dashboard');
    await createWorkspace(page, team);
    await expect(switcher(page)).toContainText(team);

    await fromSwitcher(page, 'Workspace settings');
    await page.getByRole('button', { name: 'Delete workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete workspace' });
    const confirm = dialog.getByRole('button', { name: 'Delete workspace' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: `Type ${team} to confirm` }).fill(team);
    await confirm.click();
    await expectToast(page, `${team} was deleted.`);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(switcher(page)).toHaveText(`${owner.name}'s workspace`);
    // Their own, now their only one, cannot be deleted.
    await fromSwitcher(page, 'Workspace settings');
    await expect(
      page.getByText('This is your only workspace: create another one before you delete it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  });

  test('the workspace screens fit a phone, in Spanish and dark, and pass axe', async ({
    browser,
    request,
  }) => {
    const owner = await registerFreshUser(request, unique('Paula Phone'));
    await onTeamPlan(request, owner);
    const context = await browser.newContext({
      locale: 'es-ES',
      colorScheme: 'dark',
      viewport: { width: 360, height: 800 },
    });
    const page = await context.newPage();
    await openSignedIn(page, owner, '/workspace/members');
    await settle(page);
    await field(page, 'Correo electrónico').fill(`phone-invitee-${Date.now()}@e2e.test`);
    await page.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(page.getByTestId('invitation-link')).toBeVisible();
    for (const path of ['/workspace/members', '/workspace']) {
      if (path !== '/workspace/members') await page.goto(path);
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll, `${path} scrolls sideways`).toBeLessThanOrEqual(360);
      expect(await smallTargets(page)).toEqual([]);
      await expectAccessible(page);
      await screenshot(page, `workspaces/phone-dark-es${path.replaceAll('/', '-')}`);
    }
    await expect(page.getByRole('heading', { level: 1, name: `${owner.name}'s workspace` })).toBeVisible();
    await expect(page.getByText('Tu rol: Propietario')).toBeVisible();
    await context.close();
  });
});
