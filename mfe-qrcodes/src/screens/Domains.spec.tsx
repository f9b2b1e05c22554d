import { DOMAIN_MESSAGES, type DomainDto } from '@qrpanel/contracts';
import { createQueryClient, notifications, setLanguage, WORKSPACES_KEY } from '@qrpanel/web';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen, sentBody, user, type FakeReply } from '../testing/screens';

const PENDING: DomainDto = {
  id: 3,
  workspace_id: 1,
  hostname: 'go.brand.example',
  ascii_hostname: 'go.brand.example',
  status: 'pending',
  verification: {
    type: 'TXT',
    name: '_qrpanel-challenge.go.brand.example',
    value: 'qrpanel-verify=0123456789abcdef0123456789abcdef',
  },
  cname_target: 'qr.example.com',
  root_url: null,
  not_found_url: null,
  verified_at: null,
  last_checked_at: null,
  last_check_message: null,
  failing_since: null,
  codes_count: 0,
  created_at: '2026-03-01T10:00:00.000Z',
};

const VERIFIED: DomainDto = {
  ...PENDING,
  id: 4,
  hostname: 'bücher.example',
  ascii_hostname: 'xn--bcher-kva.example',
  status: 'verified',
  verification: { ...PENDING.verification, name: '_qrpanel-challenge.xn--bcher-kva.example' },
  verified_at: '2026-03-02T08:30:00.000Z',
  last_checked_at: '2026-03-02T08:30:00.000Z',
  codes_count: 12,
};

const rowsOf = async () =>
  within(await screen.findByRole('table', { name: 'Custom domains' }))
    .getAllByRole('row')
    .slice(1);

/** The workspace the shell's switcher read, with the person's role in it. */
function workingAs(role: 'owner' | 'admin' | 'editor' | 'viewer') {
  const queryClient = createQueryClient();
  queryClient.setQueryData(WORKSPACES_KEY, [
    {
      id: 1,
      name: 'Shop team',
      role,
      members: 3,
      plan_id: null,
      created_at: PENDING.created_at,
      current: true,
      time_zone: null,
      analytics_time_zone: 'UTC',
      require_2fa: false,
    },
  ]);
  return queryClient;
}

/** The index of the last call of `method` to `url`, or -1. */
function lastCall(calls: jest.Mock, method: string, url: string): number {
  const all = calls.mock.calls as [string, RequestInit | undefined][];
  return all.map(([u, init]) => u === url && (init?.method ?? 'GET') === method).lastIndexOf(true);
}

describe('Domains (/domains)', () => {
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('lists the domains as typed, with their status, codes and last check', async () => {
    fakeApi({
      'GET /api/domains': {
        body: [
          {
            ...PENDING,
            last_check_message: DOMAIN_MESSAGES.recordMissing,
            last_checked_at: VERIFIED.last_checked_at,
          },
          VERIFIED,
          { ...VERIFIED, id: 5, hostname: 'old.example', ascii_hostname: 'old.example', status: 'inactive' },
        ],
      },
    });
    renderScreen('/domains');
    expect(screen.getByRole('heading', { level: 1, name: 'Domains' })).toBeInTheDocument();
    expect(screen.getByText('Print and answer your QR codes on your own domain.')).toBeInTheDocument();
    const [pending, verified, inactive] = await rowsOf();
    expect(pending).toHaveTextContent('go.brand.example');
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(pending).toHaveTextContent(DOMAIN_MESSAGES.recordMissing);
    expect(pending).toHaveTextContent('Mar 2, 2026');
    expect(verified).toHaveTextContent('bücher.example');
    expect(verified).toHaveTextContent('xn--bcher-kva.example');
    expect(within(verified).getByText('Verified')).toBeInTheDocument();
    expect(verified).toHaveTextContent('12');
    expect(within(inactive).getByText('Inactive')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Check now: go.brand.example' })).toBeInTheDocument();
  });

  it('says so when there are none, or when they cannot be read', async () => {
    const replies: Record<string, FakeReply> = { 'GET /api/domains': { body: [] } };
    fakeApi(replies);
    renderScreen('/domains');
    expect(await screen.findByText('No domains yet.')).toBeInTheDocument();
    cleanup();
    replies['GET /api/domains'] = { status: 500, body: { statusCode: 500 } };
    renderScreen('/domains');
    expect(await screen.findByText('Failed to load domains.')).toBeInTheDocument();
  });

  it("adds a domain: the api's reason under the field, then the TXT record to copy", async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/domains': { body: [] },
      'POST /api/domains': {
        status: 400,
        body: {
          statusCode: 400,
          message: DOMAIN_MESSAGES.hostnameLocal,
          error: 'Bad Request',
          fields: { hostname: [DOMAIN_MESSAGES.hostnameLocal] },
        },
      },
    };
    const calls = fakeApi(replies);
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen('/domains');
    await userEvent.click(await screen.findByRole('button', { name: 'Add domain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add domain' });
    const field = within(dialog).getByRole('textbox', { name: 'Domain' });
    await userEvent.type(field, 'localhost.example{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(DOMAIN_MESSAGES.hostnameLocal)));
    expect(field).toHaveAttribute('aria-invalid', 'true');

    replies['POST /api/domains'] = { status: 201, body: PENDING };
    replies['GET /api/domains'] = { body: [PENDING] };
    await userEvent.clear(field);
    await userEvent.type(field, ' go.brand.example ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add domain' }));
    const records = await screen.findByRole('dialog', { name: 'DNS records for go.brand.example' });
    expect(sentBody(calls, lastCall(calls, 'POST', '/api/domains'))).toEqual({
      hostname: 'go.brand.example',
    });
    expect(records).toHaveTextContent(PENDING.verification.name);
    expect(records).toHaveTextContent(PENDING.verification.value);
    expect(records).toHaveTextContent('a CNAME from go.brand.example to qr.example.com');
    await userEvent.click(within(records).getByRole('button', { name: 'Copy value' }));
    expect(writeText).toHaveBeenCalledWith(PENDING.verification.value);
    expect(within(records).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(within(records).getByRole('button', { name: 'Copy name' }));
    expect(writeText).toHaveBeenCalledWith(PENDING.verification.name);
    await userEvent.click(within(records).getByRole('button', { name: 'Done' }));
    const [row] = await rowsOf();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
  });

  it('opens Upgrade Required when the plan allows no more domains', async () => {
    fakeApi({
      'GET /api/domains': { body: [] },
      'POST /api/domains': {
        status: 403,
        body: { statusCode: 403, message: DOMAIN_MESSAGES.limitReached, error: 'Forbidden' },
      },
    });
    renderScreen('/domains');
    await userEvent.click(await screen.findByRole('button', { name: 'Add domain' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Domain' }), 'go.brand.example{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveTextContent(DOMAIN_MESSAGES.limitReached);
    expect(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('checks DNS now: says why it is not verified yet, then that it is', async () => {
    const checked = { ...PENDING, last_checked_at: VERIFIED.last_checked_at };
    const replies: Record<string, FakeReply> = {
      'GET /api/domains': { body: [PENDING] },
      'POST /api/domains/3/verify': {
        body: { ...checked, last_check_message: DOMAIN_MESSAGES.recordMissing },
      },
    };
    const calls = fakeApi(replies);
    renderScreen('/domains');
    const check = await screen.findByRole('button', { name: 'Check now: go.brand.example' });
    await userEvent.click(check);
    expect(
      await screen.findByText(DOMAIN_MESSAGES.recordMissing, {
        selector: '.mantine-Notification-description',
      }),
    ).toBeInTheDocument();

    replies['POST /api/domains/3/verify'] = { body: { ...checked, status: 'verified' } };
    replies['GET /api/domains'] = { body: [{ ...checked, status: 'verified' }] };
    await userEvent.click(check);
    expect(
      await screen.findByText('go.brand.example is verified: your QR codes can use it now.'),
    ).toBeInTheDocument();
    const [row] = await rowsOf();
    await waitFor(() => expect(within(row).getByText('Verified')).toBeInTheDocument());
    expect(lastCall(calls, 'POST', '/api/domains/3/verify')).toBeGreaterThanOrEqual(0);
  });

  it('changes where the bare domain and unknown keys send people, showing refusals at their fields', async () => {
    const replies: Record<string, FakeReply> = {
      'GET /api/domains': { body: [{ ...VERIFIED, root_url: 'https://brand.example/' }] },
      'PATCH /api/domains/4': {
        status: 400,
        body: {
          statusCode: 400,
          message: DOMAIN_MESSAGES.urlInvalid,
          error: 'Bad Request',
          fields: { not_found_url: [DOMAIN_MESSAGES.urlInvalid] },
        },
      },
    };
    const calls = fakeApi(replies);
    renderScreen('/domains');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit bücher.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bücher.example' });
    const root = within(dialog).getByRole('textbox', { name: 'Bare domain goes to' });
    const unknown = within(dialog).getByRole('textbox', { name: 'Unknown keys go to' });
    expect(root).toHaveValue('https://brand.example/');
    await userEvent.clear(root);
    await userEvent.type(unknown, 'menu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(unknown).toHaveAccessibleDescription(new RegExp(DOMAIN_MESSAGES.urlInvalid)));
    const patch = lastCall(calls, 'PATCH', '/api/domains/4');
    expect(sentBody(calls, patch)).toEqual({ root_url: null, not_found_url: 'menu' });

    replies['PATCH /api/domains/4'] = { body: VERIFIED };
    await userEvent.clear(unknown);
    await userEvent.type(unknown, 'https://brand.example/missing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Domain saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit bücher.example' })).not.toBeInTheDocument(),
    );
  });

  it('removes a domain only once asked, and says why one in use stays', async () => {
    const calls = fakeApi({
      'GET /api/domains': { body: [VERIFIED] },
      'DELETE /api/domains/4': {
        status: 409,
        body: { statusCode: 409, message: DOMAIN_MESSAGES.inUse, error: 'Conflict' },
      },
    });
    renderScreen('/domains');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove bücher.example' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove domain' });
    expect(confirm).toHaveTextContent('Remove the domain bücher.example?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(DOMAIN_MESSAGES.inUse)).toBeInTheDocument();
    expect(lastCall(calls, 'DELETE', '/api/domains/4')).toBeGreaterThanOrEqual(0);
    const [row] = await rowsOf();
    expect(row).toHaveTextContent('bücher.example');
  });

  it('shows a viewer the domains and their records, and nothing to change them with', async () => {
    const calls = fakeApi({ 'GET /api/domains': { body: [PENDING] } });
    renderScreen('/domains', user(), workingAs('viewer'));
    expect(
      await screen.findByText(
        "Only the workspace's owners and admins add and manage its domains. Ask one of them, or open a workspace of your own.",
      ),
    ).toBeInTheDocument();
    const [row] = await rowsOf();
    expect(row).toHaveTextContent('go.brand.example');
    expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
    for (const action of ['Check now:', 'Edit', 'Remove'])
      expect(within(row).queryByRole('button', { name: new RegExp(`^${action}`) })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'DNS records of go.brand.example' }));
    expect(await screen.findByRole('dialog', { name: 'DNS records for go.brand.example' })).toHaveTextContent(
      PENDING.verification.value,
    );
    expect(calls.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  describe('in Spanish', () => {
    beforeEach(() => setLanguage('es'));
    afterEach(async () => {
      cleanup();
      await setLanguage('en');
    });

    it("lists the domains in Spanish, the last check's reason too", async () => {
      fakeApi({
        'GET /api/domains': { body: [{ ...PENDING, last_check_message: DOMAIN_MESSAGES.recordMissing }] },
      });
      renderScreen('/domains');
      expect(await screen.findByRole('heading', { level: 1, name: 'Dominios' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Dominios propios' });
      expect(within(table).getByRole('columnheader', { name: 'Última comprobación' })).toBeInTheDocument();
      const [row] = within(table).getAllByRole('row').slice(1);
      expect(within(row).getByText('Pendiente')).toBeInTheDocument();
      expect(row).toHaveTextContent('Nunca');
      expect(await within(row).findByText(/Aún no se encontró ni el registro TXT/)).toBeInTheDocument();
      expect(
        within(row).getByRole('button', { name: 'Comprobar ahora: go.brand.example' }),
      ).toBeInTheDocument();
    });
  });
});
