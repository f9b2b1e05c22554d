import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox('a'.repeat(48));

  it('round-trips a secret, and the stored form does not contain it', () => {
    const sealed = box.seal('sk_live_très_secret', 'stripe_secret_key');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('sk_live');
    expect(box.open(sealed, 'stripe_secret_key')).toBe('sk_live_très_secret');
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal('same', 'smtp_pass')).not.toBe(box.seal('same', 'smtp_pass'));
  });

  it('keeps an empty secret empty', () => {
    expect(box.seal('', 'smtp_pass')).toBe('');
    expect(box.open('', 'smtp_pass')).toBe('');
  });

  it('refuses a value tampered with, moved to another field, or sealed with another key', () => {
    const sealed = box.seal('secret-value', 'smtp_pass');
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[raw.length - 1] ^= 1;
    expect(() => box.open(`v1:${raw.toString('base64')}`, 'smtp_pass')).toThrow();
    expect(() => box.open(sealed, 'stripe_secret_key')).toThrow();
    expect(() => new SecretBox('b'.repeat(48)).open(sealed, 'smtp_pass')).toThrow();
    expect(() => box.open('plain-text', 'smtp_pass')).toThrow('Unknown secret format');
  });
});
