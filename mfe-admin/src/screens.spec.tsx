import { createQueryClient, WebProviders } from '@qrpanel/web';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROUTES } from './routes';
import { fakeApi } from './testing/render';

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

describe('mfe-admin screens', () => {
  beforeEach(() => {
    fakeApi({});
  });

  it.each([
    ['UserManagement', '/admin/users', 'User Management', 1],
    ['PlanManagement', '/admin/plans', 'Plan Management', 1],
    ['Payments', '/admin/payments', 'Payments', 1],
    ['Messages', '/admin/messages', 'Messages', 1],
    // Inside the shell's Settings page (its h1), beside the admin's own account.
    ['ApplicationSettings', '/settings', 'Application Settings', 2],
  ])('%s at %s is titled %s', (_name, path, title, level) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level, name: title })).toBeInTheDocument();
  });
});
