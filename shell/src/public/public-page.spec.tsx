import { encodeStaticValue } from '@qrpanel/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '@qrpanel/web/dist/i18n/i18n';
import { fakeApi, sentBody } from '@qrpanel/web/testing/fake-fetch';
import './i18n';
import { PublicPage } from './PublicPage';
import { firstWords } from './page-title';
import { addressFromPath, safeDestination, uuidFromPath } from './redirect-result';
import { vcardFile, vcardFileName } from './vcard-file';

const show = (path: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PublicPage path={path} />
    </I18nextProvider>,
  );

/** The value shown under a label of the content card. */
function termsOf(label: string): string | null | undefined {
  const term = screen.getAllByRole('term').find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
}

function open(uuid: string, answer: { status?: number; body?: unknown }) {
  const calls = fakeApi({ [`GET /api/qrcodes/redirect/${uuid}`]: answer });
  show(`/qr-redirect/${uuid}`);
  return calls;
}

describe('public redirect page', () => {
  it('shows a wifi card: the network, its security in words, and the join code only when asked', async () => {
    open('w1', {
      body: { type: 'wifi', data: { ssid: 'Home', encryption: 'WEP', password: 'p4ss', hidden: false } },
    });
    expect(await screen.findByRole('heading', { name: 'WiFi Network' })).toBeInTheDocument();
    expect(document.title).toBe('Wi-Fi: Home');
    expect(termsOf('SSID')).toBe('Home');
    expect(termsOf('Encryption')).toBe('WEP password');
    expect(termsOf('Password')).toBe('p4ss');
    expect(termsOf('Hidden')).toBe('No');
    expect(
      screen.getByText('Copy the password, then choose Home in your Wi-Fi settings and paste it.'),
    ).toBeInTheDocument();
    // The person who scanned is on the phone that joins: the code for a second device waits.
    const toggle = screen.getByRole('button', { name: 'Show to a friend' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('wifi-join-code')).not.toBeInTheDocument();
    expect(screen.queryByText('Scan the QR code to connect to this network.')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Scan the QR code to connect to this network.')).toBeInTheDocument();
    const join = await screen.findByRole('img', { name: 'QR code to join the network Home' });
    expect(join.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('wifi-join-code')).toHaveAttribute(
      'data-payload',
      encodeStaticValue('wifi', { ssid: 'Home', encryption: 'WEP', password: 'p4ss', hidden: false }),
    );

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('wifi-join-code')).not.toBeInTheDocument();
  });

  it('names WPA security in words', async () => {
    open('w3', {
      body: { type: 'wifi', data: { ssid: 'Cafe', encryption: 'WPA', password: 'x', hidden: true } },
    });
    expect(await screen.findByText('WPA/WPA2 password')).toBeInTheDocument();
    expect(screen.getByText(/The network is hidden: add it by its name\./)).toBeInTheDocument();
  });

  it('leaves the password out of an open network', async () => {
    open('w2', {
      body: { type: 'wifi', data: { ssid: 'Open', encryption: 'nopass', password: 'x', hidden: true } },
    });
    expect(await screen.findByText('Open network, no password')).toBeInTheDocument();
    expect(termsOf('SSID')).toBe('Open');
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy password' })).not.toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  describe('Copy password', () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    afterEach(() => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
      jest.useRealTimers();
    });
    const clipboard = (value: unknown) =>
      Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
    const wifi = {
      type: 'wifi',
      data: { ssid: 'Cafe', encryption: 'WPA', password: 'latte art', hidden: false },
    };

    it('copies the password to the clipboard and says so for a moment', async () => {
      const writeText = jest.fn(() => Promise.resolve());
      clipboard({ writeText });
      open('c1', { body: wifi });
      await userEvent.click(await screen.findByRole('button', { name: 'Copy password' }));
      expect(writeText).toHaveBeenCalledWith('latte art');
      expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Password copied.');
      expect(
        await screen.findByRole('button', { name: 'Copy password' }, { timeout: 4000 }),
      ).toBeInTheDocument();
    });

    it.each([
      ['no clipboard', undefined],
      ['a refused clipboard', { writeText: () => Promise.reject(new Error('NotAllowedError')) }],
    ])('selects the password for copying by hand with %s', async (_name, value) => {
      clipboard(value);
      open('c2', { body: wifi });
      await userEvent.click(await screen.findByRole('button', { name: 'Copy password' }));
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Copying is not available here: the password is selected, copy it from your browser’s menu.',
      );
      expect(window.getSelection()?.toString()).toBe('latte art');
      expect(screen.getByRole('button', { name: 'Copy password' })).toBeInTheDocument();
    });
  });

  it('shows a vCard with tappable phone and email, its buttons, and the contact’s name as the tab title', async () => {
    const contact = {
      name: 'Ada Lovelace',
      phone: '+44 20 1234',
      email: 'ada@example.com',
      org: 'Engines',
      title: '',
    };
    open('v1', { body: { type: 'vcard', data: contact } });
    expect(await screen.findByRole('heading', { name: 'Contact Card' })).toBeInTheDocument();
    expect(document.title).toBe('Ada Lovelace');
    expect(termsOf('Organisation')).toBe('Engines');
    expect(screen.queryByText('Org')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+44 20 1234' })).toHaveAttribute('href', 'tel:+44201234');
    expect(screen.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+44201234');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', 'mailto:ada@example.com');
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
    const save = screen.getByRole('link', { name: 'Save Contact' });
    expect(save).toHaveAttribute('download', 'ada-lovelace.vcf');
    expect(save).toHaveAttribute(
      'href',
      `data:text/vcard;charset=utf-8,${encodeURIComponent(vcardFile(contact))}`,
    );
  });

  it('opens a vCard’s website in a new tab that cannot reach back, and offers no call without a phone', async () => {
    open('v2', {
      body: {
        type: 'vcard',
        data: { name: 'Grace', phone: '', email: '', org: '', title: '', website: 'example.com/grace' },
      },
    });
    const website = await screen.findByRole('link', { name: 'Website' });
    expect(website).toHaveAttribute('href', 'https://example.com/grace');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Save Contact' })).toHaveAttribute('download', 'grace.vcf');
  });

  it('links no website that is not http(s)', async () => {
    open('v3', { body: { type: 'vcard', data: { name: 'Eve', website: 'javascript:alert(1)' } } });
    await screen.findByRole('link', { name: 'Save Contact' });
    expect(screen.queryByRole('link', { name: 'Website' })).not.toBeInTheDocument();
    expect(screen.queryByText('javascript:alert(1)')).not.toBeInTheDocument();
  });

  it('names the tab after the first words of a text', async () => {
    open('t2', {
      body: {
        type: 'text',
        data: { text: 'Soup of the day:\nleek and potato, with bread from the bakery next door' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Text' })).toBeInTheDocument();
    expect(document.title).toBe('Soup of the day: leek and potato, with…');
    expect(firstWords('Short note')).toBe('Short note');
  });

  it('shows inactive and error answers with their texts', async () => {
    open('i1', { body: { type: 'inactive', data: { message: 'This QR code is paused.' } } });
    expect(await screen.findByText('This QR code is paused.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'QR Code Inactive' })).toBeInTheDocument();
    expect(screen.getByText('Please contact the QR code owner for more information.')).toBeInTheDocument();
    expect(document.title).toBe('QR Code Inactive');
  });

  // Answers the api does not give today (an older or a broken server): the page still copes.
  it.each([
    ['a script', { url: 'javascript:alert(1)' }],
    ['no', {}],
  ])('does not follow a url answer with %s destination', async (_name, data) => {
    open('u1', { body: { type: 'url', data } });
    expect(await screen.findByText('Invalid or missing destination URL for URL type.')).toBeInTheDocument();
    expect(screen.queryByText('Redirecting...')).not.toBeInTheDocument();
  });

  it("shows an 'error' answer with its message", async () => {
    open('e1', { body: { type: 'error', data: { message: 'Malformed code data.' } } });
    expect(await screen.findByText('Error: Malformed code data.')).toBeInTheDocument();
    expect(screen.getByText('There was an issue with this QR code.')).toBeInTheDocument();
  });

  it('shows an unknown type as processing', async () => {
    open('h1', { body: { type: 'hologram', data: {} } });
    expect(await screen.findByText('Processing QR Code...')).toBeInTheDocument();
  });

  it('reads data that arrives as a JSON string', async () => {
    open('t1', { body: { type: 'text', data: JSON.stringify({ text: 'Hello as a string' }) } });
    expect(await screen.findByText('Hello as a string')).toBeInTheDocument();
  });

  it('shows an unknown code on a friendly page, in the words of the server', async () => {
    open('gone', {
      status: 404,
      body: { statusCode: 404, message: 'QR code not found.', error: 'Not Found' },
    });
    expect(await screen.findByText('An error occurred: QR code not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This code can’t be opened' })).toBeInTheDocument();
    expect(
      screen.getByText('Its owner may have removed it. If you typed the address, check it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(document.title).toBe('This code can’t be opened');
  });

  it('offers to try again after a server failure, and reads the code again', async () => {
    const replies: Record<string, { status?: number; body?: unknown }> = {
      'GET /api/qrcodes/redirect/busy': { status: 503, body: { statusCode: 503, message: 'Try later.' } },
    };
    const calls = fakeApi(replies);
    show('/qr-redirect/busy');
    expect(await screen.findByText('An error occurred: Try later.')).toBeInTheDocument();
    expect(screen.getByText('Check your connection, then try again.')).toBeInTheDocument();
    replies['GET /api/qrcodes/redirect/busy'] = { body: { type: 'text', data: { text: 'Back again' } } };
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Back again')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('says so when the address holds no code', () => {
    show('/qr-redirect/');
    expect(screen.getByText('QR Code UUID not provided.')).toBeInTheDocument();
  });

  it('asks the api in the page’s language and shows the page in it', async () => {
    await act(() => setLanguage('es'));
    try {
      const calls = open('s1', { body: { type: 'phone', data: { phone: '+34 600 000 000' } } });
      expect(await screen.findByRole('heading', { name: 'Teléfono' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Llamar ahora' })).toHaveAttribute(
        'href',
        'tel:+34 600 000 000',
      );
      const headers = (calls.mock.calls[0] as [string, RequestInit])[1].headers as Record<string, string>;
      expect(headers['Accept-Language']).toBe('es');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('reads a code at its short address by its key', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/short/Summer-Menu': { body: { type: 'text', data: { text: 'Soup of the day' } } },
    });
    show('/Summer-Menu');
    expect(await screen.findByText('Soup of the day')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('takes the uuid from the last path segment, a key from a root path, and follows only http(s) destinations', () => {
    expect(uuidFromPath('a/b/c-uuid')).toBe('c-uuid');
    expect(uuidFromPath('')).toBeNull();
    expect(addressFromPath('/qr-redirect/abc')).toEqual({ uuid: 'abc' });
    expect(addressFromPath('/k7m2p/')).toEqual({ key: 'k7m2p' });
    expect(addressFromPath('/a/b')).toBeNull();
    expect(addressFromPath('/')).toBeNull();
    expect(safeDestination('https://example.com/x')).toBe('https://example.com/x');
    expect(safeDestination('javascript:alert(1)')).toBeNull();
    expect(safeDestination('data:text/html,hi')).toBeNull();
    expect(safeDestination('not a url')).toBeNull();
  });
});

describe('password page of a protected code', () => {
  function openProtected(uuid: string, unlock: { status?: number; body?: unknown }) {
    const calls = fakeApi({
      [`GET /api/qrcodes/redirect/${uuid}`]: { body: { type: 'password', data: {} } },
      [`POST /api/qrcodes/redirect/${uuid}/unlock`]: unlock,
    });
    show(`/qr-redirect/${uuid}`);
    return calls;
  }

  it('opens a protected code at its short address through the key', async () => {
    const calls = fakeApi({
      'GET /api/qrcodes/short/menu': { body: { type: 'password', data: {} } },
      'POST /api/qrcodes/short/menu/unlock': { body: { type: 'text', data: { text: 'Opened' } } },
    });
    show('/menu');
    await userEvent.type(await screen.findByLabelText('Password'), 'open sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Opened')).toBeInTheDocument();
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('asks for the password, and shows what the right one opens', async () => {
    const calls = openProtected('p1', { body: { type: 'text', data: { text: 'Today: soup' } } });
    expect(await screen.findByRole('heading', { name: 'Password Required' })).toBeInTheDocument();
    expect(document.title).toBe('Password Required');
    expect(
      screen.getByText('This QR code is protected. Enter its password to continue.'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'open sesame');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Today: soup')).toBeInTheDocument();
    const unlockCall = calls.mock.calls.findIndex(([url]) => String(url).endsWith('/p1/unlock'));
    expect(sentBody(calls, unlockCall)).toEqual({ password: 'open sesame' });
  });

  it('shows the server’s message for a wrong password and keeps the field', async () => {
    openProtected('p2', {
      status: 401,
      body: { statusCode: 401, message: 'Incorrect password.', error: 'Unauthorized' },
    });
    await userEvent.type(await screen.findByLabelText('Password'), 'guess');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Incorrect password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('guess');
  });

  describe('of a hosted page', () => {
    const MARK = 'qrpanel.unlockedAt:/';
    const PAGE = { body: { type: 'links', data: { title: 'Café Luna', links: [] } } };
    afterEach(() => window.sessionStorage.clear());

    it('loads the address again once unlocked: its ticket makes the address serve the page', async () => {
      // jsdom cannot navigate, and says so on the console.
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      openProtected('h1', PAGE);
      await userEvent.type(await screen.findByLabelText('Password'), 'open sesame');
      await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Opening the page...');
      expect(Number(window.sessionStorage.getItem(MARK))).toBeGreaterThan(Date.now() - 60_000);
      quiet.mockRestore();
    });

    it('says why when the browser came back without the ticket', async () => {
      window.sessionStorage.setItem(MARK, String(Date.now()));
      openProtected('h2', PAGE);
      expect(
        await screen.findByText(
          'Your browser did not keep the unlocked page. Allow cookies for this site, then enter the password again.',
        ),
      ).toBeInTheDocument();
      expect(window.sessionStorage.getItem(MARK)).toBeNull();
    });

    it('does not go round in circles when the ticket is refused twice', async () => {
      openProtected('h3', PAGE);
      await userEvent.type(await screen.findByLabelText('Password'), 'open sesame');
      window.sessionStorage.setItem(MARK, String(Date.now()));
      await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
      expect(
        await screen.findByRole('heading', { name: 'This page could not be opened' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  it('asks for a password before sending an empty one', async () => {
    const calls = openProtected('p3', { body: { type: 'text', data: { text: 'x' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect(screen.getByText('Enter the password.')).toBeInTheDocument();
    expect(calls.mock.calls.some(([url]) => String(url).endsWith('/unlock'))).toBe(false);
  });
});

describe('vCard file', () => {
  it('holds the vCard 3.0 the code encodes, escaped, empty fields left out, ending in CRLF', () => {
    const contact = { name: 'Ada Lovelace', phone: '+44 20 7946-0958', org: 'A, B', email: '', title: '' };
    expect(vcardFile(contact)).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nTEL:+442079460958\r\nORG:A\\, B\r\nEND:VCARD\r\n',
    );
    expect(vcardFile(contact)).toBe(`${encodeStaticValue('vcard', contact)}\r\n`);
    expect(vcardFile({ ...contact, name: ' ' })).toContain('\r\nFN:Contact\r\n');
    expect(vcardFileName({ name: 'Zoë Müller' })).toBe('zoe-muller.vcf');
    expect(vcardFileName({})).toBe('contact.vcf');
  });
});
