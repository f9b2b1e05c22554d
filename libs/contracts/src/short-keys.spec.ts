import { encodeQrPayload } from './qr-encoding';
import {
  RESERVED_SHORT_KEYS,
  SHORT_KEY_ALPHABET,
  SHORT_KEY_MESSAGES,
  foldKey,
  shortKeyProblem,
  shortUrl,
} from './short-keys';

describe('short keys', () => {
  it.each(['a', 'Summer-Menu', 'k7m2p', 'menu_2026', 'x'.repeat(64)])('accepts %s', (key) =>
    expect(shortKeyProblem(key)).toBeNull(),
  );

  it.each([
    ['', SHORT_KEY_MESSAGES.invalid],
    ['x'.repeat(65), SHORT_KEY_MESSAGES.invalid],
    ['summer menu', SHORT_KEY_MESSAGES.invalid],
    ['a/b', SHORT_KEY_MESSAGES.invalid],
    ['menü', SHORT_KEY_MESSAGES.invalid],
    ['.well-known', SHORT_KEY_MESSAGES.invalid],
    ['favicon.ico', SHORT_KEY_MESSAGES.invalid],
    ['api', SHORT_KEY_MESSAGES.reserved],
    ['QR-Redirect', SHORT_KEY_MESSAGES.reserved],
    ['Login', SHORT_KEY_MESSAGES.reserved],
    ['my-qrcodes', SHORT_KEY_MESSAGES.reserved],
    ['remotes', SHORT_KEY_MESSAGES.reserved],
  ])('refuses %j', (key, message) => expect(shortKeyProblem(key)).toBe(message));

  it('folds keys to one case, and keeps reserved words folded', () => {
    expect(foldKey('Summer-MENU')).toBe('summer-menu');
    for (const word of RESERVED_SHORT_KEYS) expect(foldKey(word)).toBe(word);
  });

  it('makes keys only of characters nobody misreads', () => {
    expect(SHORT_KEY_ALPHABET).not.toMatch(/[01ilo]/);
    expect(SHORT_KEY_ALPHABET).toBe(foldKey(SHORT_KEY_ALPHABET));
  });

  it('prints the short address when it is given, else the redirect address', () => {
    const input = {
      type: 'url' as const,
      data: { url: 'https://example.com' },
      generationType: 'dynamic' as const,
      uuid: 'AbC',
      publicUrl: 'https://qr.example.com/',
    };
    expect(shortUrl(input.publicUrl, 'k7m2p')).toBe('https://qr.example.com/k7m2p');
    expect(encodeQrPayload({ ...input, shortUrl: 'https://qr.example.com/k7m2p' })).toBe(
      'https://qr.example.com/k7m2p',
    );
    expect(encodeQrPayload({ ...input, shortUrl: null })).toBe('https://qr.example.com/qr-redirect/AbC');
    // A static code carries its content whatever it is given.
    expect(encodeQrPayload({ ...input, generationType: 'static', shortUrl: 'https://x/k' })).toBe(
      'https://example.com',
    );
  });
});
