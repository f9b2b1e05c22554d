import { destinationDisplayForm, hostMixesScripts, normalizeDestinationUrl } from './destination-url';

describe('normalizeDestinationUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    ['HTTPS://Example.com/a?b=c#d', 'HTTPS://Example.com/a?b=c#d'],
    ['https://example.com/%C3%A9', 'https://example.com/%C3%A9'],
  ])('keeps printable ASCII as typed: %s', (url, stored) => {
    expect(normalizeDestinationUrl(url)).toBe(stored);
  });

  it.each([
    ['https://аpple.com', 'https://xn--pple-43d.com/'],
    ['https://example.com/café?q=crème#é', 'https://example.com/caf%C3%A9?q=cr%C3%A8me#%C3%A9'],
    ['https://example.com/ä', 'https://example.com/%C3%A4'],
    ['https://example.com/🍕/menu', 'https://example.com/%F0%9F%8D%95/menu'],
    ['https://ｅｘａｍｐｌｅ.com/ｍｅｎｕ', 'https://example.com/%EF%BD%8D%EF%BD%85%EF%BD%8E%EF%BD%95'],
    ['https://münchen.de/straße', 'https://xn--mnchen-3ya.de/stra%C3%9Fe'],
  ])('writes %s as the ASCII %s', (url, stored) => {
    const normalized = normalizeDestinationUrl(url);
    expect(normalized).toBe(stored);
    expect(normalized).toMatch(/^[\x21-\x7e]+$/);
  });

  it('throws on text that is not a URL', () => {
    expect(() => normalizeDestinationUrl('not a url é')).toThrow();
  });
});

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
