import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, clearSession, reloadWorkspaceChoice, setSession, WORKSPACE_KEY_PREFIX } from '@qrpanel/web';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { fakeApi, renderAt, sentBody, testUser, type FakeReply } from '../testing/render';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

const USER = testUser({ id: 4, created_at: '2026-02-01T12:00:00.000Z' });
const workspace = (changes: Partial<WorkspaceDto>): WorkspaceDto => ({
  id: 1,
  name: "Ann's workspace",
  role: 'owner',
  members: 1,
  plan_id: null,
  created_at: '2026-02-01T12:00:00.000Z',
  current: false,
  time_zone: null,
  analytics_time_zone: 'UTC',
  require_2fa: false,
  ...changes,
});
// A team made before Ann's account, which she joined as an editor; her own, made with it.
const TEAM = workspace({
  id: 3,
  name: 'Marketing',
  role: 'editor',
  members: 4,
  created_at: '2026-01-10T09:00:00.000Z',
});
const OWN = workspace({ id: 8 });

function renderSwitcher(replies: Record<string, FakeReply>) {
  setSession({ token: 't', user: USER });
  const calls = fakeApi(replies);
  renderAt('/dashboard', {
    '/dashboard': <WorkspaceSwitcher onNavigate={() => undefined} />,
    '/workspace': <h1>Workspace settings screen</h1>,
  });
  return calls;
}

const switcher = () => screen.findByTestId('workspace-switcher');

describe('the workspace switcher', () => {
  beforeEach(() => reloadWorkspaceChoice());
  afterEach(() => act(() => clearSession()));

  it('shows a person alone only their workspace’s name, and offers to create one', async () => {
    renderSwitcher({ 'GET /api/workspaces': { body: [OWN] } });
    expect(await switcher()).toHaveTextContent(/^Ann's workspace$/);
    await userEvent.click(await switcher());
    expect(await screen.findByRole('menuitem', { name: 'Create workspace' })).toBeInTheDocument();
    expect(screen.queryByText('Your workspaces')).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /Owner/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Workspace settings' }));
    expect(await screen.findByRole('heading', { name: 'Workspace settings screen' })).toBeInTheDocument();
  });

  it('starts in one’s own workspace with one’s role, lists the others and switches, remembered and named to the api', async () => {
    const calls = renderSwitcher({ 'GET /api/workspaces': { body: [TEAM, OWN] } });
    expect(await switcher()).toHaveTextContent("Ann's workspaceOwner");
    await userEvent.click(await switcher());
    expect(await screen.findByRole('menuitem', { name: /Marketing.*Editor/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Ann's workspace.*Owner/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: /Marketing/ }));
    await waitFor(async () => expect(await switcher()).toHaveTextContent('MarketingEditor'));
    expect(localStorage.getItem(`${WORKSPACE_KEY_PREFIX}${USER.id}`)).toBe(String(TEAM.id));
    await api.GET('/api/workspaces');
    const last = calls.mock.calls[calls.mock.calls.length - 1] as [string, RequestInit];
    expect(last[1].headers).toMatchObject({ 'X-Workspace-Id': String(TEAM.id) });
  });

  it('goes back to one’s own workspace when the one kept in this browser is no longer one’s', async () => {
    localStorage.setItem(`${WORKSPACE_KEY_PREFIX}${USER.id}`, '99');
    renderSwitcher({ 'GET /api/workspaces': { body: [TEAM, OWN] } });
    expect(await switcher()).toHaveTextContent("Ann's workspace");
    await waitFor(() =>
      expect(localStorage.getItem(`${WORKSPACE_KEY_PREFIX}${USER.id}`)).toBe(String(OWN.id)),
    );
  });

  it('creates a workspace with a name of 1 to 64 characters and works in it', async () => {
    const made = workspace({ id: 12, name: 'Launch team', created_at: '2026-03-01T10:00:00.000Z' });
    const replies: Record<string, FakeReply> = {
      'GET /api/workspaces': { body: [OWN] },
      'POST /api/workspaces': { status: 201, body: made },
    };
    const calls = renderSwitcher(replies);
    await userEvent.click(await switcher());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Create workspace' }));
    const name = await screen.findByRole('textbox', { name: 'Workspace name' });
    expect(name).toHaveAttribute('maxlength', '64');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Workspace name is required.')).toBeInTheDocument();
    expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    replies['GET /api/workspaces'] = { body: [OWN, made] };
    await userEvent.type(name, '  Launch team ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(async () => expect(await switcher()).toHaveTextContent('Launch team'));
    const post = calls.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(calls, post)).toEqual({ name: 'Launch team' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
