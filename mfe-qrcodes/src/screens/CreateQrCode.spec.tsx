import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@qrpanel/web';
import { fakeApi, qrCode, renderScreen, sentBody } from '../testing/screens';

// The form's fields, preview, logo and errors are tested in form/QrForm.spec.tsx; this is the screen.
describe('Create New QR Code (/create-qrcode)', () => {
  // Toasts are one store for the page: each test starts with none shown or queued.
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it('creates a dynamic url code from what was typed, then shows the list', async () => {
    const calls = fakeApi({ 'POST /api/qrcodes': { status: 201, body: qrCode({ label: 'Menu' }) } });
    renderScreen('/create-qrcode');
    expect(screen.getByRole('heading', { level: 1, name: 'Create New QR Code' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    const url = screen.getByRole('textbox', { name: 'Destination URL' });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://example.com/menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    expect(await screen.findByText('QR Code created successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'My QR Codes' })).toBeInTheDocument();
    const post = calls.mock.calls.findIndex(([u, init]) => u === '/api/qrcodes' && init?.method === 'POST');
    expect(sentBody(calls, post)).toMatchObject({
      label: 'Menu',
      type: 'url',
      generation_type: 'dynamic',
      data: { url: 'https://example.com/menu' },
      currentDestination: 'https://example.com/menu',
      foregroundColor: '#000000',
      backgroundColor: '#FFFFFF',
    });
  });

  it("says the plan's QR-code limit is reached before the form is filled, with the way to upgrade", async () => {
    fakeApi({
      'GET /api/qrcodes/stats/usage': {
        body: {
          plan_name: 'Free Trial',
          qr_codes: { used: 3, limit: 3 },
          scans_this_month: { used: 0, limit: 500 },
          features: { custom_logos: false, analytics: true },
        },
      },
    });
    renderScreen('/create-qrcode');
    const notice = await screen.findByTestId('code-limit-notice');
    expect(notice).toHaveTextContent(
      'You have reached the maximum number of QR codes allowed on your current plan.',
    );
    expect(screen.getByRole('link', { name: 'View Plans & Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it("files the new code in one of the user's folders with the tags typed", async () => {
    const calls = fakeApi({
      'GET /api/folders': {
        body: [{ id: 3, name: 'Menus', user_id: 1, codes_count: 0, created_at: '2026-01-01T00:00:00.000Z' }],
      },
      'POST /api/qrcodes': { status: 201, body: qrCode({ label: 'Menu' }) },
    });
    renderScreen('/create-qrcode');
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Folder' }), 'Menus');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'Menu, Summer sale,');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    expect(await screen.findByText('QR Code created successfully!')).toBeInTheDocument();
    const post = calls.mock.calls.findIndex(([u, init]) => u === '/api/qrcodes' && init?.method === 'POST');
    expect(sentBody(calls, post)).toMatchObject({ folderId: 3, tags: ['Menu', 'Summer sale'] });
  });

  it("shows the api's message at the tags when they are refused", async () => {
    fakeApi({
      'GET /api/folders': { body: [] },
      'POST /api/qrcodes': {
        status: 400,
        body: {
          statusCode: 400,
          message: ['tags must be a list of at most 10 tags of 1 to 32 characters.'],
          fields: { tags: ['tags must be a list of at most 10 tags of 1 to 32 characters.'] },
        },
      },
    });
    renderScreen('/create-qrcode');
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'More options' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tags' }), 'x'.repeat(40));
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    expect(await screen.findByRole('textbox', { name: 'Tags' })).toHaveAccessibleDescription(
      /tags must be a list of at most 10 tags of 1 to 32 characters\./,
    );
  });

  it("stays on the form with 'Failed to save QR code.' when the api fails", async () => {
    fakeApi({ 'POST /api/qrcodes': { status: 500, body: { statusCode: 500 } } });
    renderScreen('/create-qrcode');
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    expect(await screen.findByText('Failed to save QR code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeEnabled();
  });
});
