import { createQueryClient, WebProviders } from '@qrpanel/web';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from './routes';

function renderAt(path: string) {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {ROUTES.map(({ path: route, Screen }) => (
            <Route key={route} path={route} element={<Screen />} />
          ))}
        </Routes>
      </MemoryRouter>
    </WebProviders>,
  );
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
  ])('%s at %s is titled %s', (_name, path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
