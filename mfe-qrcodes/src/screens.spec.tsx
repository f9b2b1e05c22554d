import { renderAt, screensOf } from '@qrpanel/web/testing/render';
import { screen } from '@testing-library/react';
import { ROUTES } from './routes';

function renderScreens(path: string) {
  return renderAt(path, screensOf(ROUTES));
}

describe('mfe-qrcodes screens', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
  });

  it.each([
    ['MyQrCodes', '/my-qrcodes', 'My QR Codes'],
    ['CreateQrCode', '/create-qrcode', 'Create New QR Code'],
    ['EditQrCode', '/edit-qrcode/7', 'Edit QR Code'],
    ['ShowQrCode', '/show-qrcode/7', 'QR Code Details'],
    ['MyAnalytics', '/analytics', 'My Analytics'],
    ['AdminQrCodes', '/admin/qrcodes', 'All QR Codes'],
    ['GlobalAnalytics', '/admin/analytics', 'Global Analytics'],
    ['ImportCodes', '/import', 'Import QR Codes'],
    ['Domains', '/domains', 'Domains'],
  ])('%s at %s is titled %s', (_name, path, title) => {
    renderScreens(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
