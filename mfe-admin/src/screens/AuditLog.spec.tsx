import { clearSession, setSession } from '@qrpanel/web';
import type { AuditEntryDto } from '@qrpanel/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import AuditLog from './AuditLog';
import { fakeApi, renderWithProviders } from '../testing/render';

const entry = (id: number, changes: Partial<AuditEntryDto> = {}): AuditEntryDto => ({
  id,
  created_at: '2026-11-20T10:00:00.000Z',
  workspace_id: 5,
  actor_type: 'user',
  actor_user_id: 7,
  actor_api_key_id: null,
  actor_label: 'ada@example.com',
  action: 'code.updated',
  target_type: 'code',
  target_id: 12,
  target_label: 'Menu',
  details: {
    fields: ['currentDestination'],
    destination: { from: 'https://a.example', to: 'https://b.example' },
  },
  request_id: 'req-1',
  ...changes,
});

const FIRST = 'GET /api/audit?page=1&limit=25';
const page = (items: AuditEntryDto[], total = items.length, n = 1) => ({
  body: { items, total, page: n, limit: 25 },
});

describe('the instance’s audit log', () => {
  beforeEach(() => {
    setSession({
      token: 'token',
      user: {
        id: 2,
        name: 'An Admin',
        email: 'admin@example.com',
        role: 'admin',
        plan_name: 'Free Trial',
        subscription_plan_id: null,
        created_at: '',
        time_zone: 'UTC',
        color_scheme: 'auto',
        language: null,
      },
    });
  });
  afterEach(() => {
    cleanup();
    clearSession();
  });

  const renderScreen = () =>
    renderWithProviders(
      <MemoryRouter>
        <AuditLog />
      </MemoryRouter>,
    );

  it('lists the entries with their time, workspace, actor, action, target and details', async () => {
    fakeApi({
      [FIRST]: page([
        entry(2),
        entry(1, {
          workspace_id: null,
          action: 'settings.updated',
          target_type: 'settings',
          target_id: null,
          target_label: 'Application settings',
          details: { keys: ['smtp_pass'], changes: { smtp_pass: { from: '********', to: '********' } } },
        }),
      ]),
    });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Audit Log' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('audit-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows.map((row) => within(row));
    expect(first.getByText('Code changed')).toBeInTheDocument();
    expect(first.getByText('ada@example.com')).toBeInTheDocument();
    expect(first.getByText('destination: https://a.example → https://b.example')).toBeInTheDocument();
    expect(first.getByText('code #12')).toBeInTheDocument();
    expect(second.getByText('Settings changed')).toBeInTheDocument();
    expect(second.getByText('Instance')).toBeInTheDocument();
    expect(second.getByText('smtp_pass: ******** → ********')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
  });

  it('filters, pages, and shows the api’s word on a bad filter beside its field', async () => {
    const calls = fakeApi({
      [FIRST]: page([entry(30)], 30),
      'GET /api/audit?page=2&limit=25': page([entry(5, { target_label: 'Second page' })], 30, 2),
      'GET /api/audit?action=member.&page=1&limit=25': page([
        entry(9, { action: 'member.removed', target_label: 'bob@example.com' }),
      ]),
      'GET /api/audit?actor=abc&page=1&limit=25': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: ['actor must be a user id (a whole number from 1).'],
          fields: { actor: ['actor must be a user id (a whole number from 1).'] },
        },
      },
    });
    const user = userEvent.setup();
    renderScreen();
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Second page')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'member.');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('Member removed')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), '');
    await user.type(screen.getByLabelText('Actor'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findAllByText('actor must be a user id (a whole number from 1).')).not.toHaveLength(
      0,
    );
    await waitFor(() =>
      expect(calls.mock.calls.map(([url]) => url)).toContain('/api/audit?actor=abc&page=1&limit=25'),
    );
  });

  it('downloads the matching entries as CSV', async () => {
    const calls = fakeApi({
      [FIRST]: page([entry(1)]),
      'GET /api/audit/export': { body: 'created_at,action' },
    });
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:audit');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const user = userEvent.setup();
    renderScreen();
    await screen.findAllByTestId('audit-row');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob)));
    expect(calls.mock.calls.map(([url]) => url)).toContain('/api/audit/export');
  });
});
