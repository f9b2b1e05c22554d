import { QR_MESSAGES } from './qr-messages';
import { destinationUrlProblem, parseQrData, validateQrData } from './qr-validation';

/** The hosts of this suite: its public address and the address it listens on. */
const OWN_HOSTS = ['qr.example.com', '10.0.0.5:3000'];

describe('parseQrData', () => {
  it('takes an object or a JSON string of one', () => {
    expect(parseQrData({ url: 'https://a.example' })).toEqual({ url: 'https://a.example' });
    expect(parseQrData('{"text":"hi"}')).toEqual({ text: 'hi' });
  });

  it.each([['not json'], ['[1,2]'], ['"text"'], [null], [42], [[]]])('refuses %p', (raw) => {
    expect(parseQrData(raw)).toBeNull();
  });
});

describe('validateQrData', () => {
  it('answers each type normalised, dropping fields of other types', () => {
    expect(validateQrData('url', { url: '  https://example.com  ', text: 'x' })).toEqual({
      ok: true,
      data: { url: 'https://example.com' },
    });
    expect(validateQrData('email', { email: ' ada@example.com ' })).toEqual({
      ok: true,
      data: { email: 'ada@example.com', subject: '', body: '' },
    });
    expect(validateQrData('wifi', { ssid: 'Home', password: 'secret123' })).toEqual({
      ok: true,
      data: { ssid: 'Home', encryption: 'WPA', password: 'secret123', hidden: false },
    });
  });

  it('drops the password of an open network', () => {
    expect(
      validateQrData('wifi', { ssid: 'Cafe', encryption: 'nopass', password: 'x', hidden: true }),
    ).toEqual({
      ok: true,
      data: { ssid: 'Cafe', encryption: 'nopass', password: '', hidden: true },
    });
  });

  it.each([
    ['url', {}, { url: ['Destination URL is required.'] }],
    ['text', { text: '' }, { text: ['Text is required.'] }],
    ['text', { text: 'x'.repeat(1201) }, { text: ['Text must be at most 1,200 characters.'] }],
    ['email', { email: 'not-an-email' }, { email: ['Email must be a valid email address.'] }],
    ['email', { email: 'a@b.co', subject: 7 }, { subject: ['Subject must be text.'] }],
    ['phone', { phone: 'call me' }, { phone: ['Phone Number must be a valid phone number.'] }],
    ['phone', { phone: '+1' }, { phone: ['Phone Number must be a valid phone number.'] }],
    ['sms', { message: 'hi' }, { phone: ['Phone Number is required.'] }],
    [
      'vcard',
      { name: '', email: 'nope', phone: 'x' },
      {
        name: ['Full Name is required.'],
        email: ['Email must be a valid email address.'],
        phone: ['Phone must be a valid phone number.'],
      },
    ],
    [
      'wifi',
      { ssid: 'Home', encryption: 'WPA3', password: 'long-enough' },
      { encryption: ['Encryption must be one of: WPA, WEP, nopass.'] },
    ],
    ['wifi', { ssid: 'Home', encryption: 'WEP' }, { password: ['Password is required.'] }],
    [
      'wifi',
      { ssid: 'Home', password: 'short' },
      { password: ['A WPA password must be 8 to 64 characters.'] },
    ],
    [
      'wifi',
      { ssid: 'Home', password: 'long-enough', hidden: 'yes' },
      { hidden: ['Hidden Network must be true or false.'] },
    ],
    [
      'wifi',
      { ssid: 'é'.repeat(17), password: 'long-enough' },
      { ssid: ['Network Name (SSID) must be at most 32 bytes long.'] },
    ],
  ] as const)('refuses bad %s data %p', (type, data, errors) => {
    expect(validateQrData(type, data)).toEqual({ ok: false, errors });
  });
});

describe('destinationUrlProblem', () => {
  it.each([
    'https://example.com',
    'http://example.com/path?q=1#x',
    'HTTPS://EXAMPLE.COM',
    'https://qr.example.com/dashboard',
    'https://other.example.com/qr-redirect/abc',
    `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`,
    'http://localhost:3000/dashboard',
    'http://127.0.0.1:8080/menu',
    'https://аpple.com/',
    // The panel's own words are never short keys; two segments are never one.
    'https://qr.example.com/login',
    'https://qr.example.com/menus/summer',
    'https://other.example.com/k7m2p',
    // Another server on the same host, at another port.
    'http://qr.example.com:8080/k7m2p',
  ])('accepts %s', (url) => {
    expect(destinationUrlProblem(url, OWN_HOSTS)).toBeNull();
  });

  it.each([
    ['javascript:alert(1)', QR_MESSAGES.urlSchemeRefused],
    ['JavaScript:alert(document.cookie)', QR_MESSAGES.urlSchemeRefused],
    [' \tjava\nscript:alert(1)', QR_MESSAGES.urlSchemeRefused],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', QR_MESSAGES.urlSchemeRefused],
    ['file:///etc/passwd', QR_MESSAGES.urlSchemeRefused],
    ['vbscript:msgbox(1)', QR_MESSAGES.urlSchemeRefused],
    ['//evil.example.com/path', QR_MESSAGES.urlNotHttp],
    ['/relative/path', QR_MESSAGES.urlNotHttp],
    ['example.com', QR_MESSAGES.urlNotHttp],
    ['ftp://example.com/file', QR_MESSAGES.urlNotHttp],
    ['http:/example.com', QR_MESSAGES.urlNotHttp],
    ['https:\\\\evil.example.com', QR_MESSAGES.urlNotHttp],
    ['https://', QR_MESSAGES.urlNotHttp],
    ['https://exa mple.com', QR_MESSAGES.urlHasSpaces],
    [`https://example.com/${'a'.repeat(2049 - 'https://example.com/'.length)}`, QR_MESSAGES.urlTooLong],
    ['https://qr.example.com/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['https://QR.EXAMPLE.COM./qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['https://qr.example.com:443/x/../qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://qr.example.com/%71r-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['https://qr.example.com/qr-redirect', QR_MESSAGES.urlIsRedirect],
    // A short address of this suite: /{key}, whatever the case.
    ['https://qr.example.com/k7m2p', QR_MESSAGES.urlIsRedirect],
    ['https://QR.example.com/Summer-Menu/', QR_MESSAGES.urlIsRedirect],
    ['https://qr.example.com/%6B7m2p?utm=x', QR_MESSAGES.urlIsRedirect],
    ['http://10.0.0.5:3000/k7m2p', QR_MESSAGES.urlIsRedirect],
    // The listen address and every loopback alias, on any port.
    ['http://10.0.0.5:3000/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://localhost:3000/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://LOCALHOST./qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://app.localhost/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://127.0.0.1:3000/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://127.1/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://127.9.8.7/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://0x7f000001/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://0.0.0.0:8080/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://[::1]:3000/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://[0:0:0:0:0:0:0:1]/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://[::]/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    ['http://[::ffff:127.0.0.1]/qr-redirect/abc', QR_MESSAGES.urlIsRedirect],
    // Non-ASCII text grows when percent-encoded: the stored form must fit.
    [`https://example.com/${'é'.repeat(400)}`, QR_MESSAGES.urlTooLong],
  ])('refuses %s', (url, message) => {
    expect(destinationUrlProblem(url, OWN_HOSTS)).toBe(message);
  });
});
