import { normalizeDestinationUrl } from './destination-url';

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
