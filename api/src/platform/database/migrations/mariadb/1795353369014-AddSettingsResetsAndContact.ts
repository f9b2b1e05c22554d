import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSettingsResetsAndContact1795353369014 implements MigrationInterface {
  name = 'AddSettingsResetsAndContact1795353369014';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`password_reset_tokens\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`token_hash\` varchar(64) NOT NULL,
                \`expires_at\` datetime NOT NULL,
                \`used_at\` datetime NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_password_reset_tokens_user\` (\`user_id\`),
                UNIQUE INDEX \`UQ_password_reset_tokens_hash\` (\`token_hash\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`contact_messages\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NULL,
                \`sender_name\` varchar(120) NOT NULL,
                \`sender_email\` varchar(254) NOT NULL,
                \`subject\` varchar(200) NOT NULL,
                \`message\` text NOT NULL,
                \`is_read\` tinyint NOT NULL DEFAULT 0,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_contact_messages_read\` (\`is_read\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
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
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`password_reset_tokens\`
            ADD CONSTRAINT \`FK_password_reset_tokens_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`contact_messages\`
            ADD CONSTRAINT \`FK_contact_messages_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`contact_messages\` DROP FOREIGN KEY \`FK_contact_messages_user\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`password_reset_tokens\` DROP FOREIGN KEY \`FK_password_reset_tokens_user\`
        `);
    await queryRunner.query(`
            DROP TABLE \`app_settings\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_contact_messages_read\` ON \`contact_messages\`
        `);
    await queryRunner.query(`
            DROP TABLE \`contact_messages\`
        `);
    await queryRunner.query(`
            DROP INDEX \`UQ_password_reset_tokens_hash\` ON \`password_reset_tokens\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_password_reset_tokens_user\` ON \`password_reset_tokens\`
        `);
    await queryRunner.query(`
            DROP TABLE \`password_reset_tokens\`
        `);
  }
}
