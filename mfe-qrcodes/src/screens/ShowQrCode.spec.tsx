import { qrDownloadFileName } from '@qrpanel/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { daysOf, rangeQueries, summary } from '../testing/analytics';
import { fakeApi, qrCode, renderScreen } from '../testing/screens';
import { saveBlob } from '../api/qr-api';

// ECharts needs a canvas, which jsdom lacks; the charts have their own place in the e2e journeys.
jest.mock('../analytics/Charts', () => ({ __esModule: true, default: () => 'Scan charts' }));
jest.mock('../api/qr-api', () => ({
  ...jest.requireActual<typeof import('../api/qr-api')>('../api/qr-api'),
  saveBlob: jest.fn(),
}));

function detailsApi(code = qrCode()) {
  // One code's analytics over the default range, the last 30 days.
  const range = rangeQueries(daysOf(), 'auto', 7);
  return fakeApi({
    'GET /api/qrcodes/7': { body: code },
    'GET /api/qrcodes/7/history': {
      body: [
        {
          id: 1,
          previous_destination: 'https://example.com/old-menu',
          changed_at: '2026-03-02T09:00:00.000Z',
        },
      ],
    },
    [`GET /api/qrcodes/analytics/user?${range.summary}`]: { body: summary() },
    [`GET /api/qrcodes/analytics/scans-over-time?${range.series}`]: { body: [] },
    'GET /api/qrcodes/7/image?format=png&size=300': { body: 'png' },
    'GET /api/qrcodes/7/image?format=pdf&size=591&dpi=300': { body: 'pdf' },
    'GET /api/qrcodes/7/image?format=svg&size=1024': { body: 'svg' },
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('QR Code Details (/show-qrcode/:id)', () => {
  it('shows the code under its label: picture, information, history and its scans', async () => {
    detailsApi();
    renderScreen('/show-qrcode/7');
    expect(screen.getByRole('heading', { level: 1, name: 'QR Code Details' })).toBeInTheDocument();
    expect(screen.getByText('Details, analytics, and history for your QR Code.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code for Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test URL' })).toHaveAttribute(
      'href',
      'http://localhost/qr-redirect/Xq3vB1nR0cT8yWmZ2aK5dQ',
    );
    const information = within(screen.getByTestId('information'));
    expect(information.getByText('Unique Key')).toBeInTheDocument();
    expect(information.getByText('Xq3vB1nR0cT8yWmZ2aK5dQ')).toBeInTheDocument();
    expect(information.getByText('URL (Dynamic)')).toBeInTheDocument();
    expect(
      await within(section('Destination History')).findByText('https://example.com/old-menu'),
    ).toBeInTheDocument();
    expect(await within(section('Scan Analytics')).findByText('Total Visits')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/edit-qrcode/7');
  });

  it("lists an event page's content: its title, times and place, its layout made from the fields", async () => {
    const data = {
      title: 'Spring fair',
      starts_at: '2026-05-02T18:00',
      ends_at: '2026-05-02T22:00',
      time_zone: 'Europe/Madrid',
      place: 'Plaza Mayor',
    };
    detailsApi(qrCode({ type: 'event', data, current_destination: null }));
    renderScreen('/show-qrcode/7');
    const content = await screen.findByTestId('content-data');
    const row = (label: string) => within(content).getByText(label).closest('tr');
    expect(row('Page title')).toHaveTextContent('Spring fair');
    expect(row('Starts')).toHaveTextContent('2026-05-02 18:00');
    expect(row('Ends')).toHaveTextContent('2026-05-02 22:00');
    expect(row('Time zone')).toHaveTextContent('Europe/Madrid');
    expect(row('Place')).toHaveTextContent('Plaza Mayor');
    expect(row('Layout')).toHaveTextContent('Made from the fields');
  });

  it('shows one empty state, not a row of empty charts, for a code nobody has scanned', async () => {
    const calls = detailsApi(qrCode({ scans_count: 0 }));
    renderScreen('/show-qrcode/7');
    const analytics = within(await screen.findByRole('region', { name: 'Scan Analytics' }));
    expect(analytics.getByText('No scans yet')).toBeInTheDocument();
    expect(analytics.getByText(/^Print or share the code/)).toBeInTheDocument();
    expect(analytics.queryByText('Total Visits')).not.toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => String(url).includes('/analytics/'))).toBe(false);
  });

  it('shows a dynamic code’s short link as text and copies it, sharing it where the device can', async () => {
    const writeText = jest.fn((_text: string) => Promise.resolve());
    const share = jest.fn((_data: ShareData) => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText }, share });
    try {
      detailsApi();
      renderScreen('/show-qrcode/7');
      const address = await screen.findByTestId('scan-address');
      // The shorter of its two addresses, which scans answer alike.
      expect(address).toHaveTextContent('http://localhost/k7m2p');
      expect(screen.getByText('Scan address')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(writeText).toHaveBeenCalledWith('http://localhost/k7m2p');
      expect(screen.getByRole('button', { name: 'Link copied' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({ title: 'Menu', url: 'http://localhost/k7m2p' });
    } finally {
      Object.assign(navigator, { share: undefined });
    }
  });

  it('downloads the PNG drawn by the api at the code’s size', async () => {
    const calls = detailsApi();
    renderScreen('/show-qrcode/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Download as PNG' }));
    expect(calls.mock.calls.map(([url]) => url)).toContain('/api/qrcodes/7/image?format=png&size=300');
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), qrDownloadFileName('Menu', 'png')),
    );
  });

  it('downloads a PDF at a print size (5 cm at 300 dpi) and an SVG at a screen size', async () => {
    const calls = detailsApi(
      qrCode({ design: { ...qrCode().design, dots: { shape: 'dots', color: '#1A237E' } } }),
    );
    renderScreen('/show-qrcode/7');
    const size = await screen.findByRole('combobox', { name: 'Size' });
    await userEvent.selectOptions(size, '5 cm (print, 300 dpi)');
    await userEvent.click(screen.getByRole('button', { name: 'Download as PDF' }));
    expect(calls.mock.calls.map(([url]) => url)).toContain(
      '/api/qrcodes/7/image?format=pdf&size=591&dpi=300',
    );
    await waitFor(() =>
      expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), qrDownloadFileName('Menu', 'pdf')),
    );
    await userEvent.selectOptions(size, '1024 px');
    await userEvent.click(screen.getByRole('button', { name: 'Download as SVG' }));
    expect(calls.mock.calls.map(([url]) => url)).toContain('/api/qrcodes/7/image?format=svg&size=1024');
    // The picture is drawn with the code's design: round dots in its colour.
    expect(screen.getByRole('img', { name: 'QR code for Menu' }).innerHTML).toContain('fill="#1A237E"');
  });

  it('cannot edit a static code and shows no history or scan address for it', async () => {
    detailsApi(qrCode({ generation_type: 'static', status: null }));
    renderScreen('/show-qrcode/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: 'Destination History' })).not.toBeInTheDocument();
    // Its content is what it encodes: there is no scan address to share.
    expect(screen.queryByTestId('scan-address')).not.toBeInTheDocument();
  });

  it("says 'No previous destinations found.' for a code never changed", async () => {
    fakeApi({ 'GET /api/qrcodes/7': { body: qrCode() }, 'GET /api/qrcodes/7/history': { body: [] } });
    renderScreen('/show-qrcode/7');
    expect(await screen.findByText('No previous destinations found.')).toBeInTheDocument();
  });

  it("says 'QR Code not found.' for a code that is not there", async () => {
    fakeApi({
      'GET /api/qrcodes/7': { status: 404, body: { statusCode: 404, message: 'QR code not found' } },
    });
    renderScreen('/show-qrcode/7');
    expect(await screen.findByText('QR Code not found.')).toBeInTheDocument();
  });
});
