import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  chooseWorkspace,
  clearSession,
  notifications,
  reloadWorkspaceChoice,
  setSession,
} from '@qrpanel/web';
import { WORKSPACE_MESSAGES, type WorkspaceDto, type WorkspaceRole } from '@qrpanel/contracts';
import { fakeApi, renderAt, sentBody, testUser, type FakeReply } from '../testing/render';
import { WorkspaceScreen } from './WorkspaceScreen';

const ME = testUser({ id: 4, name: 'Ann', created_at: '2026-01-01T00:00:00.000Z' });
const team = (role: WorkspaceRole, members = 2): WorkspaceDto => ({
  id: 7,
  name: 'Marketing',
  role,
  members,
  plan_id: null,
  created_at: '2026-01-01T00:00:00.000Z',
  current: false,
  time_zone: null,
  analytics_time_zone: 'Asia/Tokyo',
  require_2fa: false,
});
const member = (user_id: number, name: string, role: WorkspaceRole) => ({
  user_id,
  name,
  email: `${name.toLowerCase()}@x.test`,
  role,
  joined_at: '2026-02-03T10:00:00.000Z',
});

function renderWorkspace(
  role: WorkspaceRole,
  members: ReturnType<typeof member>[],
  replies: Record<string, FakeReply> = {},
) {
  setSession({ token: 't', user: ME });
  const calls = fakeApi({
    'GET /api/workspaces': { body: [team(role, members.length)] },
    'GET /api/workspaces/7/members': { body: members },
    ...replies,
  });
  renderAt('/workspace', {
    '/workspace': <WorkspaceScreen />,
    '/workspace/members': <h1>Members screen</h1>,
    '/dashboard': <h1>Dashboard</h1>,
  });
  return calls;
}

const callsTo = (calls: jest.Mock, method: string, url: string) =>
  calls.mock.calls.flatMap(([u, init], i) =>
    u === url && ((init as RequestInit | undefined)?.method ?? 'GET') === method ? [i] : [],
  );

describe('the workspace screen', () => {
  beforeEach(() => reloadWorkspaceChoice());
  afterEach(() =>
    act(() => {
      clearSession();
      notifications.clean();
      notifications.cleanQueue();
    }),
  );

  it("shows the workspace's name and one's role, renamed by an owner", async () => {
    const calls = renderWorkspace('owner', [member(4, 'Ann', 'owner'), member(5, 'Bob', 'editor')], {
      'PATCH /api/workspaces/7': { body: { ...team('owner'), name: 'Growth' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByText('Your role: Owner')).toBeInTheDocument();
    expect(screen.getByText('2 members')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Workspace name' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Workspace name is required.')).toBeInTheDocument();
    await userEvent.type(name, 'Growth');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Workspace renamed.')).toBeInTheDocument();
    expect(sentBody(calls, callsTo(calls, 'PATCH', '/api/workspaces/7')[0])).toEqual({ name: 'Growth' });
    // One's only workspace: deleting it is not offered, and why is said.
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('This is your only workspace: create another one before you delete it.'),
    ).toBeInTheDocument();
  });

  it('tells the only owner to make another owner before leaving, and offers the hand-over', async () => {
    const calls = renderWorkspace('owner', [member(4, 'Ann', 'owner'), member(5, 'Bob', 'editor')], {
      'POST /api/workspaces/7/transfer': { status: 204 },
    });
    expect(
      await screen.findByText(
        'You are the only owner of this workspace: make another member an owner before you leave it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave workspace' })).not.toBeInTheDocument();

    const transfer = screen.getByRole('button', { name: 'Transfer ownership' });
    expect(transfer).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'New owner' }), '5');
    await userEvent.click(transfer);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer ownership' });
    expect(dialog).toHaveTextContent('Make Bob an owner of Marketing? You will become an admin.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer ownership' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/workspaces/7/transfer')).toHaveLength(1));
    expect(sentBody(calls, callsTo(calls, 'POST', '/api/workspaces/7/transfer')[0])).toEqual({ userId: 5 });
    expect(await screen.findByText('Bob is now an owner of Marketing.')).toBeInTheDocument();
  });

  it('shows a viewer the workspace without a rename or a hand-over, and leaves it once asked', async () => {
    const calls = renderWorkspace('viewer', [member(5, 'Bob', 'owner'), member(4, 'Ann', 'viewer')], {
      'POST /api/workspaces/7/leave': { status: 204 },
    });
    expect(await screen.findByText('Your role: Viewer')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Workspace name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Analytics time zone/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transfer ownership' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View members' })).toHaveAttribute('href', '/workspace/members');

    await userEvent.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave workspace' });
    expect(callsTo(calls, 'POST', '/api/workspaces/7/leave')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/workspaces/7/leave')).toHaveLength(1);
    expect(await screen.findByText('You left Marketing.')).toBeInTheDocument();
  });

  it('deletes the workspace once its name is typed, then shows the dashboard', async () => {
    const own: WorkspaceDto = { ...team('owner', 1), id: 3, name: "Ann's workspace" };
    const calls = renderWorkspace('owner', [member(4, 'Ann', 'owner'), member(5, 'Bob', 'viewer')], {
      'GET /api/workspaces': { body: [own, { ...team('owner'), created_at: '2026-03-01T00:00:00.000Z' }] },
      'DELETE /api/workspaces/7': { status: 204 },
    });
    act(() => chooseWorkspace(ME.id, 7));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete workspace' });
    expect(dialog).toHaveTextContent('Delete Marketing? Its members lose access');
    const confirm = within(dialog).getByRole('button', { name: 'Delete workspace' });
    const typed = within(dialog).getByRole('textbox', { name: 'Type Marketing to confirm' });
    await userEvent.type(typed, 'marketing');
    expect(confirm).toBeDisabled();
    await userEvent.clear(typed);
    await userEvent.type(typed, 'Marketing{Enter}');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/workspaces/7')).toHaveLength(1);
    expect(await screen.findByText('Marketing was deleted.')).toBeInTheDocument();
  });

  it("sets the workspace's analytics time zone, and puts its maker's back", async () => {
    const calls = renderWorkspace('admin', [member(5, 'Bob', 'owner'), member(4, 'Ann', 'admin')], {
      'PATCH /api/workspaces/7': {
        body: { ...team('admin'), time_zone: 'Europe/Paris', analytics_time_zone: 'Europe/Paris' },
      },
    });
    const zone = await screen.findByRole('combobox', { name: /Analytics time zone/ });
    expect(zone).toHaveValue('');
    expect(within(zone).getByRole('option', { selected: true })).toHaveTextContent(
      "As in its maker's profile (Asia/Tokyo)",
    );
    await userEvent.selectOptions(zone, 'Europe/Paris');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Time zone saved.')).toBeInTheDocument();
    expect(sentBody(calls, callsTo(calls, 'PATCH', '/api/workspaces/7')[0])).toEqual({
      time_zone: 'Europe/Paris',
    });
    expect(zone).toHaveValue('Europe/Paris');
    await userEvent.selectOptions(zone, '');
    await userEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    await waitFor(() => expect(callsTo(calls, 'PATCH', '/api/workspaces/7')).toHaveLength(2));
    expect(sentBody(calls, callsTo(calls, 'PATCH', '/api/workspaces/7')[1])).toEqual({ time_zone: null });
  });

  it('lets an owner require two-factor authentication of every member', async () => {
    const calls = renderWorkspace('owner', [member(4, 'Ann', 'owner'), member(5, 'Bob', 'editor')], {
      'PATCH /api/workspaces/7': { body: { ...team('owner'), require_2fa: true } },
    });
    const required = await screen.findByRole('switch', {
      name: 'Require two-factor authentication of every member',
    });
    expect(required).not.toBeChecked();
    await userEvent.click(required);
    expect(
      await screen.findByText('Two-factor authentication is now required of every member.'),
    ).toBeInTheDocument();
    expect(sentBody(calls, callsTo(calls, 'PATCH', '/api/workspaces/7')[0])).toEqual({ require_2fa: true });
    expect(required).toBeChecked();
  });

  it('offers no deletion to an admin', async () => {
    renderWorkspace('admin', [member(5, 'Bob', 'owner'), member(4, 'Ann', 'admin')]);
    expect(await screen.findByText('Your role: Admin')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /two-factor/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delete workspace' })).not.toBeInTheDocument();
  });

  it("shows the api's message when it refuses the leaving", async () => {
    renderWorkspace('owner', [member(4, 'Ann', 'owner'), member(5, 'Bob', 'owner')], {
      'POST /api/workspaces/7/leave': {
        status: 409,
        body: { statusCode: 409, message: WORKSPACE_MESSAGES.lastOwner, error: 'Conflict' },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave workspace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect(await screen.findByText(WORKSPACE_MESSAGES.lastOwner)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
  });
});
