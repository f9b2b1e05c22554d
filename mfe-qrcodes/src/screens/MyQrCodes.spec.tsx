import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QrCodeDto } from '@qrpanel/contracts';
import { notifications, setLanguage } from '@qrpanel/web';
import { fakeApi, qrCode, renderScreen, sentBody, type FakeReply } from '../testing/screens';

const CODES = [
  qrCode({ id: 7, label: 'Menu', scans_count: 1234, tags: ['menu', 'summer'] }),
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
const FOLDERS = [
  { id: 3, name: 'Menus', user_id: 1, codes_count: 4, created_at: '2026-01-01T00:00:00.000Z' },
];

/** The address of a page of the list as the screen asks it. */
const listUrl = (query = '') => `GET /api/qrcodes/my?page=1&limit=25&sort=created_at%3Adesc${query}`;
const page = (items: QrCodeDto[], total = items.length, n = 1) => ({
  body: { items, total, page: n, limit: 25 },
});
const rows = () => screen.getAllByTestId('qr-row');
const requested = (calls: jest.Mock) =>
  (calls.mock.calls as [string, RequestInit | undefined][]).map(
    ([url, init]) => `${init?.method ?? 'GET'} ${url}`,
  );
const bulkBody = (calls: jest.Mock) =>
  sentBody(
    calls,
    calls.mock.calls.findIndex(([url]) => url === '/api/qrcodes/bulk'),
  );

describe('My QR Codes (/my-qrcodes)', () => {
  // Toasts are one store for the page: each test starts with none shown or queued.
  afterEach(() => {
    notifications.clean();
    notifications.cleanQueue();
  });

  it("lists a page of the user's codes with their type, generation type, scans, status and tags", async () => {
    fakeApi({ [listUrl()]: page(CODES, 2), 'GET /api/folders': { body: FOLDERS } });
    renderScreen('/my-qrcodes');
    expect(screen.getByRole('heading', { level: 1, name: 'My QR Codes' })).toBeInTheDocument();
    expect(screen.getByText('Loading QR Codes...')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /^Menu/ })).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Label',
      'Content Type',
      'Generation Type',
      'Scan Address',
      'Scans',
      'Status',
      'Created',
      'Actions',
    ]);
    const [menu, wifi] = rows();
    // Two codes of one label stay apart: each shows its picture, destination, address and date.
    expect(within(menu).getByTestId('qr-thumbnail')).toHaveAttribute(
      'data-payload',
      CODES[0].encoded_payload,
    );
    expect(within(menu).getByText('https://example.com/menu')).toBeInTheDocument();
    expect(within(menu).getByText(String(CODES[0].short_url))).toBeInTheDocument();
    expect(within(menu).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(wifi).queryByRole('button', { name: /^Copy the scan address/ })).not.toBeInTheDocument();
    expect(within(menu).getByText('URL')).toBeInTheDocument();
    expect(within(menu).getByText('Dynamic')).toBeInTheDocument();
    expect(within(menu).getByText('1,234')).toBeInTheDocument();
    expect(within(menu).getByLabelText('Tags of Menu')).toHaveTextContent('menusummer');
    expect(within(wifi).getByText('WiFi')).toBeInTheDocument();
    expect(within(wifi).getByText('Static')).toBeInTheDocument();
    expect(within(wifi).getByRole('button', { name: 'Edit (static codes cannot be edited)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Create New' })).toHaveAttribute('href', '/create-qrcode');
    expect(screen.getByText('2 QR codes')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Folder' })).toHaveTextContent('Menus (4)');
  });

  describe('on a phone', () => {
    // The test setup's stand-in answers no query; a phone's answers its width's.
    const desk = Object.getOwnPropertyDescriptor(window, 'matchMedia') as PropertyDescriptor;
    const deskMatch = desk.value as (query: string) => MediaQueryList;
    beforeEach(() => {
      const phone = (query: string) => ({ ...deskMatch(query), matches: query === '(max-width: 48em)' });
      Object.defineProperty(window, 'matchMedia', { writable: true, value: phone });
    });
    afterEach(() => Object.defineProperty(window, 'matchMedia', desk));

    it('shows a compact row per code, its actions behind one button and the filters behind another', async () => {
      const calls = fakeApi({
        [listUrl()]: page(CODES, 2),
        'GET /api/folders': { body: FOLDERS },
        [listUrl('&tag=summer')]: page([CODES[0]], 1),
      });
      renderScreen('/my-qrcodes');
      const [menu, wifi] = await screen.findAllByTestId('qr-row');
      expect(within(menu).getByRole('img', { name: 'QR code of Menu' })).toHaveAttribute(
        'data-payload',
        CODES[0].encoded_payload,
      );
      expect(within(menu).getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '/show-qrcode/7');
      expect(within(menu).getByText(String(CODES[0].short_url))).toBeInTheDocument();
      expect(within(menu).getByText('1,234 scans')).toBeInTheDocument();
      // A static code has no scan address: its type says what it holds.
      expect(within(wifi).getByText('WiFi')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await userEvent.click(await within(menu).findByRole('button', { name: 'Actions for Menu' }));
      expect(await screen.findByRole('menuitem', { name: 'View Details' })).toHaveAttribute(
        'href',
        '/show-qrcode/7',
      );
      expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', '/edit-qrcode/7');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      expect(await screen.findByRole('dialog', { name: 'Delete QR Code' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

      // The search stays in view; folder and tag wait behind Filters, which counts those set.
      expect(screen.getByRole('textbox', { name: 'Search QR codes' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Folder' })).not.toBeInTheDocument();
      const filters = screen.getByRole('button', { name: 'Filters' });
      expect(filters).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(filters);
      expect(filters).toHaveAttribute('aria-expanded', 'true');
      await userEvent.type(screen.getByRole('textbox', { name: 'Tag' }), 'summer');
      expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
      await waitFor(() => expect(requested(calls)).toContain(listUrl('&tag=summer')));
    });

    it('sorts the rows from a select, as the table sorts by its headers', async () => {
      const mostScanned = 'GET /api/qrcodes/my?page=1&limit=25&sort=scans_count%3Adesc';
      const calls = fakeApi({
        [listUrl()]: page(CODES, 2),
        'GET /api/folders': { body: FOLDERS },
        [mostScanned]: page([CODES[1], CODES[0]], 2),
      });
      renderScreen('/my-qrcodes');
      await screen.findAllByTestId('qr-row');
      const order = screen.getByRole('combobox', { name: 'Sort by' });
      expect(order).toHaveValue('created_at:desc');
      await userEvent.selectOptions(order, 'Most scans');
      await waitFor(() => expect(requested(calls)).toContain(mostScanned));
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('scans_count:desc');
    });
  });

  it('asks the server for the page, sort, search, folder and tag the address holds', async () => {
    const url = 'GET /api/qrcodes/my?page=2&limit=25&sort=label%3Aasc&q=menu&folderId=3&tag=summer';
    const calls = fakeApi({ [url]: page([CODES[0]], 26, 2), 'GET /api/folders': { body: FOLDERS } });
    renderScreen('/my-qrcodes?page=2&sort=label:asc&q=menu&folderId=3&tag=summer');
    expect(await screen.findByRole('cell', { name: /^Menu/ })).toBeInTheDocument();
    expect(requested(calls)).toContain(url);
    expect(screen.getByRole('textbox', { name: 'Search QR codes' })).toHaveValue('menu');
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveValue('summer');
    expect(screen.getByRole('columnheader', { name: 'Label' })).toHaveAttribute('aria-sort', 'ascending');
    expect(await screen.findByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('searches on the server as the user types, from page 1, and says when nothing matches', async () => {
    const calls = fakeApi({
      [listUrl()]: page(CODES),
      [listUrl('&q=kp2s')]: page([CODES[1]]),
      [listUrl('&q=nothing%20like%20it')]: page([]),
      'GET /api/folders': { body: [] },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    const search = screen.getByRole('textbox', { name: 'Search QR codes' });
    expect(search).toHaveAttribute('placeholder', 'Search by label or key...');
    await userEvent.type(search, 'kp2s');
    // The search is sent once typing pauses (300 ms): waited for longer than a plain find.
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 4000 });
    expect(within(rows()[0]).getByText('Guest WiFi')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like it');
    expect(await screen.findByText('No QR codes found.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(requested(calls)).toContain(listUrl('&q=nothing%20like%20it'));
  });

  it('sorts by a column on the server when its header is clicked, then the other way round', async () => {
    const calls = fakeApi({
      [listUrl()]: page(CODES),
      'GET /api/qrcodes/my?page=1&limit=25&sort=label%3Aasc': page([CODES[1], CODES[0]]),
      'GET /api/qrcodes/my?page=1&limit=25&sort=label%3Adesc': page(CODES),
      'GET /api/folders': { body: [] },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('button', { name: 'Label' }));
    await waitFor(() => expect(within(rows()[0]).getByText('Guest WiFi')).toBeInTheDocument());
    expect(screen.getByRole('columnheader', { name: 'Label' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Label' }));
    await waitFor(() => expect(within(rows()[0]).getByText('Menu')).toBeInTheDocument());
    expect(requested(calls)).toContain('GET /api/qrcodes/my?page=1&limit=25&sort=label%3Adesc');
  });

  it('turns pages on the server', async () => {
    const second = qrCode({ id: 30, label: 'Page two code' });
    fakeApi({
      [listUrl()]: page(CODES, 27),
      'GET /api/qrcodes/my?page=2&limit=25&sort=created_at%3Adesc': page([second], 27, 2),
      'GET /api/folders': { body: [] },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    expect(screen.getByText('27 QR codes')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('cell', { name: /^Page two code/ })).toBeInTheDocument();
  });

  it('pauses the selected rows and says how many changed and why others failed', async () => {
    const calls = fakeApi({
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: [] },
      'POST /api/qrcodes/bulk': {
        body: {
          action: 'pause',
          matched: 2,
          changed: 1,
          failed: [{ id: 8, message: 'Static QR codes have no status.' }],
        },
      },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Menu' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Guest WiFi' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByText('1 QR code paused. 1 could not be changed: Static QR codes have no status.'),
    ).toBeInTheDocument();
    expect(bulkBody(calls)).toEqual({ ids: [7, 8], action: 'pause' });
  });

  it("selects all N matching and deletes them after a confirmation naming how many, sending the list's filter", async () => {
    const calls = fakeApi({
      [listUrl('&tag=menu')]: page(CODES, 60),
      'GET /api/folders': { body: [] },
      'POST /api/qrcodes/bulk': { body: { action: 'delete', matched: 60, changed: 60, failed: [] } },
    });
    renderScreen('/my-qrcodes?tag=menu');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every code on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 60 matching' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('60 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete QR Codes' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete 60 QR codes? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete 60' }));
    expect(await screen.findByText('60 QR codes deleted.')).toBeInTheDocument();
    expect(bulkBody(calls)).toEqual({ filter: { tag: 'menu' }, action: 'delete' });
  });

  it('downloads all N matching as a ZIP by a ticket, the browser saving it, with its progress', async () => {
    // The browser's own download: the link the page hands it is recorded, not followed.
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
    const replies: Record<string, FakeReply> = {
      [listUrl('&tag=menu')]: page(CODES, 60),
      'GET /api/folders': { body: [] },
      'POST /api/qrcodes/export/ticket?tag=menu&format=svg': {
        status: 201,
        body: {
          ticket: 'T'.repeat(32),
          expires_at: '2026-03-01T10:01:00.000Z',
          total: 60,
          progress: 'p-123456789',
        },
      },
      'GET /api/qrcodes/export/progress/p-123456789': {
        body: { total: 60, done: 24, finished: false, failed: false },
      },
    };
    const calls = fakeApi(replies);
    renderScreen('/my-qrcodes?tag=menu');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every code on this page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Select all 60 matching' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await userEvent.selectOptions(within(bar).getByLabelText('Format'), 'svg');
    await userEvent.click(within(bar).getByRole('button', { name: 'Download ZIP' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { href: `/api/qrcodes/export.zip?ticket=${'T'.repeat(32)}`, download: 'qr-codes.zip' },
      ]),
    );
    expect(requested(calls)).toContain('POST /api/qrcodes/export/ticket?tag=menu&format=svg');
    // Nothing of the ZIP passes through the page: it only reads how far the api is.
    expect(requested(calls).some((call) => call.includes('export.zip'))).toBe(false);
    const progress = await screen.findByRole('progressbar', { name: 'ZIP download progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '40'));

    replies['GET /api/qrcodes/export/progress/p-123456789'] = {
      body: { total: 60, done: 60, finished: true, failed: false },
    };
    expect(await screen.findByText('Downloaded 60 QR codes as a ZIP.')).toBeInTheDocument();
    // The bar is gone once the ZIP is built.
    expect(screen.queryByRole('progressbar', { name: 'ZIP download progress' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('qrpanel.zip-download')).toBeNull();
    click.mockRestore();
  });

  it('says why a ZIP cannot be had, and when a download breaks off', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const replies: Record<string, FakeReply> = {
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: [] },
      'POST /api/qrcodes/export/ticket?ids=7&format=png': {
        status: 400,
        body: { statusCode: 400, message: 'At most 10,000 codes fit in one ZIP.', error: 'Bad Request' },
      },
    };
    fakeApi(replies);
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Menu' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Download ZIP' }));
    expect(await screen.findByText('At most 10,000 codes fit in one ZIP.')).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();

    replies['POST /api/qrcodes/export/ticket?ids=7&format=png'] = {
      status: 201,
      body: {
        ticket: 'U'.repeat(32),
        expires_at: '2026-03-01T10:01:00.000Z',
        total: 1,
        progress: 'p-987654321',
      },
    };
    replies['GET /api/qrcodes/export/progress/p-987654321'] = {
      body: { total: 1, done: 0, finished: true, failed: true },
    };
    await userEvent.click(within(bar).getByRole('button', { name: 'Download ZIP' }));
    expect(await screen.findByText('The ZIP download failed.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('shows again the bar of a download a reload of the page left under way', async () => {
    sessionStorage.setItem('qrpanel.zip-download', JSON.stringify({ progress: 'p-reloaded', total: 10 }));
    const replies: Record<string, FakeReply> = {
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: [] },
      'GET /api/qrcodes/export/progress/p-reloaded': {
        body: { total: 10, done: 3, finished: false, failed: false },
      },
    };
    fakeApi(replies);
    renderScreen('/my-qrcodes');
    const progress = await screen.findByRole('progressbar', { name: 'ZIP download progress' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '30'));
    expect(screen.getByText('Preparing the ZIP: 3 of 10 QR codes')).toBeInTheDocument();
    replies['GET /api/qrcodes/export/progress/p-reloaded'] = {
      body: { total: 10, done: 10, finished: true, failed: false },
    };
    expect(await screen.findByText('Downloaded 10 QR codes as a ZIP.')).toBeInTheDocument();
  });

  it('moves the selected rows to a folder and tags them', async () => {
    const calls = fakeApi({
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: FOLDERS },
      'POST /api/qrcodes/bulk': { body: { action: 'move', matched: 1, changed: 1, failed: [] } },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Menu' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await userEvent.selectOptions(within(bar).getByRole('combobox', { name: 'Move to folder' }), '3');
    await userEvent.click(within(bar).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('1 QR code moved.')).toBeInTheDocument();
    expect(bulkBody(calls)).toEqual({ ids: [7], action: 'move', folderId: 3 });
  });

  it("shows the api's message when a bulk action is refused, and keeps the selection", async () => {
    fakeApi({
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: [] },
      'POST /api/qrcodes/bulk': { status: 404, body: { statusCode: 404, message: 'Folder not found.' } },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Folder not found.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toHaveTextContent('1 selected');
  });

  it('deletes a code after the confirmation and reads the page again', async () => {
    const calls = fakeApi({
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: [] },
      'DELETE /api/qrcodes/7': { status: 204 },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete QR Code' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete "Menu"? This action cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('QR Code deleted successfully!')).toBeInTheDocument();
    expect(requested(calls)).toContain('DELETE /api/qrcodes/7');
    expect(requested(calls).filter((c) => c === listUrl()).length).toBeGreaterThan(1);
  });

  it("shows the api's message when a delete fails, and keeps the row", async () => {
    fakeApi({
      [listUrl()]: page(CODES),
      'GET /api/folders': { body: [] },
      'DELETE /api/qrcodes/7': { status: 500, body: { statusCode: 500 } },
    });
    renderScreen('/my-qrcodes');
    await screen.findByRole('cell', { name: /^Menu/ });
    await userEvent.click(within(rows()[0]).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete QR Code' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete QR code.')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it("says 'Failed to load data.' when the list cannot be read", async () => {
    fakeApi({ [listUrl()]: { status: 500, body: { statusCode: 500 } }, 'GET /api/folders': { body: [] } });
    renderScreen('/my-qrcodes');
    expect(await screen.findByText('Error: Failed to load data.')).toBeInTheDocument();
  });
});

describe('My QR Codes in Spanish', () => {
  beforeEach(() => setLanguage('es'));
  afterEach(async () => {
    // Unmounted first: the screen would otherwise redraw in English outside the test.
    cleanup();
    notifications.clean();
    notifications.cleanQueue();
    await setLanguage('en');
  });

  it('says the title, headers, labels, counts and toasts in Spanish, numbers the Spanish way', async () => {
    fakeApi({
      [listUrl()]: page(CODES, 12045),
      'GET /api/folders': { body: FOLDERS },
      'POST /api/qrcodes/bulk': { body: { action: 'pause', matched: 1, changed: 1, failed: [] } },
    });
    renderScreen('/my-qrcodes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis códigos QR' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: /^Menu/ });
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual([
      '',
      'Nombre',
      'Tipo de contenido',
      'Tipo de generación',
      'Dirección de escaneo',
      'Escaneos',
      'Estado',
      'Creado',
      'Acciones',
    ]);
    const [menu, wifi] = rows();
    expect(within(menu).getByText('Dinámico')).toBeInTheDocument();
    // Spanish groups digits from five on: 1234, but 12.045 below.
    expect(within(menu).getByText('1234')).toBeInTheDocument();
    expect(within(menu).getByText('Activo')).toBeInTheDocument();
    expect(within(wifi).getByText('Estático')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar códigos QR' })).toHaveAttribute(
      'placeholder',
      'Busca por nombre o clave...',
    );
    expect(screen.getByRole('combobox', { name: 'Carpeta' })).toHaveTextContent('Menus (4)');
    expect(screen.getByText('12.045 códigos QR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Seleccionar Menu' }));
    const bar = screen.getByRole('region', { name: 'Acciones en lote' });
    expect(bar).toHaveTextContent('1 seleccionado');
    await userEvent.click(within(bar).getByRole('button', { name: 'Pausar' }));
    expect(await screen.findByText('1 código QR pausado.')).toBeInTheDocument();
  });
});
