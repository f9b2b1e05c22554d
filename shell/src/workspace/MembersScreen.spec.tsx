import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, notifications, reloadWorkspaceChoice, setSession } from '@qrpanel/web';
import { WORKSPACE_MESSAGES, type WorkspaceDto, type WorkspaceRole } from '@qrpanel/contracts';
import { fakeApi, renderAt, sentBody, testUser, type FakeReply } from '../testing/render';
import { MembersScreen } from './MembersScreen';

const ME = testUser({ id: 4, name: 'Ann', created_at: '2026-01-01T00:00:00.000Z' });
const team = (role: WorkspaceRole): WorkspaceDto => ({
  id: 7,
  name: 'Marketing',
  role,
  members: 3,
  plan_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  current: false,
  time_zone: null,
  analytics_time_zone: 'UTC',
  require_2fa: false,
});
const member = (user_id: number, name: string, role: WorkspaceRole) => ({
  user_id,
  name,
  email: `${name.toLowerCase()}@x.test`,
  role,
  joined_at: '2026-02-03T10:00:00.000Z',
});
const MEMBERS = [member(4, 'Ann', 'owner'), member(5, 'Bob', 'admin'), member(6, 'Cy', 'viewer')];
const invitation = (id: number, email: string, status: string) => ({
  id,
  email,
  role: 'editor',
  status,
  invited_by: 'Ann',
  expires_at: '2026-03-10T10:00:00.000Z',
  created_at: '2026-03-03T10:00:00.000Z',
});
const LINK = 'http://panel.test/invite/tok-new';
/** What the page put on the clipboard (the browser's, not ours: jsdom has none). */
const writeText = jest.fn((_text: string) => Promise.resolve());

function renderMembers(role: WorkspaceRole, replies: Record<string, FakeReply> = {}) {
  setSession({ token: 't', user: ME });
  const calls = fakeApi({
    'GET /api/workspaces': { body: [team(role)] },
    'GET /api/workspaces/7/members': { body: MEMBERS },
    'GET /api/workspaces/7/invitations': {
      body: [invitation(2, 'dee@x.test', 'pending'), invitation(1, 'old@x.test', 'accepted')],
    },
    ...replies,
  });
  renderAt('/workspace/members', { '/workspace/members': <MembersScreen /> });
  return calls;
}

const row = (email: string) =>
  screen.getAllByTestId(/-row$/).find((r) => r.getAttribute('data-email') === email) as HTMLElement;
const callsTo = (calls: jest.Mock, method: string, url: string) =>
  calls.mock.calls.flatMap(([u, init], i) =>
    u === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method ? [i] : [],
  );

describe('the members screen', () => {
  beforeEach(() => {
    reloadWorkspaceChoice();
    writeText.mockClear();
    Object.assign(navigator, { clipboard: { writeText } });
  });
  afterEach(() =>
    act(() => {
      clearSession();
      notifications.clean();
      notifications.cleanQueue();
    }),
  );

  it("says how many of the plan's seats are taken, and when none is left, how to get more instead of a form that fails", async () => {
    renderMembers('owner', { 'GET /api/workspaces/7/seats': { body: { taken: 4, limit: 5 } } });
    expect(await screen.findByText('4 of 5 seats taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  });

  it.each([
    ['an owner', 'owner', true],
    ['an admin', 'admin', false],
  ] as const)(
    'tells %s that every seat is taken, with the upgrade for owners only',
    async (_who, role, upgrade) => {
      renderMembers(role, { 'GET /api/workspaces/7/seats': { body: { taken: 4, limit: 4 } } });
      expect(await screen.findByText('4 of 4 seats taken')).toBeInTheDocument();
      expect(screen.getByText(/Every seat of this workspace's plan is taken/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
      if (upgrade)
        expect(screen.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/pricing');
      else {
        expect(screen.queryByRole('link', { name: 'Upgrade Plan' })).not.toBeInTheDocument();
        expect(screen.getByText(/An owner of the workspace can upgrade its plan\./)).toBeInTheDocument();
      }
    },
  );

  it('gives an owner the roles to change, members to remove, the invite form and the open invitations', async () => {
    renderMembers('owner');
    expect(await screen.findByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Role of Bob' })).toHaveValue('admin');
    expect(screen.getByRole('combobox', { name: 'Role of Cy' })).toHaveValue('viewer');
    const roles = within(screen.getByRole('combobox', { name: 'Role of Cy' })).getAllByRole('option');
    expect(roles.map((o) => o.textContent)).toEqual(['Owner', 'Admin', 'Editor', 'Viewer']);
    expect(within(row('bob@x.test')).getByRole('button', { name: 'Remove Bob' })).toBeInTheDocument();
    // One does not remove oneself here: leaving is on the workspace's page.
    expect(within(row('ann@x.test')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite a member' })).toBeInTheDocument();
    expect(await screen.findByText('dee@x.test')).toBeInTheDocument();
    // Used invitations are not open ones.
    expect(screen.queryByText('old@x.test')).not.toBeInTheDocument();
    // The list answers no link: there is none to copy until one is made.
    expect(within(row('dee@x.test')).queryByRole('button', { name: /Copy link/ })).not.toBeInTheDocument();
  });

  it('shows an admin no owner to touch and no owner to make', async () => {
    renderMembers('admin');
    expect(await screen.findByRole('combobox', { name: 'Role of Cy' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Ann' })).not.toBeInTheDocument();
    expect(within(row('ann@x.test')).getByText('Owner')).toBeInTheDocument();
    const roles = within(screen.getByRole('combobox', { name: 'Role of Cy' })).getAllByRole('option');
    expect(roles.map((o) => o.textContent)).toEqual(['Admin', 'Editor', 'Viewer']);
    expect(
      within(screen.getByRole('combobox', { name: 'Role' })).queryByText('Owner'),
    ).not.toBeInTheDocument();
  });

  it.each([
    ['a viewer', 'viewer'],
    ['an editor', 'editor'],
  ] as const)('shows %s the list only', async (_who, role) => {
    const calls = renderMembers(role);
    expect(await screen.findByText('bob@x.test')).toBeInTheDocument();
    expect(within(row('bob@x.test')).getByText('Admin')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).not.toBeInTheDocument();
    expect(callsTo(calls, 'GET', '/api/workspaces/7/invitations')).toEqual([]);
  });

  it("changes a role at once, and shows the api's message when it keeps the last owner", async () => {
    const calls = renderMembers('owner', {
      'PATCH /api/workspaces/7/members/6': { status: 204 },
      'PATCH /api/workspaces/7/members/4': {
        status: 409,
        body: { statusCode: 409, message: WORKSPACE_MESSAGES.lastOwner, error: 'Conflict' },
      },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Cy' }), 'editor');
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/workspaces/7/members/6')).toHaveLength(1));
    expect(sentBody(calls, callsTo(calls, 'PATCH', '/api/workspaces/7/members/6')[0])).toEqual({
      role: 'editor',
    });
    expect(await screen.findByText('Cy is now: Editor.')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role of Ann' }), 'admin');
    expect(await screen.findByText(WORKSPACE_MESSAGES.lastOwner)).toBeInTheDocument();
    // The list shows the role as it is.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Ann' })).toHaveValue('owner'));
  });

  it('removes a member once asked', async () => {
    const calls = renderMembers('owner', { 'DELETE /api/workspaces/7/members/5': { status: 204 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Bob' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(dialog).toHaveTextContent('Remove Bob from Marketing?');
    expect(callsTo(calls, 'DELETE', '/api/workspaces/7/members/5')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/workspaces/7/members/5')).toHaveLength(1));
    expect(await screen.findByText('Bob was removed from the workspace.')).toBeInTheDocument();
  });

  it('invites by email and role, and shows the link made, to copy', async () => {
    const calls = renderMembers('owner', {
      'POST /api/workspaces/7/invitations': {
        status: 201,
        body: { ...invitation(9, 'eve@x.test', 'pending'), role: 'viewer', link: LINK },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), ' eve@x.test ');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'viewer');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByTestId('invitation-link')).toHaveTextContent(LINK);
    const post = callsTo(calls, 'POST', '/api/workspaces/7/invitations');
    expect(sentBody(calls, post[0])).toEqual({ email: 'eve@x.test', role: 'viewer' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    await userEvent.click(
      within(screen.getByTestId('invitation-made')).getByRole('button', { name: 'Copy link' }),
    );
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
  });

  it("shows the api's message when the address is already invited", async () => {
    renderMembers('owner', {
      'POST /api/workspaces/7/invitations': {
        status: 409,
        body: { statusCode: 409, message: WORKSPACE_MESSAGES.alreadyInvited, error: 'Conflict' },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'dee@x.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(WORKSPACE_MESSAGES.alreadyInvited)).toBeInTheDocument();
    expect(screen.queryByTestId('invitation-link')).not.toBeInTheDocument();
  });

  it("keeps the address typed when the plan's member limit refuses it", async () => {
    renderMembers('owner', {
      'POST /api/workspaces/7/invitations': {
        status: 403,
        body: { statusCode: 403, message: WORKSPACE_MESSAGES.memberLimit, error: 'Forbidden' },
      },
    });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'dee@x.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(WORKSPACE_MESSAGES.memberLimit)).toBeInTheDocument();
    expect(email).toHaveValue('dee@x.test');
  });

  it('resends an invitation with a new link to copy, and revokes one once asked', async () => {
    const calls = renderMembers('owner', {
      'POST /api/workspaces/7/invitations/2/resend': {
        body: { ...invitation(2, 'dee@x.test', 'pending'), link: LINK },
      },
      'DELETE /api/workspaces/7/invitations/2': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Resend to dee@x.test' }));
    await userEvent.click(
      await within(row('dee@x.test')).findByRole('button', { name: 'Copy link for dee@x.test' }),
    );
    expect(writeText).toHaveBeenCalledWith(LINK);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke the invitation for dee@x.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/workspaces/7/invitations/2')).toHaveLength(1));
    expect(await screen.findByText('The invitation for dee@x.test was revoked.')).toBeInTheDocument();
  });
});
