import { QR_MESSAGES } from '@qrpanel/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@qrpanel/web';
import { fakeApi, qrCode, renderScreen, sentBody, user } from '../testing/screens';

describe('Edit QR Code (/edit-qrcode/:id)', () => {
  // Toasts are one store for the page: each test starts with none shown or queued.
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('loads the code into the form and saves the changes with PUT', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/7': { body: qrCode() },
      'PUT /api/qrcodes/7': { body: qrCode({ label: 'Lunch menu' }) },
    });
    renderScreen('/edit-qrcode/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit QR Code' })).toBeInTheDocument();
    expect(screen.getByText('Loading Form...')).toBeInTheDocument();
    const label = await screen.findByRole('textbox', { name: 'Label' });
    expect(label).toHaveValue('Menu');
    expect(screen.getByRole('textbox', { name: 'Destination URL' })).toHaveValue('https://example.com/menu');
    // The generation type is chosen once, on create.
    expect(screen.queryByRole('tab', { name: 'Static QR' })).not.toBeInTheDocument();
    await userEvent.clear(label);
    await userEvent.type(label, 'Lunch menu');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('QR Code updated successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My QR Codes' })).toBeInTheDocument();
    const put = calls.mock.calls.findIndex(
      ([url, init]) => url === '/api/qrcodes/7' && init?.method === 'PUT',
    );
    const body = sentBody(calls, put) as Record<string, unknown>;
    expect(body).toMatchObject({
      label: 'Lunch menu',
      type: 'url',
      data: { url: 'https://example.com/menu' },
    });
    expect(body).not.toHaveProperty('generation_type');
    expect(body).not.toHaveProperty('domain_id');
  });

  it("shows the code's domain, and moves it to this panel's host until it is first scanned", async () => {
    const onDomain = qrCode({
      scans_count: 0,
      key: 'menu',
      domain_id: 4,
      short_url: 'https://go.brand.example/menu',
      encoded_payload: 'https://go.brand.example/menu',
    });
    const domain = {
      id: 4,
      hostname: 'go.brand.example',
      ascii_hostname: 'go.brand.example',
      status: 'verified',
    };
    const calls = fakeApi({
      'GET /api/qrcodes/7': { body: onDomain },
      'GET /api/domains': { body: [domain] },
      'GET /api/qrcodes/keys/menu?code=7&domain_id=0': {
        body: { key: 'menu', available: true, message: 'This key is available.' },
      },
      'PUT /api/qrcodes/7': { body: qrCode() },
    });
    renderScreen('/edit-qrcode/7');
    const select = await screen.findByRole('combobox', { name: 'Domain' });
    await waitFor(() => expect(select).toHaveValue('4'));
    expect(screen.getByText('go.brand.example/')).toBeInTheDocument();
    expect(screen.getByTestId('qr-preview')).toHaveAttribute('data-payload', 'https://go.brand.example/menu');
    await userEvent.selectOptions(select, window.location.host);
    expect(screen.getByText(`${window.location.host}/`)).toBeInTheDocument();
    // The code's key on another host is an address of its own: checked there.
    expect(await screen.findByText('This key is available.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('qr-preview')).toHaveAttribute(
        'data-payload',
        `${window.location.origin}/menu`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('QR Code updated successfully!')).toBeInTheDocument();
    const put = calls.mock.calls.findIndex(
      ([url, init]) => url === '/api/qrcodes/7' && init?.method === 'PUT',
    );
    const body = sentBody(calls, put) as Record<string, unknown>;
    expect(body.domain_id).toBeNull();
    expect(body).not.toHaveProperty('key');
  });

  it('keeps the domain of a scanned code: its prints carry it', async () => {
    fakeApi({
      'GET /api/qrcodes/7': {
        body: qrCode({ scans_count: 3, domain_id: 4, short_url: 'https://go.brand.example/k7m2p' }),
      },
      'GET /api/domains': { status: 500, body: { statusCode: 500 } },
    });
    renderScreen('/edit-qrcode/7');
    // The list could not be read: the code's own domain is still shown, from its short link.
    const select = await screen.findByRole('combobox', { name: 'Domain' });
    expect(select).toHaveValue('4');
    expect(select).toBeDisabled();
    expect(select).toHaveAccessibleDescription(
      'This code has been scanned: its domain stays, so that printed copies keep working.',
    );
  });

  it("shows an admin the owner's folders and keeps the code's folder and tags", async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/7': { body: qrCode({ user_id: 5, folderId: 4, tags: ['menu', 'summer'] }) },
      'GET /api/folders?userId=5': {
        body: [
          { id: 4, name: 'Owner menus', user_id: 5, codes_count: 1, created_at: '2026-01-01T00:00:00.000Z' },
        ],
      },
      'PUT /api/qrcodes/7': { body: qrCode() },
    });
    renderScreen('/edit-qrcode/7', user({ id: 1, role: 'admin' }));
    expect(await screen.findByRole('textbox', { name: 'Tags' })).toHaveValue('menu, summer');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveValue('4'));
    expect(screen.getByRole('option', { name: 'Owner menus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('QR Code updated successfully!')).toBeInTheDocument();
    const put = calls.mock.calls.findIndex(
      ([url, init]) => url === '/api/qrcodes/7' && init?.method === 'PUT',
    );
    expect(sentBody(calls, put)).toMatchObject({ folderId: 4, tags: ['menu', 'summer'] });
  });

  it("goes back to the list with 'Failed to load QR code data.' when the code cannot be read", async () => {
    fakeApi({ 'GET /api/qrcodes/7': { status: 404, body: { statusCode: 404 } } });
    renderScreen('/edit-qrcode/7');
    expect(await screen.findByText('Failed to load QR code data.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My QR Codes' })).toBeInTheDocument();
  });

  it('sends a static code to its details: static codes cannot be edited', async () => {
    fakeApi({ 'GET /api/qrcodes/7': { body: qrCode({ generation_type: 'static', status: null }) } });
    renderScreen('/edit-qrcode/7');
    expect(await screen.findByText(QR_MESSAGES.staticNotEditable)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
  });
});
