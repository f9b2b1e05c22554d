import {
  defaultSettings,
  isMaskedSecret,
  maskSecret,
  PUBLIC_SETTINGS,
  SECRET_SETTINGS,
  SETTING_SPECS,
  SETTINGS,
  SUPER_ADMIN_SETTINGS,
  type SettingKey,
} from './settings';

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

describe('the settings schema', () => {
  it('gives every setting a default of its rule’s type', () => {
    for (const [key, spec] of SETTING_SPECS) {
      const value: unknown = spec.default;
      const ok = {
        text: typeof value === 'string' && value.length <= (spec.rule.kind === 'text' ? spec.rule.max : 0),
        url: value === '',
        email: value === '',
        host: value === '',
        boolean: typeof value === 'boolean',
        int:
          spec.rule.kind === 'int' &&
          Number.isInteger(value) &&
          (value as number) >= spec.rule.min &&
          (value as number) <= spec.rule.max,
        choice: spec.rule.kind === 'choice' && spec.rule.values.includes(value as string),
        links: Array.isArray(value),
      }[spec.rule.kind];
      expect([key, ok]).toEqual([key, true]);
    }
  });

  it('keeps secrets, where the mail password goes and the administrators’ own sign-in rule to the super_admin, and out of the public answer', () => {
    expect([...SECRET_SETTINGS].sort()).toEqual(
      [
        'paypal_client_secret',
        'phonepe_salt_key',
        'razorpay_key_secret',
        'razorpay_webhook_secret',
        'smtp_pass',
        'stripe_secret_key',
        'stripe_webhook_secret',
      ].sort(),
    );
    expect([...SUPER_ADMIN_SETTINGS].sort()).toEqual(
      [...SECRET_SETTINGS, 'smtp_host', 'smtp_port', 'require_2fa_admins'].sort(),
    );
    for (const key of SUPER_ADMIN_SETTINGS) expect(PUBLIC_SETTINGS).not.toContain(key);
    for (const key of PUBLIC_SETTINGS) expect(key).not.toMatch(/^(smtp_|free_trial_)/);
  });

  it('hides a public key only behind a switch that exists', () => {
    for (const [key, spec] of SETTING_SPECS) {
      if (!spec.publicWhen) continue;
      expect([key, spec.public, SETTINGS[spec.publicWhen as SettingKey]?.rule.kind]).toEqual([
        key,
        true,
        'boolean',
      ]);
    }
  });

  it('answers a fresh copy of the defaults each time', () => {
    const first = defaultSettings();
    first.social_links.push({ platform: 'X', url: 'https://x.com/acme' });
    expect(defaultSettings()).toMatchObject({
      app_name: 'QR Panel',
      social_links: [],
      smtp_port: 587,
      payment_default_gateway: 'stripe',
      allow_registration: true,
      free_trial_qr_code_limit: 3,
      free_trial_scan_limit: 500,
      free_trial_analytics: true,
      free_trial_custom_logos: false,
    });
    expect(Object.keys(defaultSettings())).toEqual(SETTING_SPECS.map(([key]) => key));
  });
});
