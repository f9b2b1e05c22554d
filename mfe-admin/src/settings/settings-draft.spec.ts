import { defaultSettings } from '@qrpanel/contracts';
import { tabsWithErrors, toDraft, toSettingsInput } from './settings-draft';

describe('the settings draft', () => {
  it('edits the number settings as text, and sends a whole number as a number', () => {
    const draft = toDraft(defaultSettings());
    expect(draft).toMatchObject({
      smtp_port: '587',
      free_trial_qr_code_limit: '3',
      free_trial_scan_limit: '500',
    });
    const body = toSettingsInput({ ...draft, smtp_port: ' 2525 ', free_trial_scan_limit: '1.5' });
    expect(body).toMatchObject({
      smtp_port: 2525,
      free_trial_qr_code_limit: 3,
      free_trial_scan_limit: '1.5',
    });
  });

  it('points at the tab of each field the api refused', () => {
    expect(
      tabsWithErrors({
        'social_links.0.url': 'url must be a full http(s) URL, such as https://example.com',
        smtp_port: 'smtp_port must be a whole number from 1 to 65535',
        free_trial_scan_limit: 'free_trial_scan_limit must be a whole number from 0 to 1000000000',
      }),
    ).toEqual(new Set(['general', 'email', 'advanced']));
    expect(tabsWithErrors({ stripe_secret_key: 'x', payment_default_gateway: 'y' })).toEqual(
      new Set(['payments']),
    );
  });
});
