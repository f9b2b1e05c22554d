import type { QueryRunner } from 'typeorm';

type Kind = 'text' | 'boolean' | 'int' | 'json';

/**
 * The columns of app_settings as the settings left them when they became key/value rows,
 * how each is kept as a value (text as it is; booleans, numbers and lists as JSON) and its
 * default then. Written down here, not read from the contracts, so this step keeps doing
 * what it did when the schema moves on. Secrets move as they are stored: their ciphertext
 * is bound to the setting's name, which stays the same.
 */
const COLUMNS: [name: string, kind: Kind, defaultValue: string | number | boolean][] = [
  ['app_name', 'text', 'QR Panel'],
  ['app_logo_url', 'text', ''],
  ['contact_email', 'text', ''],
  ['social_links', 'json', '[]'],
  ['payment_stripe_enabled', 'boolean', false],
  ['stripe_public_key', 'text', ''],
  ['stripe_secret_key', 'text', ''],
  ['payment_paypal_enabled', 'boolean', false],
  ['paypal_client_id', 'text', ''],
  ['paypal_client_secret', 'text', ''],
  ['payment_razorpay_enabled', 'boolean', false],
  ['razorpay_key_id', 'text', ''],
  ['razorpay_key_secret', 'text', ''],
  ['payment_phonepe_enabled', 'boolean', false],
  ['phonepe_merchant_id', 'text', ''],
  ['phonepe_salt_key', 'text', ''],
  ['payment_manual_enabled', 'boolean', false],
  ['payment_manual_instructions', 'text', ''],
  ['payment_default_gateway', 'text', 'stripe'],
  ['smtp_host', 'text', ''],
  ['smtp_port', 'int', 587],
  ['smtp_user', 'text', ''],
  ['smtp_pass', 'text', ''],
  ['smtp_from_email', 'text', ''],
  ['allow_registration', 'boolean', true],
  ['privacy_policy', 'text', ''],
  ['terms_of_service', 'text', ''],
  ['seo_meta_title', 'text', ''],
  ['seo_meta_description', 'text', ''],
  ['free_trial_qr_code_limit', 'int', 3],
  ['free_trial_scan_limit', 'int', 500],
  ['free_trial_analytics', 'boolean', true],
  ['free_trial_custom_logos', 'boolean', false],
  // Added later, nullable (null read as '').
  ['stripe_webhook_secret', 'text', ''],
  ['razorpay_webhook_secret', 'text', ''],
];

const RECORD_ID = 1;

/** Copies the one app_settings record, if there is one, into a settings row per column. */
/** The names of app_settings' setting columns (settings added since never had one). */
export const APP_SETTINGS_COLUMNS: readonly string[] = COLUMNS.map(([name]) => name);

export async function appSettingsToRows(queryRunner: QueryRunner): Promise<void> {
  const [record] = (await queryRunner.query(`SELECT * FROM app_settings WHERE id = ${RECORD_ID}`)) as Record<
    string,
    unknown
  >[];
  if (!record) return; // never read: every setting is still its default
  const key = queryRunner.connection.driver.escape('key');
  for (const [name, kind] of COLUMNS) {
    const value = record[name];
    if (value === null || value === undefined) continue;
    await queryRunner.query(`INSERT INTO settings (${key}, value, updated_at) VALUES (?, ?, ?)`, [
      name,
      toValue(kind, value),
      record.updated_at,
    ]);
  }
}

/** Writes the settings rows, if there are any, back into the one app_settings record. */
export async function rowsToAppSettings(queryRunner: QueryRunner): Promise<void> {
  const key = queryRunner.connection.driver.escape('key');
  const rows = (await queryRunner.query(
    `SELECT ${key}, value, updated_at FROM settings ORDER BY updated_at DESC`,
  )) as { key: string; value: string; updated_at: unknown }[];
  if (rows.length === 0) return;
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const names = ['id', ...COLUMNS.map(([name]) => name), 'updated_at'];
  const escape = (name: string) => queryRunner.connection.driver.escape(name);
  await queryRunner.query(
    `INSERT INTO app_settings (${names.map(escape).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    [
      RECORD_ID,
      ...COLUMNS.map(([name, kind, defaultValue]) => toColumn(kind, stored.get(name), defaultValue)),
      rows[0].updated_at,
    ],
  );
}

function toValue(kind: Kind, column: unknown): string {
  switch (kind) {
    case 'boolean':
      return JSON.stringify(Number(column) !== 0);
    case 'int':
      return JSON.stringify(Number(column));
    default:
      return String(column); // text, and lists already kept as JSON
  }
}

function toColumn(kind: Kind, value: string | undefined, defaultValue: string | number | boolean): unknown {
  if (value === undefined) return kind === 'boolean' ? Number(defaultValue) : defaultValue;
  switch (kind) {
    case 'boolean':
      return value === 'true' ? 1 : 0;
    case 'int': {
      const number = Number(value);
      return Number.isInteger(number) ? number : defaultValue;
    }
    default:
      return value;
  }
}
