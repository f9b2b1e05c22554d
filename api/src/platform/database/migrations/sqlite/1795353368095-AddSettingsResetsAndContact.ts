import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddSettingsResetsAndContact1795353368095 implements MigrationInterface {
  name = 'AddSettingsResetsAndContact1795353368095';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "password_reset_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime NOT NULL,
                "used_at" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE TABLE "contact_messages" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer,
                "sender_name" varchar(120) NOT NULL,
                "sender_email" varchar(254) NOT NULL,
                "subject" varchar(200) NOT NULL,
                "message" text NOT NULL,
                "is_read" boolean NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_contact_messages_read" ON "contact_messages" ("is_read")
        `);
    await queryRunner.query(`
            CREATE TABLE "app_settings" (
                "id" integer PRIMARY KEY NOT NULL,
                "app_name" varchar(100) NOT NULL,
                "app_logo_url" varchar(2048) NOT NULL,
                "contact_email" varchar(254) NOT NULL,
                "social_links" text NOT NULL,
                "payment_stripe_enabled" boolean NOT NULL,
                "stripe_public_key" varchar(500) NOT NULL,
                "stripe_secret_key" text NOT NULL,
                "payment_paypal_enabled" boolean NOT NULL,
                "paypal_client_id" varchar(500) NOT NULL,
                "paypal_client_secret" text NOT NULL,
                "payment_razorpay_enabled" boolean NOT NULL,
                "razorpay_key_id" varchar(500) NOT NULL,
                "razorpay_key_secret" text NOT NULL,
                "payment_phonepe_enabled" boolean NOT NULL,
                "phonepe_merchant_id" varchar(500) NOT NULL,
                "phonepe_salt_key" text NOT NULL,
                "payment_manual_enabled" boolean NOT NULL,
                "payment_manual_instructions" text NOT NULL,
                "payment_default_gateway" varchar(20) NOT NULL,
                "smtp_host" varchar(255) NOT NULL,
                "smtp_port" integer NOT NULL,
                "smtp_user" varchar(254) NOT NULL,
                "smtp_pass" text NOT NULL,
                "smtp_from_email" varchar(254) NOT NULL,
                "allow_registration" boolean NOT NULL,
                "privacy_policy" text NOT NULL,
                "terms_of_service" text NOT NULL,
                "seo_meta_title" varchar(200) NOT NULL,
                "seo_meta_description" varchar(500) NOT NULL,
                "free_trial_qr_code_limit" integer NOT NULL,
                "free_trial_scan_limit" integer NOT NULL,
                "free_trial_analytics" boolean NOT NULL,
                "free_trial_custom_logos" boolean NOT NULL,
                "updated_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_password_reset_tokens_user"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_password_reset_tokens_hash"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_password_reset_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime NOT NULL,
                "used_at" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_password_reset_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_password_reset_tokens"(
                    "id",
                    "user_id",
                    "token_hash",
                    "expires_at",
                    "used_at",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "token_hash",
                "expires_at",
                "used_at",
                "created_at"
            FROM "password_reset_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "password_reset_tokens"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_password_reset_tokens"
                RENAME TO "password_reset_tokens"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_contact_messages_read"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_contact_messages" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer,
                "sender_name" varchar(120) NOT NULL,
                "sender_email" varchar(254) NOT NULL,
                "subject" varchar(200) NOT NULL,
                "message" text NOT NULL,
                "is_read" boolean NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_contact_messages_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_contact_messages"(
                    "id",
                    "user_id",
                    "sender_name",
                    "sender_email",
                    "subject",
                    "message",
                    "is_read",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "sender_name",
                "sender_email",
                "subject",
                "message",
                "is_read",
                "created_at"
            FROM "contact_messages"
        `);
    await queryRunner.query(`
            DROP TABLE "contact_messages"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_contact_messages"
                RENAME TO "contact_messages"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_contact_messages_read" ON "contact_messages" ("is_read")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_contact_messages_read"
        `);
    await queryRunner.query(`
            ALTER TABLE "contact_messages"
                RENAME TO "temporary_contact_messages"
        `);
    await queryRunner.query(`
            CREATE TABLE "contact_messages" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer,
                "sender_name" varchar(120) NOT NULL,
                "sender_email" varchar(254) NOT NULL,
                "subject" varchar(200) NOT NULL,
                "message" text NOT NULL,
                "is_read" boolean NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "contact_messages"(
                    "id",
                    "user_id",
                    "sender_name",
                    "sender_email",
                    "subject",
                    "message",
                    "is_read",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "sender_name",
                "sender_email",
                "subject",
                "message",
                "is_read",
                "created_at"
            FROM "temporary_contact_messages"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_contact_messages"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_contact_messages_read" ON "contact_messages" ("is_read")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_password_reset_tokens_hash"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_password_reset_tokens_user"
        `);
    await queryRunner.query(`
            ALTER TABLE "password_reset_tokens"
                RENAME TO "temporary_password_reset_tokens"
        `);
    await queryRunner.query(`
            CREATE TABLE "password_reset_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime NOT NULL,
                "used_at" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "password_reset_tokens"(
                    "id",
                    "user_id",
                    "token_hash",
                    "expires_at",
                    "used_at",
                    "created_at"
                )
            SELECT "id",
                "user_id",
                "token_hash",
                "expires_at",
                "used_at",
                "created_at"
            FROM "temporary_password_reset_tokens"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_password_reset_tokens"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("user_id")
        `);
    await queryRunner.query(`
            DROP TABLE "app_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_contact_messages_read"
        `);
    await queryRunner.query(`
            DROP TABLE "contact_messages"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_password_reset_tokens_hash"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_password_reset_tokens_user"
        `);
    await queryRunner.query(`
            DROP TABLE "password_reset_tokens"
        `);
  }
}
