import { screen } from '@testing-library/react';
import { ROUTES } from './routes';
import { fakeApi, renderAt, screensOf } from './testing/render';

function renderScreens(path: string) {
  return renderAt(path, screensOf(ROUTES));
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
    renderScreens(path);
    expect(screen.getByRole('heading', { level, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/admin/users', 'User Management'],
    ['/admin/plans', 'Plan Management'],
    ['/admin/payments', 'Payments'],
    ['/admin/messages', 'Messages'],
  ])('%s prints no module version', async (path, title) => {
    renderScreens(path);
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByText(/Administration module/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\d+\.\d+\.\d+/);
  });
});
