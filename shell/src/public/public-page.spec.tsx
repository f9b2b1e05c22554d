import { encodeStaticValue } from '@qrpanel/contracts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, setLanguage } from '@qrpanel/web/dist/i18n/i18n';
import { fakeApi, sentBody } from '@qrpanel/web/testing/fake-fetch';
import './i18n';
import { PublicPage } from './PublicPage';
import { safeDestination, uuidFromPath } from './redirect-result';
import { vcardFile, vcardFileName } from './vcard-file';

const show = (path: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PublicPage path={path} />
    </I18nextProvider>,
  );

function open(uuid: string, answer: { status?: number; body?: unknown }) {
  const calls = fakeApi({ [`GET /api/qrcodes/redirect/${uuid}`]: answer });
  show(`/qr-redirect/${uuid}`);
  return calls;
}

describe('public redirect page', () => {
  it('shows a wifi card, with the password only for a protected network', async () => {
    open('w1', {
      body: { type: 'wifi', data: { ssid: 'Home', encryption: 'WEP', password: 'p4ss', hidden: false } },
    });
    expect(await screen.findByRole('heading', { name: 'WiFi Network' })).toBeInTheDocument();
    expect(screen.getByText('p4ss')).toBeInTheDocument();
    expect(screen.getByText('No')).toBeInTheDocument();
    expect(screen.getByText('Scan the QR code to connect to this network.')).toBeInTheDocument();
    const join = await screen.findByRole('img', { name: 'QR code to join the network Home' });
    expect(join.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByTestId('wifi-join-code')).toHaveAttribute(
      'data-payload',
      encodeStaticValue('wifi', { ssid: 'Home', encryption: 'WEP', password: 'p4ss', hidden: false }),
    );
  });

  it('leaves the password out of an open network', async () => {
    open('w2', {
      body: { type: 'wifi', data: { ssid: 'Open', encryption: 'nopass', password: 'x', hidden: true } },
    });
    expect(await screen.findByText('Open')).toBeInTheDocument();
    expect(screen.queryByText('Password')).not.toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
  });

  it('shows inactive and error answers with their texts', async () => {
    open('i1', { body: { type: 'inactive', data: { message: 'This QR code is paused.' } } });
    expect(await screen.findByText('This QR code is paused.')).toBeInTheDocument();
    expect(screen.getByText('Please contact the QR code owner for more information.')).toBeInTheDocument();
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

  it('shows the server message of a failed call', async () => {
    open('gone', {
      status: 404,
      body: { statusCode: 404, message: 'QR code not found.', error: 'Not Found' },
    });
    expect(await screen.findByText('An error occurred: QR code not found.')).toBeInTheDocument();
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

  it('takes the uuid from the last path segment and follows only http(s) destinations', () => {
    expect(uuidFromPath('a/b/c-uuid')).toBe('c-uuid');
    expect(uuidFromPath('')).toBeNull();
    expect(safeDestination('https://example.com/x')).toBe('https://example.com/x');
    expect(safeDestination('javascript:alert(1)')).toBeNull();
    expect(safeDestination('data:text/html,hi')).toBeNull();
    expect(safeDestination('not a url')).toBeNull();
  });
});

describe('password page of a protected code', () => {
  function openProtected(uuid: string, unlock: { status?: number; body?: unknown }) {
    const calls = fakeApi({
      [`GET /api/qrcodes/redirect/${uuid}`]: { body: { type: 'password', data: { label: 'Staff menu' } } },
      [`POST /api/qrcodes/redirect/${uuid}/unlock`]: unlock,
    });
    show(`/qr-redirect/${uuid}`);
    return calls;
  }

  it('asks for the password under the code’s label, and shows what the right one opens', async () => {
    const calls = openProtected('p1', { body: { type: 'text', data: { text: 'Today: soup' } } });
    expect(await screen.findByRole('heading', { name: 'Password Required' })).toBeInTheDocument();
    expect(screen.getByText('Staff menu')).toBeInTheDocument();
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
