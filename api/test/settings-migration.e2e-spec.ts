import type { DataSource, Repository } from 'typeorm';
import { defaultSettings, type SettingsDto } from '@qrpanel/contracts';
import type { AppConfig } from '../src/platform/config/app-config';
import type { DomainEvents } from '../src/platform/events/domain-events';
import { SecretBox } from '../src/modules/settings/secret-box';
import type { SettingRow } from '../src/modules/settings/setting.entity';
import { SettingsService } from '../src/modules/settings/settings.service';
import { APP_SETTINGS_COLUMNS } from '../src/platform/database/settings-key-values';
import { MigrationSteps } from './support/migration-steps';
import type { AuditLog } from '../src/modules/audit/audit-log.service';

const APP_SECRET = 'settings-migration-test-app-secret';
const box = new SecretBox(APP_SECRET);

/** The settings as an installation had saved them, before they became key/value rows. */
const SAVED: SettingsDto = {
  ...defaultSettings(),
  app_name: 'Acme QR',
  app_logo_url: 'https://cdn.example.com/logo.png',
  contact_email: 'help@example.com',
  social_links: [{ platform: 'Mastodon', url: 'https://social.example/@acme' }],
  payment_stripe_enabled: true,
  stripe_public_key: 'pk_test_123',
  stripe_secret_key: 'sk_test_51StripeSecretValueAbcd',
  stripe_webhook_secret: 'whsec_StripeWebhookSigningSecret7777',
  payment_paypal_enabled: false,
  paypal_client_secret: '',
  payment_manual_enabled: true,
  payment_manual_instructions: '  Wire the amount to\nIBAN XX00 0000.  ',
  payment_default_gateway: 'manual',
  smtp_host: 'smtp.example.com',
  smtp_port: 2525,
  smtp_user: 'mailer',
  smtp_pass: 'smtp-password-in-clear-0042',
  allow_registration: false,
  privacy_policy: 'Ünïcode, "quotes" and\nnew lines.',
  free_trial_qr_code_limit: 0,
  free_trial_scan_limit: 1234,
  free_trial_analytics: false,
  free_trial_custom_logos: true,
};
/** The secrets as app_settings held them: sealed, each bound to its column's name. */
const SEALED = {
  stripe_secret_key: box.seal(SAVED.stripe_secret_key, 'stripe_secret_key'),
  stripe_webhook_secret: box.seal(SAVED.stripe_webhook_secret, 'stripe_webhook_secret'),
  paypal_client_secret: '',
  razorpay_key_secret: '',
  razorpay_webhook_secret: null, // added later, nullable: never saved since
  phonepe_salt_key: '',
  smtp_pass: box.seal(SAVED.smtp_pass, 'smtp_pass'),
};

/**
 * The app_settings record as the service wrote it (booleans as 1/0, links as JSON); settings
 * added since had no column and read as their defaults after the move.
 */
function record(): Record<string, unknown> {
  const row: Record<string, unknown> = { id: 1 };
  for (const [key, value] of Object.entries(SAVED).filter(([k]) => APP_SETTINGS_COLUMNS.includes(k)))
    row[key] =
      typeof value === 'boolean' ? Number(value) : Array.isArray(value) ? JSON.stringify(value) : value;
  return { ...row, ...SEALED };
}

/** The settings as the api reads these rows. */
function readThroughService(rows: SettingRow[]): Promise<SettingsDto> {
  const repository = { find: () => Promise.resolve(rows) } as unknown as Repository<SettingRow>;
  const events = { on: () => undefined } as unknown as DomainEvents;
  // Reading records nothing: no audit log is needed.
  return new SettingsService(
    repository,
    { appSecret: APP_SECRET } as AppConfig,
    events,
    {} as AuditLog,
  ).get();
}

async function hasTable(db: DataSource, table: string): Promise<boolean> {
  const runner = db.createQueryRunner();
  try {
    return await runner.hasTable(table);
  } finally {
    await runner.release();
  }
}

/** The migration that turns the one app_settings record into a settings row per setting. */
describe('Settings migration', () => {
  const steps = new MigrationSteps();
  beforeAll(() => steps.create());
  afterAll(() => steps.drop());

  it('moves nothing when settings were never saved, and back', async () => {
    const index = steps.indexOf('SettingsAsKeyValues');
    await (await steps.open(index)).destroy();
    const after = await steps.open(index + 1);
    expect(await after.query('SELECT * FROM settings')).toEqual([]);
    await after.undoLastMigration();
    expect(await after.query('SELECT * FROM app_settings')).toEqual([]);
    expect(await hasTable(after, 'settings')).toBe(false);
    await after.destroy();
  });

  it('keeps every saved setting, secrets as they were sealed, and restores the record on the way down', async () => {
    const index = steps.indexOf('SettingsAsKeyValues');
    const before = await steps.open(index);
    const row = record();
    const columns = Object.keys(row);
    await before.query(
      `INSERT INTO app_settings (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
      Object.values(row),
    );
    await before.destroy();

    const after = await steps.open(index + 1);
    expect(await hasTable(after, 'app_settings')).toBe(false);
    const rows = await after.query<SettingRow[]>('SELECT * FROM settings');
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
    // The ciphertext moved untouched; a secret never saved has no row and reads as ''.
    expect(stored).toMatchObject({
      stripe_secret_key: SEALED.stripe_secret_key,
      stripe_webhook_secret: SEALED.stripe_webhook_secret,
      smtp_pass: SEALED.smtp_pass,
      paypal_client_secret: '',
      app_name: 'Acme QR',
      payment_default_gateway: 'manual',
      smtp_port: '2525',
      allow_registration: 'false',
      free_trial_custom_logos: 'true',
      social_links: JSON.stringify(SAVED.social_links),
    });
    expect(stored).not.toHaveProperty('razorpay_webhook_secret');
    expect(JSON.stringify(rows)).not.toContain(SAVED.smtp_pass);
    expect(await readThroughService(rows)).toEqual(SAVED);

    await after.undoLastMigration();
    expect(await hasTable(after, 'settings')).toBe(false);
    const [restored] = await after.query<Record<string, unknown>[]>('SELECT * FROM app_settings');
    await after.destroy();
    const { updated_at: _updatedAt, ...columnsBack } = restored;
    expect({ ...columnsBack, id: Number(columnsBack.id) }).toEqual({ ...row, razorpay_webhook_secret: '' });
  });
});
