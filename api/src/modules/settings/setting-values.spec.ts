import { defaultSettings, SETTING_SPECS, SETTINGS } from '@qrpanel/contracts';
import { decodeSetting, encodeSetting } from './setting-values';

describe('stored setting values', () => {
  it('reads back every default as it was written', () => {
    const defaults: Record<string, unknown> = defaultSettings();
    for (const [key, spec] of SETTING_SPECS)
      expect([key, decodeSetting(spec.rule, encodeSetting(spec.rule, defaults[key]))]).toEqual([
        key,
        defaults[key],
      ]);
  });

  it('keeps text as it is, and the other kinds as JSON', () => {
    expect(encodeSetting(SETTINGS.privacy_policy.rule, 'Line one\n"two"')).toBe('Line one\n"two"');
    expect(encodeSetting(SETTINGS.allow_registration.rule, false)).toBe('false');
    expect(encodeSetting(SETTINGS.smtp_port.rule, 2525)).toBe('2525');
    expect(encodeSetting(SETTINGS.social_links.rule, [{ platform: 'X', url: 'https://x.com/a' }])).toBe(
      '[{"platform":"X","url":"https://x.com/a"}]',
    );
  });

  it('reads a value that does not fit its rule as missing (the default is used)', () => {
    expect(decodeSetting(SETTINGS.allow_registration.rule, '1')).toBeUndefined();
    expect(decodeSetting(SETTINGS.smtp_port.rule, '25.5')).toBeUndefined();
    expect(decodeSetting(SETTINGS.smtp_port.rule, 'not json')).toBeUndefined();
    expect(decodeSetting(SETTINGS.social_links.rule, '[{"platform":1}]')).toBeUndefined();
    expect(decodeSetting(SETTINGS.payment_default_gateway.rule, 'bitcoin')).toBeUndefined();
    expect(decodeSetting(SETTINGS.payment_default_gateway.rule, 'paypal')).toBe('paypal');
  });
});
