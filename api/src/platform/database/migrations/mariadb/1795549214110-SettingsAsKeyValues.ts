import { MigrationInterface, QueryRunner } from 'typeorm';
import { appSettingsToRows, rowsToAppSettings } from '../../settings-key-values';

/**
 * Settings become one row per setting (key, value), checked by the contracts' schema: the
 * app_settings record moves into them, secrets as they are stored, and its table goes.
 */
export class SettingsAsKeyValues1795549214110 implements MigrationInterface {
  name = 'SettingsAsKeyValues1795549214110';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`settings\` (
                \`key\` varchar(100) NOT NULL,
                \`value\` text NOT NULL,
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                PRIMARY KEY (\`key\`)
            ) ENGINE = InnoDB
        `);
    await appSettingsToRows(queryRunner);
    await queryRunner.query(`
            DROP TABLE \`app_settings\`
        `);
  }

  /** The record again, from the rows (a setting without a row: its default then). */
  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`app_settings\` (
                \`id\` int NOT NULL,
                \`app_name\` varchar(100) NOT NULL,
                \`app_logo_url\` varchar(2048) NOT NULL,
                \`contact_email\` varchar(254) NOT NULL,
                \`social_links\` text NOT NULL,
                \`payment_stripe_enabled\` tinyint NOT NULL,
                \`stripe_public_key\` varchar(500) NOT NULL,
                \`stripe_secret_key\` text NOT NULL,
                \`payment_paypal_enabled\` tinyint NOT NULL,
                \`paypal_client_id\` varchar(500) NOT NULL,
                \`paypal_client_secret\` text NOT NULL,
                \`payment_razorpay_enabled\` tinyint NOT NULL,
                \`razorpay_key_id\` varchar(500) NOT NULL,
                \`razorpay_key_secret\` text NOT NULL,
                \`payment_phonepe_enabled\` tinyint NOT NULL,
                \`phonepe_merchant_id\` varchar(500) NOT NULL,
                \`phonepe_salt_key\` text NOT NULL,
                \`payment_manual_enabled\` tinyint NOT NULL,
                \`payment_manual_instructions\` text NOT NULL,
                \`payment_default_gateway\` varchar(20) NOT NULL,
                \`smtp_host\` varchar(255) NOT NULL,
                \`smtp_port\` int NOT NULL,
                \`smtp_user\` varchar(254) NOT NULL,
                \`smtp_pass\` text NOT NULL,
                \`smtp_from_email\` varchar(254) NOT NULL,
                \`allow_registration\` tinyint NOT NULL,
                \`privacy_policy\` text NOT NULL,
                \`terms_of_service\` text NOT NULL,
                \`seo_meta_title\` varchar(200) NOT NULL,
                \`seo_meta_description\` varchar(500) NOT NULL,
                \`free_trial_qr_code_limit\` int NOT NULL,
                \`free_trial_scan_limit\` int NOT NULL,
                \`free_trial_analytics\` tinyint NOT NULL,
                \`free_trial_custom_logos\` tinyint NOT NULL,
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                \`stripe_webhook_secret\` text NULL,
                \`razorpay_webhook_secret\` text NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await rowsToAppSettings(queryRunner);
    await queryRunner.query(`
            DROP TABLE \`settings\`
        `);
  }
}
