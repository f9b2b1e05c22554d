import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, reloadWorkspaceChoice, setSession } from '@qrpanel/web';
import type { AuditEntryDto, WorkspaceDto, WorkspaceRole } from '@qrpanel/contracts';
import { fakeApi, renderAt, testUser } from '../testing/render';
import { AuditScreen } from './AuditScreen';

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
const entry = (id: number, changes: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id,
  created_at: '2026-11-20T10:00:00.000Z',
  workspace_id: 7,
  actor_type: 'user',
  actor_user_id: 4,
  actor_api_key_id: null,
  actor_label: 'ann@x.test',
  action: 'code.updated',
  target_type: 'code',
  target_id: 12,
  target_label: 'Menu',
  details: {
    fields: ['currentDestination'],
    destination: { from: 'https://old.example', to: 'https://new.example' },
  },
  request_id: 'req-1',
  ...changes,
});

function renderAudit(role: WorkspaceRole, entries: AuditEntryDto[] = []) {
  setSession({ token: 't', user: testUser({ id: 4 }) });
  const calls = fakeApi({
    'GET /api/workspaces': { body: [team(role)] },
    'GET /api/workspaces/7/audit?page=1&limit=25': {
      body: { items: entries, total: entries.length, page: 1, limit: 25 },
    },
    'GET /api/workspaces/7/audit?action=code.&from=2026-11-01&page=1&limit=25': {
      body: { items: [entry(3, { action: 'code.deleted', details: null })], total: 1, page: 1, limit: 25 },
    },
  });
  renderAt('/workspace/audit', { '/workspace/audit': <AuditScreen /> });
  return calls;
}

describe('the workspace’s audit log', () => {
  beforeEach(() => reloadWorkspaceChoice());
  afterEach(() => act(() => clearSession()));

  it('shows an owner who changed what, with the old and new destination', async () => {
    renderAudit('owner', [
      entry(2),
      entry(1, {
        actor_type: 'api_key',
        actor_label: 'CI key (ann@x.test)',
        action: 'code.created',
        details: null,
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const [changed, made] = (await screen.findAllByTestId('audit-row')).map((row) => within(row));
    expect(changed.getByText('Code changed')).toBeInTheDocument();
    expect(changed.getByText('destination: https://old.example → https://new.example')).toBeInTheDocument();
    expect(made.getByText('CI key (ann@x.test)')).toBeInTheDocument();
    expect(made.getByText('API key')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Workspace' })).not.toBeInTheDocument();
  });

  it('filters by action and dates', async () => {
    const calls = renderAudit('admin', [entry(2)]);
    const user = userEvent.setup();
    await screen.findAllByTestId('audit-row');
    await user.selectOptions(screen.getByLabelText('Action'), 'code.');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Code deleted')).toBeInTheDocument();
    expect(calls.mock.calls.map(([url]) => url)).toContain(
      '/api/workspaces/7/audit?action=code.&from=2026-11-01&page=1&limit=25',
    );
  });

  it('tells an editor the log is for owners and admins, and asks nothing of the api', async () => {
    const calls = renderAudit('editor');
    expect(
      await screen.findByText('Only the owners and admins of this workspace can read its audit log.'),
    ).toBeInTheDocument();
    expect(calls.mock.calls.map(([url]) => url)).not.toContain('/api/workspaces/7/audit?page=1&limit=25');
  });
});
