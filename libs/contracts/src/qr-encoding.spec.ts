import { encodeQrPayload, fitsInQrCode, redirectUrl, utf8Length, type QrEncodingInput } from './qr-encoding';
import type { QrData, QrType } from './qr-types';

const PUBLIC_URL = 'https://qr.example.com';
const staticCode = (type: QrType, data: QrData): string =>
  encodeQrPayload({ type, data, generationType: 'static', uuid: 'unused', publicUrl: PUBLIC_URL });

/** Reads a WIFI: payload back the way a scanner does (backslash escapes, ; separators). */
function parseWifi(payload: string): Record<string, string> {
  expect(payload.startsWith('WIFI:')).toBe(true);
  const fields: Record<string, string> = {};
  let key = '';
  let value = '';
  let inValue = false;
  const body = payload.slice('WIFI:'.length);
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (c === '\\') {
      value += body[++i];
    } else if (!inValue && c === ':') {
      inValue = true;
    } else if (!inValue) {
      key += c;
    } else if (c === ';') {
      fields[key] = value;
      key = '';
      value = '';
      inValue = false;
    } else {
      value += c;
    }
  }
  return fields;
}

describe('encodeQrPayload', () => {
  describe('dynamic codes', () => {
    it.each(['url', 'text', 'email', 'phone', 'sms', 'vcard', 'wifi'] as const)(
      'encode the redirect address for a %s code, whatever the data',
      (type) => {
        const input: QrEncodingInput = {
          type,
          data: { url: 'https://example.com' },
          generationType: 'dynamic',
          uuid: 'AbC_123-xyz',
          publicUrl: `${PUBLIC_URL}/`,
        };
        expect(encodeQrPayload(input)).toBe('https://qr.example.com/qr-redirect/AbC_123-xyz');
      },
    );

    it('keeps a path prefix of the public address', () => {
      expect(redirectUrl('https://example.com/panel', 'k')).toBe('https://example.com/panel/qr-redirect/k');
    });
  });

  describe('static codes', () => {
    it('encodes a url as given', () => {
      expect(staticCode('url', { url: 'https://example.com/a?b=c#d' })).toBe('https://example.com/a?b=c#d');
    });

    it('encodes text as it is', () => {
      expect(staticCode('text', { text: 'Hello, world!\nSecond line' })).toBe('Hello, world!\nSecond line');
    });

    it('encodes an email as mailto: with a percent-encoded subject and body', () => {
      expect(
        staticCode('email', {
          email: 'ada@example.com',
          subject: 'Hi & welcome?',
          body: "Line 1\nLine 2 (it's)",
        }),
      ).toBe(
        'mailto:ada@example.com?subject=Hi%20%26%20welcome%3F&body=Line%201%0D%0ALine%202%20%28it%27s%29',
      );
    });

    it('leaves out an empty subject or body', () => {
      expect(staticCode('email', { email: 'ada@example.com', subject: '', body: '' })).toBe(
        'mailto:ada@example.com',
      );
      expect(staticCode('email', { email: 'ada@example.com', subject: '', body: 'x=1&y=2' })).toBe(
        'mailto:ada@example.com?body=x%3D1%26y%3D2',
      );
    });

    it('keeps hostile characters of a subject inside its parameter', () => {
      const payload = staticCode('email', { email: 'a@b.co', subject: 'x&body=evil#frag', body: '' });
      expect(payload).toBe('mailto:a@b.co?subject=x%26body%3Devil%23frag');
    });

    it('encodes a phone as tel: with the separators dropped', () => {
      expect(staticCode('phone', { phone: '+1 (555) 123-4567' })).toBe('tel:+15551234567');
    });

    it('encodes an sms as SMSTO:phone:message', () => {
      expect(staticCode('sms', { phone: '555 0100', message: 'See you at 5: bring snacks' })).toBe(
        'SMSTO:5550100:See you at 5: bring snacks',
      );
    });

    it('encodes a vCard 3.0 with CRLF line ends', () => {
      expect(
        staticCode('vcard', {
          name: 'Ada King Lovelace',
          phone: '+44 20 7946 0018',
          email: 'ada@example.com',
          org: 'Analytical Engines, Ltd.',
          title: 'Programmer; first',
        }),
      ).toBe(
        [
          'BEGIN:VCARD',
          'VERSION:3.0',
          'N:Lovelace;Ada King;;;',
          'FN:Ada King Lovelace',
          'TEL:+442079460018',
          'EMAIL:ada@example.com',
          'ORG:Analytical Engines\\, Ltd.',
          'TITLE:Programmer\\; first',
          'END:VCARD',
        ].join('\r\n'),
      );
    });

    it('leaves out the empty fields of a vCard', () => {
      expect(staticCode('vcard', { name: 'Plato', phone: '', email: '', org: '', title: '' })).toBe(
        'BEGIN:VCARD\r\nVERSION:3.0\r\nN:Plato;;;;\r\nFN:Plato\r\nEND:VCARD',
      );
    });

    it('keeps a vCard field carrying a line break and END:VCARD on its own line', () => {
      const payload = staticCode('vcard', {
        name: 'Eve\\Mallory',
        phone: '',
        email: '',
        org: 'Acme\r\nEND:VCARD\r\nBEGIN:VCARD\nFN:Mallory',
        title: 'Boss\rX-EVIL:1',
      });
      const lines = payload.split('\r\n');
      expect(lines).toEqual([
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Eve\\\\Mallory;;;;',
        'FN:Eve\\\\Mallory',
        'ORG:Acme\\nEND:VCARD\\nBEGIN:VCARD\\nFN:Mallory',
        'TITLE:Boss\\nX-EVIL:1',
        'END:VCARD',
      ]);
      // No bare CR or LF: every line break is a CRLF line end of the card.
      expect(payload.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(lines.filter((l) => l.startsWith('END:VCARD'))).toHaveLength(1);
    });

    it('encodes wifi as WIFI:S:…;T:…;P:…;H:…;;', () => {
      expect(
        staticCode('wifi', { ssid: 'Home', encryption: 'WPA', password: 'secret123', hidden: false }),
      ).toBe('WIFI:S:Home;T:WPA;P:secret123;H:false;;');
      expect(staticCode('wifi', { ssid: 'Lab', encryption: 'WEP', password: 'abcde', hidden: true })).toBe(
        'WIFI:S:Lab;T:WEP;P:abcde;H:true;;',
      );
    });

    it('has no password for an open network', () => {
      expect(
        staticCode('wifi', { ssid: 'Cafe', encryption: 'nopass', password: 'ignored', hidden: false }),
      ).toBe('WIFI:S:Cafe;T:nopass;H:false;;');
    });

    it('escapes \\ ; , " : in wifi values, so a hostile SSID cannot add fields', () => {
      const payload = staticCode('wifi', {
        ssid: 'a;P:x;;',
        encryption: 'WPA',
        password: 'p\\w,"d":;',
        hidden: false,
      });
      expect(payload).toBe('WIFI:S:a\\;P\\:x\\;\\;;T:WPA;P:p\\\\w\\,\\"d\\"\\:\\;;H:false;;');
      expect(parseWifi(payload)).toEqual({ S: 'a;P:x;;', T: 'WPA', P: 'p\\w,"d":;', H: 'false' });
    });
  });
});

describe('payload size', () => {
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });

  it('fits at most 1273 bytes, the capacity at error-correction level H', () => {
    expect(fitsInQrCode('x'.repeat(1273))).toBe(true);
    expect(fitsInQrCode('x'.repeat(1274))).toBe(false);
    expect(fitsInQrCode('é'.repeat(637))).toBe(false);
  });
});
