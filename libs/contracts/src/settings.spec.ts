import { isMaskedSecret, maskSecret } from './settings';

describe('secret masking', () => {
  it('shows only the last 4 characters of a long secret, nothing of a short one', () => {
    expect(maskSecret('sk_live_1234567890abcd')).toBe('********abcd');
    expect(maskSecret('12345678')).toBe('********');
    expect(maskSecret('')).toBe('');
  });

  it('recognises a mask sent back, and not a real secret', () => {
    expect(isMaskedSecret(maskSecret('sk_live_1234567890abcd'))).toBe(true);
    expect(isMaskedSecret(maskSecret('short'))).toBe(true);
    expect(isMaskedSecret('sk_live_new_secret')).toBe(false);
    expect(isMaskedSecret('')).toBe(false);
    expect(isMaskedSecret('********abcde')).toBe(false);
  });
});
