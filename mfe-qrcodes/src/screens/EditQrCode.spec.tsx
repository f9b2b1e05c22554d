import { QR_MESSAGES } from '@qrpanel/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, qrCode, renderScreen, sentBody } from '../testing/screens';

describe('Edit QR Code (/edit-qrcode/:id)', () => {
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
