import { clearSession, notifications } from '@qrpanel/web';
import { SSO_MESSAGES as M, type SsoProviderDto } from '@qrpanel/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SsoProviders from './SsoProviders';
import { fakeApi, renderWithProviders, sentBody, type FakeReply } from '../testing/render';
import { signIn } from '../testing/settings';

const LIST = 'GET /api/auth/sso/providers';

const provider = (id: number, changes: Partial<SsoProviderDto> = {}): SsoProviderDto => ({
  id,
  slug: 'corp',
  name: 'Corp SSO',
  issuer: 'https://login.corp.test',
  client_id: 'qr-panel',
  client_secret_set: true,
  allowed_domains: ['corp.test', 'example.com'],
  auto_create: true,
  workspace_id: 12,
  role: 'editor',
  enabled: true,
  redirect_uri: 'https://qr.example.test/api/auth/sso/corp/callback',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...changes,
});
const CORP = provider(3);
const STAFF = provider(4, {
  slug: 'staff',
  name: 'Staff login',
  issuer: 'https://idp.staff.test/realms/main',
  allowed_domains: [],
  auto_create: false,
  workspace_id: null,
  role: null,
  enabled: false,
  redirect_uri: 'https://qr.example.test/api/auth/sso/staff/callback',
});

/** The screen on the api's replies, which a test may change as it goes (each call reads them anew). */
function open(replies: Record<string, FakeReply>) {
  const calls = fakeApi(replies);
  renderWithProviders(<SsoProviders />);
  return calls;
}

/** Each call made, as "METHOD path". */
const made = (calls: jest.Mock) =>
  (calls.mock.calls as [string, RequestInit | undefined][]).map(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}`,
  );

/** The body of the call made as "METHOD path". */
const bodyOf = (calls: jest.Mock, call: string) => sentBody(calls, made(calls).indexOf(call));

const dialog = (name: string) => screen.findByRole('dialog', { name });

/** The error Mantine shows under a field, read through the field's aria-describedby. */
function errorOf(input: HTMLElement): string | null {
  return input.getAttribute('aria-invalid') === 'true'
    ? (document.getElementById(`${input.id}-error`)?.textContent ?? null)
    : null;
}

/** Puts the value in the field as a paste does: one change, not a render per key. */
async function fill(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(value);
}

describe('sign-in providers', () => {
  beforeEach(() => signIn('super_admin'));
  afterEach(() => {
    cleanup(); // unmounted first: the session's end would re-render the screen
    clearSession();
    notifications.clean();
    notifications.cleanQueue();
  });

  it('lists each provider with its state, issuer, slug and who it makes accounts for', async () => {
    open({ [LIST]: { body: [CORP, STAFF] } });
    const rows = await screen.findAllByTestId('sso-provider');
    expect(rows).toHaveLength(2);
    const [corp, staff] = rows.map((row) => within(row));
    expect(corp.getByText('Corp SSO')).toBeInTheDocument();
    expect(corp.getByText('Enabled')).toBeInTheDocument();
    expect(corp.getByText('https://login.corp.test · corp')).toBeInTheDocument();
    expect(corp.getByText('Makes accounts for corp.test, example.com')).toBeInTheDocument();
    expect(staff.getByText('Staff login')).toBeInTheDocument();
    expect(staff.getByText('Disabled')).toBeInTheDocument();
    expect(staff.getByText('https://idp.staff.test/realms/main · staff')).toBeInTheDocument();
    expect(staff.getByText('Signs in existing accounts only')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    open({ [LIST]: { body: [] } });
    expect(await screen.findByText('No sign-in provider yet.')).toBeInTheDocument();
  });

  it('shows a failed load, and lists the providers once Retry succeeds', async () => {
    const replies: Record<string, FakeReply> = { [LIST]: { status: 500, body: { statusCode: 500 } } };
    const calls = open(replies);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sign-in providers.');
    replies[LIST] = { body: [CORP] };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('sso-provider')).toHaveTextContent('Corp SSO');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(made(calls)).toEqual([LIST, LIST]);
  });

  it('is the super admin’s alone: an admin reads why, and nothing is asked of the api', () => {
    clearSession();
    signIn('admin');
    const calls = open({ [LIST]: { body: [CORP] } });
    expect(screen.getByRole('heading', { name: 'Sign-in Providers' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Only super admins manage sign-in providers.');
    expect(screen.queryByRole('button', { name: 'Add Provider' })).not.toBeInTheDocument();
    expect(calls).not.toHaveBeenCalled();
  });

  it('adds a provider from what was typed, and lists it', async () => {
    const replies: Record<string, FakeReply> = {
      [LIST]: { body: [] },
      'POST /api/auth/sso/providers': { status: 201, body: CORP },
    };
    const calls = open(replies);
    await screen.findByText('No sign-in provider yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Provider' }));
    const form = within(await dialog('Add Sign-in Provider'));
    await fill(form.getByRole('textbox', { name: 'Name on the login screen' }), ' Corp SSO ');
    await fill(form.getByRole('textbox', { name: 'Slug' }), 'corp');
    await fill(form.getByRole('textbox', { name: 'Issuer URL' }), 'https://login.corp.test');
    await fill(form.getByRole('textbox', { name: 'Client ID' }), 'qr-panel');
    await fill(form.getByLabelText(/^Client secret/), 'the-secret');
    await fill(form.getByRole('textbox', { name: 'Allowed email domains' }), 'Corp.test, example.com');
    await userEvent.click(
      form.getByRole('switch', { name: 'Make an account for a new person of these domains' }),
    );
    await fill(form.getByRole('textbox', { name: 'Workspace ID for new accounts' }), '12');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Role in that workspace' }), 'Editor');
    replies[LIST] = { body: [CORP] };
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sign-in provider added.')).toBeInTheDocument();
    expect(bodyOf(calls, 'POST /api/auth/sso/providers')).toEqual({
      name: 'Corp SSO',
      slug: 'corp',
      issuer: 'https://login.corp.test',
      client_id: 'qr-panel',
      client_secret: 'the-secret',
      allowed_domains: ['corp.test', 'example.com'],
      auto_create: true,
      workspace_id: 12,
      role: 'editor',
      enabled: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('sso-provider')).toHaveTextContent('Corp SSO');
    expect(made(calls)).toEqual([LIST, 'POST /api/auth/sso/providers', LIST]);
  });

  it('edits a provider from its values, keeping the secret when left empty', async () => {
    const renamed = { ...CORP, name: 'Corp login', enabled: false };
    const replies: Record<string, FakeReply> = {
      [LIST]: { body: [CORP] },
      'PATCH /api/auth/sso/providers/3': { body: renamed },
    };
    const calls = open(replies);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Corp SSO' }));
    const form = within(await dialog('Edit Sign-in Provider'));
    expect(form.getByRole('textbox', { name: 'Slug' })).toHaveValue('corp');
    expect(form.getByRole('textbox', { name: 'Issuer URL' })).toHaveValue('https://login.corp.test');
    expect(form.getByRole('textbox', { name: 'Allowed email domains' })).toHaveValue(
      'corp.test, example.com',
    );
    expect(form.getByRole('textbox', { name: 'Workspace ID for new accounts' })).toHaveValue('12');
    expect(form.getByRole('combobox', { name: 'Role in that workspace' })).toHaveValue('editor');
    expect(form.getByLabelText(/^Client secret/)).toHaveValue('');
    expect(form.getByLabelText(/^Client secret/)).toHaveAttribute(
      'placeholder',
      'Set: leave empty to keep it',
    );
    expect(form.getByText(CORP.redirect_uri)).toBeInTheDocument();
    await fill(form.getByRole('textbox', { name: 'Name on the login screen' }), 'Corp login');
    await userEvent.click(form.getByRole('switch', { name: 'Enabled: shown on the login screen' }));
    replies[LIST] = { body: [renamed] };
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sign-in provider saved.')).toBeInTheDocument();
    expect(bodyOf(calls, 'PATCH /api/auth/sso/providers/3')).toEqual({
      name: 'Corp login',
      slug: 'corp',
      issuer: 'https://login.corp.test',
      client_id: 'qr-panel',
      allowed_domains: ['corp.test', 'example.com'],
      auto_create: true,
      workspace_id: 12,
      role: 'editor',
      enabled: false,
    });
    const row = await screen.findByTestId('sso-provider');
    await waitFor(() => expect(row).toHaveTextContent('Corp login'));
    expect(row).toHaveTextContent('Disabled');
  });

  it("shows the api's refusals under their fields, and stays open with what was typed", async () => {
    const calls = open({
      [LIST]: { body: [] },
      'POST /api/auth/sso/providers': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: [M.slugFormat, M.autoCreateNeedsDomains],
          fields: { slug: [M.slugFormat], allowed_domains: [M.autoCreateNeedsDomains] },
        },
      },
    });
    await screen.findByText('No sign-in provider yet.');
    await userEvent.click(screen.getByRole('button', { name: 'Add Provider' }));
    const form = within(await dialog('Add Sign-in Provider'));
    const slug = form.getByRole('textbox', { name: 'Slug' });
    const domains = form.getByRole('textbox', { name: 'Allowed email domains' });
    await fill(form.getByRole('textbox', { name: 'Name on the login screen' }), 'Corp');
    await fill(slug, 'Corp SSO');
    await userEvent.click(
      form.getByRole('switch', { name: 'Make an account for a new person of these domains' }),
    );
    await userEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(errorOf(slug)).toBe(M.slugFormat));
    expect(errorOf(domains)).toBe(M.autoCreateNeedsDomains);
    expect(errorOf(form.getByRole('textbox', { name: 'Name on the login screen' }))).toBeNull();
    expect(bodyOf(calls, 'POST /api/auth/sso/providers')).toMatchObject({
      name: 'Corp',
      slug: 'Corp SSO',
      client_secret: '',
      allowed_domains: [],
      auto_create: true,
    });
    expect(slug).toHaveValue('Corp SSO');
    expect(screen.getByRole('dialog', { name: 'Add Sign-in Provider' })).toBeInTheDocument();
    expect(screen.queryByText('Sign-in provider added.')).not.toBeInTheDocument();
    expect(made(calls)).toEqual([LIST, 'POST /api/auth/sso/providers']);
  });

  it('shows why discovery failed when the api refuses the issuer, the form still open', async () => {
    const reason = M.discoveryFailed('connect ECONNREFUSED 127.0.0.1:443');
    open({
      [LIST]: { body: [CORP] },
      'PATCH /api/auth/sso/providers/3': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: reason },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Corp SSO' }));
    const form = within(await dialog('Edit Sign-in Provider'));
    await fill(form.getByRole('textbox', { name: 'Issuer URL' }), 'https://nowhere.corp.test');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Issuer URL' })).toHaveValue('https://nowhere.corp.test');
  });

  it('removes a provider only after a confirmation', async () => {
    const replies: Record<string, FakeReply> = {
      [LIST]: { body: [CORP, STAFF] },
      'DELETE /api/auth/sso/providers/3': { status: 204 },
    };
    const calls = open(replies);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Corp SSO' }));
    const confirm = await dialog('Remove Sign-in Provider');
    expect(confirm).toHaveTextContent(
      'Remove Corp SSO? The accounts linked to it can no longer sign in with it.',
    );
    expect(made(calls)).toEqual([LIST]);
    replies[LIST] = { body: [STAFF] };
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Corp SSO removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('sso-provider')).toHaveLength(1));
    expect(screen.getByTestId('sso-provider')).toHaveTextContent('Staff login');
    expect(made(calls)).toEqual([LIST, 'DELETE /api/auth/sso/providers/3', LIST]);
  });

  it('keeps a provider the api would not remove, and says why', async () => {
    const calls = open({
      [LIST]: { body: [CORP] },
      'DELETE /api/auth/sso/providers/3': {
        status: 404,
        body: { statusCode: 404, error: 'Not Found', message: M.notFound },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Corp SSO' }));
    const confirm = await dialog('Remove Sign-in Provider');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(M.notFound)).toBeInTheDocument();
    expect(screen.getByTestId('sso-provider')).toHaveTextContent('Corp SSO');
    expect(made(calls)).toEqual([LIST, 'DELETE /api/auth/sso/providers/3']);
  });
});
