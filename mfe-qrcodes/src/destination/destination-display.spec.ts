import { destinationDisplayForm, hostMixesScripts } from './destination-display';
import { normalizeDestinationUrl } from '@qrpanel/contracts';

describe('destinationDisplayForm', () => {
  it.each([
    ['https://xn--pple-43d.com/', 'https://аpple.com/'],
    ['https://example.com/caf%C3%A9?q=cr%C3%A8me', 'https://example.com/café?q=crème'],
    ['https://xn--mnchen-3ya.de:8443/stra%C3%9Fe', 'https://münchen.de:8443/straße'],
    ['https://a:b@xn--mnchen-3ya.de/', 'https://a:b@münchen.de/'],
  ])('reads %s as %s', (stored, display) => {
    expect(destinationDisplayForm(stored)).toBe(display);
  });

  it.each(['https://example.com', 'HTTPS://Example.com/a%20b?c=%2F'])(
    'answers readable ASCII as it is: %s',
    (url) => {
      expect(destinationDisplayForm(url)).toBe(url);
    },
  );

  it('leaves bytes that are not UTF-8 encoded', () => {
    expect(destinationDisplayForm('https://xn--mnchen-3ya.de/%FF%FE')).toBe('https://münchen.de/%FF%FE');
  });

  it('round-trips with the stored form', () => {
    const typed = 'https://münchen.de/straße?q=ä';
    expect(destinationDisplayForm(normalizeDestinationUrl(typed))).toBe(typed);
  });
});

describe('hostMixesScripts', () => {
  it.each([
    'https://аpple.com', // a Cyrillic а among Latin letters
    'https://xn--pple-43d.com/', // the same, stored
    'https://gοogle.com', // a Greek ο
    'https://shop.pаypal.example/',
  ])('warns of %s', (url) => {
    expect(hostMixesScripts(url)).toBe(true);
  });

  it.each([
    'https://example.com',
    'https://münchen.de',
    'https://пример.рф',
    'https://пример.com', // one script per label
    'https://日本語ドメイン.jp',
    'https://ドメインname.jp', // Japanese mixes with Latin by nature
    'https://example.com/аpple',
    'not a url',
  ])('does not warn of %s', (url) => {
    expect(hostMixesScripts(url)).toBe(false);
  });
});
