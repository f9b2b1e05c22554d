import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PasskeyDto } from '@qrpanel/contracts';
import { fakeApi, renderAt, type FakeReply } from '../testing/render';
import { PasskeysSection } from './PasskeysSection';

const PASSKEYS: PasskeyDto[] = [
  { id: 4, name: 'Work laptop', created_at: '2025-01-01T12:00:00Z', last_used_at: null },
  { id: 9, name: 'Phone', created_at: '2025-02-01T12:00:00Z', last_used_at: new Date().toISOString() },
];

const called = (calls: jest.Mock, method: string, path: string) =>
  (calls.mock.calls as [unknown, RequestInit | undefined][]).some(
    ([url, init]) => String(url).endsWith(path) && (init?.method ?? 'GET').toUpperCase() === method,
  );

function render(replies: Record<string, FakeReply>) {
  const calls = fakeApi(replies);
  renderAt('/settings', { '/settings': <PasskeysSection /> });
  return calls;
}

describe('passkeys in account settings', () => {
  it('lists each passkey with when it was added and last used', async () => {
    render({ 'GET /api/auth/passkeys': { body: PASSKEYS } });
    const rows = await screen.findAllByTestId('passkey');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Work laptop');
    expect(rows[0]).toHaveTextContent('last used never');
    expect(rows[1]).toHaveTextContent('Phone');
    expect(rows[1]).toHaveTextContent('last used this minute');
  });

  it('says so when there is none', async () => {
    render({ 'GET /api/auth/passkeys': { body: [] } });
    expect(await screen.findByText('You have no passkeys yet.')).toBeInTheDocument();
  });

  it('renames a passkey', async () => {
    const calls = render({
      'GET /api/auth/passkeys': { body: PASSKEYS },
      'PATCH /api/auth/passkeys/9': { body: { ...PASSKEYS[1], name: 'Old phone' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Phone' }));
    const input = screen.getByLabelText(/Passkey name/, { selector: 'input[value="Phone"]' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Old phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Rename Phone' });
    expect(called(calls, 'PATCH', '/api/auth/passkeys/9')).toBe(true);
  });

  it('removes a passkey only after a confirmation', async () => {
    const calls = render({
      'GET /api/auth/passkeys': { body: PASSKEYS },
      'DELETE /api/auth/passkeys/4': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Work laptop' }));
    expect(called(calls, 'DELETE', '/api/auth/passkeys/4')).toBe(false);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('"Work laptop" will no longer sign you in.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey "Work laptop" removed.')).toBeInTheDocument();
    expect(called(calls, 'DELETE', '/api/auth/passkeys/4')).toBe(true);
  });

  it('offers no adding where the browser has no passkeys', async () => {
    render({ 'GET /api/auth/passkeys': { body: [] } });
    expect(await screen.findByText('This browser cannot make passkeys.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });
});
