import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, qrCode, renderScreen, sentBody } from '../testing/screens';

// The form's fields, preview, logo and errors are tested in form/QrForm.spec.tsx; this is the screen.
describe('Create New QR Code (/create-qrcode)', () => {
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

  it("stays on the form with 'Failed to save QR code.' when the api fails", async () => {
    fakeApi({ 'POST /api/qrcodes': { status: 500, body: { statusCode: 500 } } });
    renderScreen('/create-qrcode');
    await userEvent.type(screen.getByRole('textbox', { name: 'Label' }), 'Menu');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR Code' }));
    expect(await screen.findByText('Failed to save QR code.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create QR Code' })).toBeEnabled();
  });
});
