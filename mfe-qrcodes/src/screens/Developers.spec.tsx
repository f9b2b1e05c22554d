import {
  API_KEY_MESSAGES,
  WEBHOOK_MESSAGES,
  type ApiKeyDto,
  type WebhookDeliveryDto,
  type WebhookEndpointDto,
} from '@qrpanel/contracts';
import { createQueryClient, notifications, setLanguage, WORKSPACES_KEY } from '@qrpanel/web';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderScreen, sentBody, user } from '../testing/screens';

const KEY: ApiKeyDto = {
  id: 4,
  workspace_id: 3,
  created_by: 1,
  name: 'Shop sync',
  prefix: 'qrp_AbCdEfGh',
  scopes: ['qrcodes:read', 'qrcodes:write'],
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
};
const SECRET = 'qrp_AbCdEfGhijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('Developers (/developers)', () => {
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('lists keys by their first characters, with their scopes, creation and last use', async () => {
    fakeApi({
      'GET /api/api-keys': {
        body: [
          KEY,
          {
            ...KEY,
            id: 5,
            name: 'CRM',
            scopes: ['analytics:read'],
            last_used_at: '2026-03-02T08:30:00.000Z',
          },
        ],
      },
    });
    renderScreen('/developers');
    expect(screen.getByRole('heading', { level: 1, name: 'Developers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'API documentation' })).toHaveAttribute('href', '/api/v1/docs');
    const table = await screen.findByRole('table', { name: 'API keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Shop sync');
    expect(rows[0]).toHaveTextContent('qrp_AbCdEfGh…');
    expect(rows[0]).toHaveTextContent('qrcodes:readqrcodes:write');
    expect(rows[0]).toHaveTextContent('Never');
    expect(rows[1]).toHaveTextContent('Mar 2, 2026');
  });

  it("tells an editor or viewer that the workspace's owners and admins manage its keys and webhooks", async () => {
    const calls = fakeApi({});
    // The workspaces as the shell's switcher read them.
    const queryClient = createQueryClient();
    queryClient.setQueryData(WORKSPACES_KEY, [
      {
        id: 3,
        name: 'Shop team',
        role: 'editor',
        members: 3,
        plan_id: null,
        created_at: KEY.created_at,
        current: true,
        time_zone: null,
        analytics_time_zone: 'UTC',
        require_2fa: false,
      },
    ]);
    renderScreen('/developers', user(), queryClient);
    expect(
      await screen.findByText(
        "Only the workspace's owners and admins manage its API keys and webhooks. Ask one of them, or open a workspace of your own.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create API key' })).not.toBeInTheDocument();
    expect(calls.mock.calls.map(([url]) => url)).not.toContain('/api/api-keys');
  });

  it('creates a key with the chosen scopes and shows it once, with a copy button', async () => {
    const calls = fakeApi({
      'GET /api/api-keys': { body: [] },
      'POST /api/api-keys': { status: 201, body: { ...KEY, key: SECRET } },
    });
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen('/developers');
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create API key' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Shop sync');
    await userEvent.click(screen.getByRole('checkbox', { name: /qrcodes:write/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(SECRET)).toBeInTheDocument();
    expect(screen.getByText('Copy this key now: it will not be shown again.')).toBeInTheDocument();
    const post = calls.mock.calls.findIndex(([u, init]) => u === '/api/api-keys' && init?.method === 'POST');
    expect(sentBody(calls, post)).toEqual({ name: 'Shop sync', scopes: ['qrcodes:read', 'qrcodes:write'] });
    await userEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(SECRET)).not.toBeInTheDocument();
  });

  it('opens Upgrade Required when the plan allows no more keys', async () => {
    fakeApi({
      'GET /api/api-keys': { body: [] },
      'POST /api/api-keys': {
        status: 403,
        body: { statusCode: 403, message: API_KEY_MESSAGES.limitReached, error: 'Forbidden' },
      },
    });
    renderScreen('/developers');
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade Required' });
    expect(dialog).toHaveTextContent(API_KEY_MESSAGES.limitReached);
    expect(within(dialog).getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute(
      'href',
      '/pricing',
    );
  });

  it('shows why a key was not made when too many were made this hour, without offering an upgrade', async () => {
    fakeApi({
      'GET /api/api-keys': { body: [] },
      'POST /api/api-keys': {
        status: 429,
        body: { statusCode: 429, message: API_KEY_MESSAGES.createdTooOften, error: 'Too Many Requests' },
      },
    });
    renderScreen('/developers');
    await userEvent.click(await screen.findByRole('button', { name: 'Create API key' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Mine');
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText(API_KEY_MESSAGES.createdTooOften)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Upgrade Required' })).not.toBeInTheDocument();
  });

  it('revokes a key after asking', async () => {
    const calls = fakeApi({
      'GET /api/api-keys': { body: [KEY] },
      'DELETE /api/api-keys/4': { status: 204 },
    });
    renderScreen('/developers');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke Shop sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke API key' });
    expect(dialog).toHaveTextContent('Revoke the key "Shop sync"? Anything using it stops working at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked.')).toBeInTheDocument();
    expect(calls.mock.calls.some(([u, init]) => u === '/api/api-keys/4' && init?.method === 'DELETE')).toBe(
      true,
    );
  });

  describe('in Spanish', () => {
    beforeEach(() => setLanguage('es'));
    afterEach(async () => {
      cleanup();
      await setLanguage('en');
    });

    it('lists keys and endpoints in Spanish, dates as Spanish writes them', async () => {
      fakeApi({
        'GET /api/api-keys': { body: [{ ...KEY, last_used_at: '2026-03-02T08:30:00.000Z' }] },
        'GET /api/webhooks': { body: [] },
      });
      renderScreen('/developers');
      expect(await screen.findByRole('heading', { level: 1, name: 'Desarrolladores' })).toBeInTheDocument();
      const table = await screen.findByRole('table', { name: 'Claves de API' });
      expect(within(table).getByRole('columnheader', { name: 'Último uso' })).toBeInTheDocument();
      const [row] = within(table).getAllByRole('row').slice(1);
      expect(row).toHaveTextContent('2 mar 2026');
      expect(within(row).getByRole('button', { name: 'Revocar Shop sync' })).toBeInTheDocument();
      expect(await screen.findByText('Todavía no hay endpoints de webhook.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Crear clave de API' }));
      expect(
        await screen.findByRole('checkbox', { name: 'Leer analíticas de escaneos (analytics:read)' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    });
  });

  describe('webhooks', () => {
    const ENDPOINT: WebhookEndpointDto = {
      id: 7,
      workspace_id: 3,
      created_by: 1,
      url: 'https://crm.example.com/hooks',
      description: 'CRM',
      events: ['scan.created'],
      status: 'active',
      failing_since: null,
      previous_secret_expires_at: null,
      created_at: '2026-03-01T10:00:00.000Z',
    };
    const WHSEC = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwAbCdEfGhIjK=';

    it('lists endpoints with their events and status: active, failing, disabled', async () => {
      fakeApi({
        'GET /api/api-keys': { body: [] },
        'GET /api/webhooks': {
          body: [
            ENDPOINT,
            {
              ...ENDPOINT,
              id: 8,
              url: 'https://b.example.com/h',
              status: 'failing',
              events: ['qrcode.deleted'],
            },
            { ...ENDPOINT, id: 9, url: 'https://c.example.com/h', status: 'disabled' },
          ],
        },
      });
      renderScreen('/developers');
      const table = await screen.findByRole('table', { name: 'Webhooks' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveTextContent('https://crm.example.com/hooks');
      expect(rows[0]).toHaveTextContent('scan.created');
      expect(rows[0]).toHaveTextContent('Active');
      expect(rows[1]).toHaveTextContent('qrcode.deleted');
      expect(rows[1]).toHaveTextContent('Failing');
      expect(rows[2]).toHaveTextContent('Disabled');
      expect(
        within(rows[2]).getByRole('button', { name: 'Enable https://c.example.com/h' }),
      ).toBeInTheDocument();
      expect(within(rows[0]).queryByRole('button', { name: /^Enable/ })).not.toBeInTheDocument();
    });

    it('adds an endpoint and shows its signing secret once, with a copy button', async () => {
      const calls = fakeApi({
        'GET /api/api-keys': { body: [] },
        'GET /api/webhooks': { body: [] },
        'POST /api/webhooks': { status: 201, body: { ...ENDPOINT, secret: WHSEC } },
      });
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderScreen('/developers');
      expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Endpoint URL' }), ENDPOINT.url);
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'CRM');
      await userEvent.click(within(dialog).getByRole('checkbox', { name: /qrcode\.updated/ }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
      expect(await screen.findByText(WHSEC)).toBeInTheDocument();
      const post = calls.mock.calls.findIndex(
        ([u, init]) => u === '/api/webhooks' && init?.method === 'POST',
      );
      expect(sentBody(calls, post)).toEqual({
        url: ENDPOINT.url,
        description: 'CRM',
        events: ['scan.created', 'qrcode.updated'],
      });
      await userEvent.click(screen.getByRole('button', { name: 'Copy secret' }));
      expect(writeText).toHaveBeenCalledWith(WHSEC);
      await userEvent.click(screen.getByRole('button', { name: 'Done' }));
      expect(screen.queryByText(WHSEC)).not.toBeInTheDocument();
    });

    it('rotates a secret once confirmed and shows the new one once, and says until when the old one signs', async () => {
      const ROTATED = 'whsec_NewNewNewr8GKYqrTwjUPD8ILPZIo2LaLaSwAbCdEfG=';
      const until = '2026-03-02T10:00:00.000Z';
      const calls = fakeApi({
        'GET /api/api-keys': { body: [] },
        'GET /api/webhooks': {
          body: [
            ENDPOINT,
            { ...ENDPOINT, id: 8, url: 'https://b.example.com/h', previous_secret_expires_at: until },
          ],
        },
        'POST /api/webhooks/7/rotate-secret': {
          body: { ...ENDPOINT, previous_secret_expires_at: until, secret: ROTATED },
        },
      });
      const writeText = jest.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderScreen('/developers');
      const table = await screen.findByRole('table', { name: 'Webhooks' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows[0]).not.toHaveTextContent('Previous secret');
      expect(rows[1]).toHaveTextContent('Previous secret signs until Mar 2, 2026');
      const rotations = () =>
        calls.mock.calls.filter(
          ([u, init]) => u === '/api/webhooks/7/rotate-secret' && init?.method === 'POST',
        );

      // Cancelled: nothing rotates.
      await userEvent.click(
        within(rows[0]).getByRole('button', { name: `Rotate secret of ${ENDPOINT.url}` }),
      );
      let confirm = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
      expect(confirm).toHaveTextContent('For 24 hours each delivery is signed with both');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(rotations()).toHaveLength(0);

      await userEvent.click(
        within(rows[0]).getByRole('button', { name: `Rotate secret of ${ENDPOINT.url}` }),
      );
      confirm = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
      const shown = await screen.findByRole('dialog', { name: 'Your new webhook signing secret' });
      expect(within(shown).getByText(ROTATED)).toBeInTheDocument();
      expect(rotations()).toHaveLength(1);
      await userEvent.click(within(shown).getByRole('button', { name: 'Copy secret' }));
      expect(writeText).toHaveBeenCalledWith(ROTATED);
      await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
      expect(screen.queryByText(ROTATED)).not.toBeInTheDocument();
    });

    it('says so when a rotation fails, and shows no secret', async () => {
      fakeApi({
        'GET /api/api-keys': { body: [] },
        'GET /api/webhooks': { body: [ENDPOINT] },
        'POST /api/webhooks/7/rotate-secret': {
          status: 404,
          body: { statusCode: 404, message: WEBHOOK_MESSAGES.notFound, error: 'Not Found' },
        },
      });
      renderScreen('/developers');
      await userEvent.click(await screen.findByRole('button', { name: `Rotate secret of ${ENDPOINT.url}` }));
      const confirm = await screen.findByRole('dialog', { name: 'Rotate signing secret' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
      expect(await screen.findByText(WEBHOOK_MESSAGES.notFound)).toBeInTheDocument();
      expect(
        screen.queryByRole('dialog', { name: 'Your new webhook signing secret' }),
      ).not.toBeInTheDocument();
    });

    it('shows why a URL is refused under its field', async () => {
      const reason = WEBHOOK_MESSAGES.urlPrivate;
      fakeApi({
        'GET /api/api-keys': { body: [] },
        'GET /api/webhooks': { body: [] },
        'POST /api/webhooks': {
          status: 422,
          body: {
            statusCode: 422,
            message: reason,
            error: 'Unprocessable Entity',
            fields: { url: [reason] },
          },
        },
      });
      renderScreen('/developers');
      await userEvent.click(await screen.findByRole('button', { name: 'Add endpoint' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Endpoint URL' }), 'https://10.0.0.5/h');
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Add endpoint' }));
      expect(await screen.findByText(reason)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Endpoint URL' })).toHaveAttribute('aria-invalid', 'true');
    });

    it('shows the delivery log and redelivers one', async () => {
      const delivery: WebhookDeliveryDto = {
        id: 'msg_abc',
        event_type: 'scan.created',
        status: 'failed',
        attempts: 7,
        response_status: 500,
        duration_ms: 120,
        created_at: '2026-03-01T10:00:00.000Z',
        next_attempt_at: null,
        history: [],
      };
      const calls = fakeApi({
        'GET /api/api-keys': { body: [] },
        'GET /api/webhooks': { body: [{ ...ENDPOINT, status: 'failing' }] },
        'GET /api/webhooks/7/deliveries': { body: { items: [delivery], total: 1, page: 1, limit: 25 } },
        'POST /api/webhooks/7/deliveries/msg_abc/redeliver': {
          status: 202,
          body: { ...delivery, status: 'pending' },
        },
      });
      renderScreen('/developers');
      await userEvent.click(await screen.findByRole('button', { name: `Deliveries to ${ENDPOINT.url}` }));
      const log = await screen.findByRole('table', { name: 'Deliveries' });
      const [row] = within(log).getAllByRole('row').slice(1);
      expect(row).toHaveTextContent('scan.created');
      expect(row).toHaveTextContent('Failed');
      expect(row).toHaveTextContent('7');
      expect(row).toHaveTextContent('500');
      expect(row).toHaveTextContent('120 ms');
      await userEvent.click(within(row).getByRole('button', { name: 'Redeliver msg_abc' }));
      expect(await screen.findByText('The delivery will be sent again.')).toBeInTheDocument();
      expect(
        calls.mock.calls.some(
          ([u, init]) => u === '/api/webhooks/7/deliveries/msg_abc/redeliver' && init?.method === 'POST',
        ),
      ).toBe(true);
    });
  });
});
