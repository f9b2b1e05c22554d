import { clearSession, createQueryClient, setSession, WebProviders } from '@qrpanel/web';
import type { ContactMessageDto, UserDto } from '@qrpanel/contracts';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ROUTES } from '../routes';
import { fakeApi } from '../testing/render';

/** Shows the address, as a shared link would carry it. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <WebProviders queryClient={createQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        <Address />
        <Routes>
          {ROUTES.map(({ path: route, Screen }) => (
            <Route key={route} path={route} element={<Screen />} />
          ))}
        </Routes>
      </MemoryRouter>
    </WebProviders>,
  );
}

const user = (id: number, name: string): UserDto => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
  role: 'user',
  plan_name: 'Free Trial',
  subscription_plan_id: null,
  created_at: '2026-11-20T10:00:00.000Z',
  time_zone: 'UTC',
  color_scheme: 'auto',
  language: null,
});
const message = (id: number, subject: string): ContactMessageDto => ({
  id,
  user_id: 4,
  sender_name: 'Uma User',
  sender_email: 'uma@example.com',
  subject,
  message: 'Please help.',
  is_read: false,
  created_at: '2026-11-20T10:00:00.000Z',
});
const page = <T,>(items: T[], total: number, n = 1, limit = 10) => ({
  body: { items, total, page: n, limit },
});
const address = () => screen.getByRole('status', { name: 'Address' });
/**
 * A page link. The pager's code loads on its first render (a lazy part of @qrpanel/web), so it
 * shows a moment after the rows; on a busy machine one role query alone can outlast the
 * default second.
 */
const pageLink = (n: number) => screen.findByRole('button', { name: `Page ${n}` }, { timeout: 4000 });

describe('lists read on the server', () => {
  beforeEach(() => setSession({ token: 'token', user: { ...user(1, 'Root'), role: 'super_admin' } }));
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('User Management asks the server for a page and the search, and keeps both in the address', async () => {
    const calls = fakeApi({
      'GET /api/auth/users?page=1&limit=10&sort=created_at%3Adesc': page([user(2, 'Ada Lovelace')], 23),
      'GET /api/auth/users?page=3&limit=10&sort=created_at%3Adesc': page([user(9, 'Zed Last')], 23, 3),
      'GET /api/auth/users?page=1&limit=10&sort=created_at%3Adesc&q=grace': page(
        [user(5, 'Grace Hopper')],
        1,
      ),
    });
    renderAt('/admin/users');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    await userEvent.click(await pageLink(3));
    expect(await screen.findByText('Zed Last')).toBeInTheDocument();
    expect(address()).toHaveTextContent('/admin/users?page=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search users' }), 'grace');
    expect(await screen.findByText('Grace Hopper', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(address()).toHaveTextContent('/admin/users?q=grace'));
    expect(calls.mock.calls.map(([url]) => url)).not.toContain('/api/auth/users');
  });

  it('User Management opens at the page and search a shared address holds', async () => {
    fakeApi({
      'GET /api/auth/users?page=2&limit=10&sort=name%3Aasc&q=ada': page([user(2, 'Ada Lovelace')], 11, 2),
    });
    renderAt('/admin/users?page=2&sort=name:asc&q=ada');
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search users' })).toHaveValue('ada');
    expect(await pageLink(2)).toHaveAttribute('aria-current', 'page');
  });

  it('User Management sorts on the server when a column header is clicked, then the other way round', async () => {
    fakeApi({
      'GET /api/auth/users?page=1&limit=10&sort=created_at%3Adesc': page([user(2, 'Zoe Zed')], 2),
      'GET /api/auth/users?page=1&limit=10&sort=name%3Aasc': page(
        [user(3, 'Ada Lovelace'), user(2, 'Zoe Zed')],
        2,
      ),
      'GET /api/auth/users?page=1&limit=10&sort=name%3Adesc': page(
        [user(2, 'Zoe Zed'), user(3, 'Ada Lovelace')],
        2,
      ),
    });
    renderAt('/admin/users');
    await screen.findByText('Zoe Zed');
    await userEvent.click(screen.getByRole('button', { name: 'User' }));
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'ascending');
    expect(address()).toHaveTextContent('/admin/users?sort=name%3Aasc');
    await userEvent.click(screen.getByRole('button', { name: 'User' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'User' })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(screen.getAllByTestId('user-row')[0]).toHaveTextContent('Zoe Zed');
  });

  it('Messages are searched and paged on the server', async () => {
    setSession({ token: 'token', user: { ...user(1, 'An Admin'), role: 'admin' } });
    fakeApi({
      'GET /api/contact?page=1&limit=20&sort=created_at%3Adesc': page(
        [message(1, 'Billing question')],
        41,
        1,
        20,
      ),
      'GET /api/contact?page=1&limit=20&sort=created_at%3Adesc&q=menu': page(
        [message(2, 'Menu codes broken')],
        1,
        1,
        20,
      ),
      'GET /api/contact/unread-count': { body: { count: 2 } },
    });
    renderAt('/admin/messages');
    expect(await screen.findByText('Billing question')).toBeInTheDocument();
    expect(await pageLink(3)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search messages' }), 'menu');
    expect(await screen.findByText('Menu codes broken', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Billing question')).not.toBeInTheDocument();
  });
});
