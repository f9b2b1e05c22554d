import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs, createPlan, unique } from '../support/admin';
import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  signedInAs,
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
/**
 * Puts a workspace on a plan with seats (a super_admin gives it, as an owner's payment
 * would): the user's personal workspace, or the one named by id.
 */
async function onTeamPlan(
  request: APIRequestContext,
  user: { user: Record<string, unknown> },
  workspaceId?: number,
) {
  const plan = await createPlan(request, unique('Team plan'));
  const path =
    workspaceId === undefined
      ? `/auth/users/${String(user.user.id)}/assign-plan`
      : `/workspaces/${workspaceId}/plan`;
  await apiAs(request, 'super_admin', 'PUT', path, { planId: plan.id });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A workspace made through the api; answers its id. */
async function workspaceVia(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.post('/api/workspaces', { headers: bearer(token), data: { name } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** A dynamic url code made in a workspace through the api. */
async function codeIn(request: APIRequestContext, token: string, workspaceId: number, label: string) {
  const res = await request.post('/api/qrcodes', {
    headers: { ...bearer(token), 'X-Workspace-Id': String(workspaceId) },
    data: { label, type: 'url', generation_type: 'dynamic', data: { url: 'https://example.com/menu' } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; uuid: string; label: string };
}

/** The id of one of the caller's workspaces, by name. */
async function workspaceNamed(request: APIRequestContext, token: string, name: string): Promise<number> {
  const res = await request.get('/api/workspaces', { headers: bearer(token) });
  const found = ((await res.json()) as { id: number; name: string }[]).find((w) => w.name === name);
  expect(found, `a workspace named ${name}`).toBeDefined();
  return found!.id;
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
    // The Free Trial is for one person: the screen says so before anything is typed, with
    // the way to a bigger plan.
    await expect(page.getByText('1 of 1 seats taken')).toBeVisible();
    await expect(page.getByText(/Every seat of this workspace's plan is taken/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade Plan' }).last()).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
    await onTeamPlan(request, owner, await workspaceNamed(request, owner.token, team));
    await page.reload();
    await field(page, 'Email address').fill(colleague.email);
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor');
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

    // The team's codes are theirs to edit: the one the owner made is on their list.
    const teamCode = await codeIn(
      request,
      owner.token,
      await workspaceNamed(request, owner.token, team),
      'Launch menu',
    );
    await other.goto('/my-qrcodes');
    await other
      .locator(`[data-testid="qr-row"][data-uuid="${teamCode.uuid}"]`)
      .getByRole('link', { name: 'Edit' })
      .click();
    await field(other, 'Label').fill('Launch menu, spring');
    await other.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(other, 'QR Code updated successfully!');
    await other.goto('/my-qrcodes');
    await expect(other.locator(`[data-testid="qr-row"][data-uuid="${teamCode.uuid}"]`)).toContainText(
      'Launch menu, spring',
    );

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
    // The list follows: their own workspace has no codes.
    await expect(other.getByText('No QR codes found.')).toBeVisible();
    await expect(other.getByTestId('qr-row')).toHaveCount(0);
    await other.goto('/workspace/members');
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

  test("a viewer reads the team's codes and finds no way to change them", async ({ page, request }) => {
    const owner = await registerFreshUser(request, unique('Vera Owner'));
    const team = unique('Readers team');
    const teamId = await workspaceVia(request, owner.token, team);
    await onTeamPlan(request, owner, teamId);
    const code = await codeIn(request, owner.token, teamId, unique('Price list'));
    const invited = await request.post(`/api/workspaces/${teamId}/invitations`, {
      headers: bearer(owner.token),
      data: { email: `viewer-${Date.now()}-${process.pid}@e2e.test`, role: 'viewer' },
    });
    expect(invited.status()).toBe(201);
    const link = ((await invited.json()) as { link: string }).link;
    const joined = await request.post(`/api/invitations/${link.split('/invite/')[1]}/register`, {
      data: { name: unique('Victor Viewer'), password: 'Viewer-password-1' },
    });
    expect(joined.status()).toBe(201);
    const viewer = (await joined.json()) as { token: string; user: { id: number } };

    await openSignedIn(page, viewer, '/dashboard');
    await fromSwitcher(page, new RegExp(team));
    await expect(switcher(page)).toContainText('Viewer');
    await page.goto('/my-qrcodes');
    const row = page.locator(`[data-testid="qr-row"][data-uuid="${code.uuid}"]`);
    await expect(row).toContainText(code.label);
    await expect(row.getByRole('link', { name: 'View Details' })).toBeVisible();
    for (const name of ['Edit', 'Delete'])
      await expect(row.getByRole('link', { name }).or(row.getByRole('button', { name }))).toHaveCount(0);
    // Nothing offers to make a code: not the list, not the sidebar.
    for (const name of ['Create New', 'Import CSV', 'Create New QR'])
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await row.getByRole('link', { name: 'View Details' }).click();
    await expect(page.getByRole('heading', { level: 1, name: code.label })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    // The api refuses it anyway.
    const refused = await request.delete(`/api/qrcodes/${code.id}`, {
      headers: { ...bearer(viewer.token), 'X-Workspace-Id': String(teamId) },
    });
    expect(refused.status()).toBe(403);

    // Owners pay for a workspace: the pricing page tells the viewer so, with nothing to press.
    await page.goto('/pricing');
    await expect(page.getByText('Only an owner of this workspace can change its plan.')).toBeVisible();
    const choose = page.getByRole('button', { name: 'Choose Plan' });
    for (const button of await choose.all()) await expect(button).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
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

test.describe('workspaces for the platform', () => {
  test.use({ storageState: signedInAs('super_admin') });

  test("a super_admin finds a team's workspace, sees its owner, members, plan and codes, and gives it a plan of its own", async ({
    page,
    request,
  }) => {
    const owner = await registerFreshUser(request, unique('Wanda Owner'));
    const team = unique('Platform view team');
    const teamId = await workspaceVia(request, owner.token, team);
    await codeIn(request, owner.token, teamId, 'Menu');
    const plan = await createPlan(request, unique('Team plan'));

    await page.goto('/admin/workspaces');
    await expect(page.getByRole('heading', { level: 1, name: 'Workspaces' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search workspaces' }).fill(team);
    const row = page.locator(`[data-testid="workspace-row"][data-id="${teamId}"]`);
    await expect(row).toContainText(owner.email);
    await expect(row.locator('td').nth(2)).toHaveText('1');
    await expect(row.locator('td').nth(3)).toHaveText('Free Trial');
    await expect(row.locator('td').nth(4)).toHaveText('1');
    await expect(page.getByTestId('workspace-row')).toHaveCount(1);

    await row.getByRole('button', { name: 'Set plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Workspace plan' });
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption({ label: plan.name });
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    await expectToast(page, 'Workspace plan saved.');
    await expect(row.locator('td').nth(3)).toHaveText(`${plan.name}Its own plan`);
    await expectAccessible(page);
  });
});
