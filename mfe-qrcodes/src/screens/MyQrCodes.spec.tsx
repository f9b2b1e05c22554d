import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, qrCode, renderScreen } from '../testing/screens';

const CODES = [
  qrCode({ id: 7, label: 'Menu', scans_count: 1234 }),
  qrCode({
    id: 8,
    uuid: 'Kp2sQ9wE4rT6yU8iO0pA1s',
    label: 'Guest WiFi',
    type: 'wifi',
    generation_type: 'static',
    status: null,
    scans_count: 0,
  }),
];

const rows = () => screen.getAllByTestId('qr-row');

describe('My QR Codes (/my-qrcodes)', () => {
  it("lists the user's codes with their type, generation type, scans and status", async () => {
    fakeApi({ 'GET /api/qrcodes/my': { body: CODES } });
    renderScreen('/my-qrcodes');
    expect(screen.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeInTheDocument();
    expect(screen.getByText('Loading QR Codes...')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Menu' })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Label', 'Content Type', 'Generation Type', 'Scans', 'Status', 'Actions']);
    const [menu, wifi] = rows();
    expect(within(menu).getByText('URL')).toBeInTheDocument();
    expect(within(menu).getByText('Dynamic')).toBeInTheDocument();
    expect(within(menu).getByText('1,234')).toBeInTheDocument();
    expect(within(wifi).getByText('WiFi')).toBeInTheDocument();
    expect(within(wifi).getByText('Static')).toBeInTheDocument();
    expect(within(wifi).getByRole('button', { name: 'Edit (static codes cannot be edited)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/create-qrcode');
  });

  it('filters by label or key as the user types, and says when nothing matches', async () => {
    fakeApi({ 'GET /api/qrcodes/my': { body: CODES } });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: 'Menu' });
    const search = screen.getByRole('textbox', { name: 'Search QR codes' });
    expect(search).toHaveAttribute('placeholder', 'Search by label or key...');
    await userEvent.type(search, 'kp2s');
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]).getByText('Guest WiFi')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(screen.getByText('No QR codes found.')).toBeInTheDocument();
  });

  it('deletes a code after the confirmation and takes its row away', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/my': { body: CODES },
      'DELETE /api/qrcodes/7': { status: 204 },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: 'Menu' });
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete QR Code' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Menu"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('QR Code deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toContain(
      'DELETE /api/qrcodes/7',
    );
  });

  it("shows the api's message when a delete fails, and keeps the row", async () => {
    fakeApi({
      'GET /api/qrcodes/my': { body: CODES },
      'DELETE /api/qrcodes/7': { status: 500, body: { statusCode: 500 } },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: 'Menu' });
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete QR Code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete QR code.')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it("says 'Failed to load data.' when the list cannot be read", async () => {
    fakeApi({ 'GET /api/qrcodes/my': { status: 500, body: { statusCode: 500 } } });
    renderScreen('/my-qrcodes');
    expect(await screen.findByText('Error: Failed to load data.')).toBeInTheDocument();
  });
});
