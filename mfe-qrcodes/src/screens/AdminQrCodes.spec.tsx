import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@qrpanel/web';
import { fakeApi, qrCode, renderScreen, sentBody, user } from '../testing/screens';

const ADA = { id: 1, name: 'Ada Lovelace', email: 'ada@example.com' };
const GRACE = { id: 2, name: 'Grace Hopper', email: 'grace@example.com' };
const CODES = [
  qrCode({ id: 7, label: 'Menu', owner: ADA }),
  qrCode({ id: 9, label: 'Poster', owner: GRACE, user_id: 2 }),
];
const admin = user({ id: 3, role: 'admin', name: 'Alan Admin' });
/** The first page of everyone's codes, newest first, as the screen asks it. */
const ALL = 'GET /api/qrcodes/all?page=1&limit=25&sort=created_at%3Adesc';

const menuRow = () => screen.getAllByTestId('qr-row')[0];

describe('All QR Codes (/admin/qrcodes)', () => {
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it("lists everyone's codes with whom each is assigned to", async () => {
    const calls = fakeApi({ [ALL]: { body: { items: CODES, total: 2, page: 1, limit: 25 } } });
    renderScreen('/admin/qrcodes', admin);
    expect(screen.getByRole('heading', { level: 1, name: 'All QR Codes' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'Assigned To' })).toBeInTheDocument();
    expect(
      within(menuRow()).getByRole('button', { name: 'Reassign Menu, assigned to Ada Lovelace' }),
    ).toBeInTheDocument();
    // Only a super admin reads the list of users: an admin picks among the owners seen.
    expect(calls.mock.calls.map(([url]) => url)).not.toContain('/api/auth/users');
    // Folders are each owner's: everyone's codes are neither filtered nor moved by folder.
    expect(calls.mock.calls.map(([url]) => url)).not.toContain('/api/folders');
    expect(screen.queryByRole('combobox', { name: 'Folder' })).not.toBeInTheDocument();
  });

  it('lets an admin reassign a code to themself even when the page shows only its owner', async () => {
    fakeApi({ [ALL]: { body: { items: [CODES[1]], total: 1, page: 1, limit: 25 } } });
    renderScreen('/admin/qrcodes', admin);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reassign Poster, assigned to Grace Hopper' }),
    );
    const choice = screen.getByRole('combobox', { name: 'Assign Poster to' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Alan Admin (ada@example.com)', 'Grace Hopper (grace@example.com)']);
  });

  it("activates codes of several owners at once, as admins may act on anyone's", async () => {
    const calls = fakeApi({
      [ALL]: { body: { items: CODES, total: 2, page: 1, limit: 25 } },
      'POST /api/qrcodes/bulk': { body: { action: 'activate', matched: 2, changed: 2, failed: [] } },
    });
    renderScreen('/admin/qrcodes', admin);
    await screen.findByRole('button', { name: 'Reassign Menu, assigned to Ada Lovelace' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every code on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('2 QR codes activated.')).toBeInTheDocument();
    const post = calls.mock.calls.findIndex(([url]) => url === '/api/qrcodes/bulk');
    expect(sentBody(calls, post)).toEqual({ ids: [7, 9], action: 'activate' });
  });

  it('sets the status of a dynamic code and shows the new one', async () => {
    const calls = fakeApi({
      [ALL]: { body: { items: CODES, total: 2, page: 1, limit: 25 } },
      'PUT /api/qrcodes/7/status': { body: { ...CODES[0], status: 'paused' } },
    });
    renderScreen('/admin/qrcodes', admin);
    await userEvent.click(await screen.findByRole('button', { name: /: change status of Menu$/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status for Menu' }), 'paused');
    await userEvent.click(within(menuRow()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QR Code status updated successfully!')).toBeInTheDocument();
    const put = calls.mock.calls.findIndex(([url]) => url === '/api/qrcodes/7/status');
    expect(sentBody(calls, put)).toEqual({ status: 'paused' });
    await waitFor(() => expect(within(menuRow()).getByText('Paused')).toBeInTheDocument());
  });

  it('reassigns a code to another user (super admin: every user) and names the new owner', async () => {
    const calls = fakeApi({
      [ALL]: { body: { items: CODES, total: 2, page: 1, limit: 25 } },
      'GET /api/auth/users': { body: [user({ ...ADA }), user({ ...GRACE, id: 2 })] },
      'PUT /api/qrcodes/7/reassign': { body: { ...CODES[0], user_id: 2, owner: GRACE } },
    });
    renderScreen('/admin/qrcodes', user({ id: 3, role: 'super_admin' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Reassign Menu, assigned to Ada Lovelace' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assign Menu to' }), '2');
    await userEvent.click(within(menuRow()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('QR Code reassigned successfully!')).toBeInTheDocument();
    const put = calls.mock.calls.findIndex(([url]) => url === '/api/qrcodes/7/reassign');
    expect(sentBody(calls, put)).toEqual({ newUserId: 2 });
    expect(
      await screen.findByRole('button', { name: 'Reassign Menu, assigned to Grace Hopper' }),
    ).toBeInTheDocument();
  });

  it("keeps the choice open with 'Failed to update status.' when the api refuses", async () => {
    fakeApi({
      [ALL]: { body: { items: CODES, total: 2, page: 1, limit: 25 } },
      'PUT /api/qrcodes/7/status': { status: 500, body: { statusCode: 500 } },
    });
    renderScreen('/admin/qrcodes', admin);
    await userEvent.click(await screen.findByRole('button', { name: /: change status of Menu$/ }));
    await userEvent.click(within(menuRow()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update status.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status for Menu' })).toBeInTheDocument();
  });
});
