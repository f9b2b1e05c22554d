import { MigrationInterface, QueryRunner } from 'typeorm';

export class Subscriptions1795354662095 implements MigrationInterface {
  name = 'Subscriptions1795354662095';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "payment_events" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "gateway" varchar(10) NOT NULL,
                "event_id" varchar(255) NOT NULL,
                "type" varchar(100) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payment_events_gateway_event" ON "payment_events" ("gateway", "event_id")
        `);
    await queryRunner.query(`
            CREATE TABLE "subscriptions" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "plan_id" integer,
                "plan_name" varchar(100) NOT NULL,
                "gateway" varchar(10) NOT NULL,
                "status" varchar(10) NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "billing_interval" varchar(10) NOT NULL,
                "gateway_session_id" varchar(255),
                "gateway_order_id" varchar(255),
                "gateway_subscription_id" varchar(255),
                "gateway_payment_id" varchar(255),
                "current_period_end" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_session" ON "subscriptions" ("gateway_session_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_subscription" ON "subscriptions" ("gateway", "gateway_subscription_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_order" ON "subscriptions" ("gateway", "gateway_order_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_status_period_end" ON "subscriptions" ("status", "current_period_end")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_user_status" ON "subscriptions" ("user_id", "status")
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_app_settings" (
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
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                "stripe_webhook_secret" text,
                "razorpay_webhook_secret" text
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_app_settings"(
                    "id",
                    "app_name",
                    "app_logo_url",
                    "contact_email",
                    "social_links",
                    "payment_stripe_enabled",
                    "stripe_public_key",
                    "stripe_secret_key",
                    "payment_paypal_enabled",
                    "paypal_client_id",
                    "paypal_client_secret",
                    "payment_razorpay_enabled",
                    "razorpay_key_id",
                    "razorpay_key_secret",
                    "payment_phonepe_enabled",
                    "phonepe_merchant_id",
                    "phonepe_salt_key",
                    "payment_manual_enabled",
                    "payment_manual_instructions",
                    "payment_default_gateway",
                    "smtp_host",
                    "smtp_port",
                    "smtp_user",
                    "smtp_pass",
                    "smtp_from_email",
                    "allow_registration",
                    "privacy_policy",
                    "terms_of_service",
                    "seo_meta_title",
                    "seo_meta_description",
                    "free_trial_qr_code_limit",
                    "free_trial_scan_limit",
                    "free_trial_analytics",
                    "free_trial_custom_logos",
                    "updated_at"
                )
            SELECT "id",
                "app_name",
                "app_logo_url",
                "contact_email",
                "social_links",
                "payment_stripe_enabled",
                "stripe_public_key",
                "stripe_secret_key",
                "payment_paypal_enabled",
                "paypal_client_id",
                "paypal_client_secret",
                "payment_razorpay_enabled",
                "razorpay_key_id",
                "razorpay_key_secret",
                "payment_phonepe_enabled",
                "phonepe_merchant_id",
                "phonepe_salt_key",
                "payment_manual_enabled",
                "payment_manual_instructions",
                "payment_default_gateway",
                "smtp_host",
                "smtp_port",
                "smtp_user",
                "smtp_pass",
                "smtp_from_email",
                "allow_registration",
                "privacy_policy",
                "terms_of_service",
                "seo_meta_title",
                "seo_meta_description",
                "free_trial_qr_code_limit",
                "free_trial_scan_limit",
                "free_trial_analytics",
                "free_trial_custom_logos",
                "updated_at"
            FROM "app_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "app_settings"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_app_settings"
                RENAME TO "app_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_session"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_subscription"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_order"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_status_period_end"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_user_status"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_subscriptions" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "plan_id" integer,
                "plan_name" varchar(100) NOT NULL,
                "gateway" varchar(10) NOT NULL,
                "status" varchar(10) NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "billing_interval" varchar(10) NOT NULL,
                "gateway_session_id" varchar(255),
                "gateway_order_id" varchar(255),
                "gateway_subscription_id" varchar(255),
                "gateway_payment_id" varchar(255),
                "current_period_end" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_subscriptions_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                CONSTRAINT "FK_subscriptions_plan" FOREIGN KEY ("plan_id") REFERENCES "plans" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_subscriptions"(
                    "id",
                    "user_id",
                    "plan_id",
                    "plan_name",
                    "gateway",
                    "status",
                    "amount",
                    "currency",
                    "billing_interval",
                    "gateway_session_id",
                    "gateway_order_id",
                    "gateway_subscription_id",
                    "gateway_payment_id",
                    "current_period_end",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "user_id",
                "plan_id",
                "plan_name",
                "gateway",
                "status",
                "amount",
                "currency",
                "billing_interval",
                "gateway_session_id",
                "gateway_order_id",
                "gateway_subscription_id",
                "gateway_payment_id",
                "current_period_end",
                "created_at",
                "updated_at"
            FROM "subscriptions"
        `);
    await queryRunner.query(`
            DROP TABLE "subscriptions"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_subscriptions"
                RENAME TO "subscriptions"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_session" ON "subscriptions" ("gateway_session_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_subscription" ON "subscriptions" ("gateway", "gateway_subscription_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_order" ON "subscriptions" ("gateway", "gateway_order_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_status_period_end" ON "subscriptions" ("status", "current_period_end")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_user_status" ON "subscriptions" ("user_id", "status")
        `);
    // Users given a plan before subscriptions existed keep it, as assigned by an administrator.
    await queryRunner.query(`
            INSERT INTO "subscriptions" (
                    "user_id", "plan_id", "plan_name", "gateway", "status",
                    "amount", "currency", "billing_interval"
                )
            SELECT "u"."id", "p"."id", "p"."name", 'admin', 'active', 0, "p"."currency", "p"."billing_interval"
            FROM "users" "u"
                INNER JOIN "plans" "p" ON "p"."id" = "u"."subscription_plan_id"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_user_status"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_status_period_end"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_order"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_subscription"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_session"
        `);
    await queryRunner.query(`
            ALTER TABLE "subscriptions"
                RENAME TO "temporary_subscriptions"
        `);
    await queryRunner.query(`
            CREATE TABLE "subscriptions" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "plan_id" integer,
                "plan_name" varchar(100) NOT NULL,
                "gateway" varchar(10) NOT NULL,
                "status" varchar(10) NOT NULL,
                "amount" decimal(10, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "billing_interval" varchar(10) NOT NULL,
                "gateway_session_id" varchar(255),
                "gateway_order_id" varchar(255),
                "gateway_subscription_id" varchar(255),
                "gateway_payment_id" varchar(255),
                "current_period_end" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "subscriptions"(
                    "id",
                    "user_id",
                    "plan_id",
                    "plan_name",
                    "gateway",
                    "status",
                    "amount",
                    "currency",
                    "billing_interval",
                    "gateway_session_id",
                    "gateway_order_id",
                    "gateway_subscription_id",
                    "gateway_payment_id",
                    "current_period_end",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "user_id",
                "plan_id",
                "plan_name",
                "gateway",
                "status",
                "amount",
                "currency",
                "billing_interval",
                "gateway_session_id",
                "gateway_order_id",
                "gateway_subscription_id",
                "gateway_payment_id",
                "current_period_end",
                "created_at",
                "updated_at"
            FROM "temporary_subscriptions"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_subscriptions"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_user_status" ON "subscriptions" ("user_id", "status")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_status_period_end" ON "subscriptions" ("status", "current_period_end")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_order" ON "subscriptions" ("gateway", "gateway_order_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_subscription" ON "subscriptions" ("gateway", "gateway_subscription_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_subscriptions_gateway_session" ON "subscriptions" ("gateway_session_id")
        `);
    await queryRunner.query(`
            ALTER TABLE "app_settings"
                RENAME TO "temporary_app_settings"
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
            INSERT INTO "app_settings"(
                    "id",
                    "app_name",
                    "app_logo_url",
                    "contact_email",
                    "social_links",
                    "payment_stripe_enabled",
                    "stripe_public_key",
                    "stripe_secret_key",
                    "payment_paypal_enabled",
                    "paypal_client_id",
                    "paypal_client_secret",
                    "payment_razorpay_enabled",
                    "razorpay_key_id",
                    "razorpay_key_secret",
                    "payment_phonepe_enabled",
                    "phonepe_merchant_id",
                    "phonepe_salt_key",
                    "payment_manual_enabled",
                    "payment_manual_instructions",
                    "payment_default_gateway",
                    "smtp_host",
                    "smtp_port",
                    "smtp_user",
                    "smtp_pass",
                    "smtp_from_email",
                    "allow_registration",
                    "privacy_policy",
                    "terms_of_service",
                    "seo_meta_title",
                    "seo_meta_description",
                    "free_trial_qr_code_limit",
                    "free_trial_scan_limit",
                    "free_trial_analytics",
                    "free_trial_custom_logos",
                    "updated_at"
                )
            SELECT "id",
                "app_name",
                "app_logo_url",
                "contact_email",
                "social_links",
                "payment_stripe_enabled",
                "stripe_public_key",
                "stripe_secret_key",
                "payment_paypal_enabled",
                "paypal_client_id",
                "paypal_client_secret",
                "payment_razorpay_enabled",
                "razorpay_key_id",
                "razorpay_key_secret",
                "payment_phonepe_enabled",
                "phonepe_merchant_id",
                "phonepe_salt_key",
                "payment_manual_enabled",
                "payment_manual_instructions",
                "payment_default_gateway",
                "smtp_host",
                "smtp_port",
                "smtp_user",
                "smtp_pass",
                "smtp_from_email",
                "allow_registration",
                "privacy_policy",
                "terms_of_service",
                "seo_meta_title",
                "seo_meta_description",
                "free_trial_qr_code_limit",
                "free_trial_scan_limit",
                "free_trial_analytics",
                "free_trial_custom_logos",
                "updated_at"
            FROM "temporary_app_settings"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_app_settings"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_user_status"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_status_period_end"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_order"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_subscription"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_subscriptions_gateway_session"
        `);
    await queryRunner.query(`
            DROP TABLE "subscriptions"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_payment_events_gateway_event"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_events"
        `);
  }
}
