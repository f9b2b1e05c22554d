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

describe('mfe-billing screens', () => {
  it.each([
    ['Pricing', '/pricing', 'Choose Your Plan'],
    ['PaymentSuccess', '/payment-success', 'Payment Status'],
  ])('%s at %s is titled %s', (_name, path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
});
