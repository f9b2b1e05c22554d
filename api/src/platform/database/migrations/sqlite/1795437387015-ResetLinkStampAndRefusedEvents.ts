import { MigrationInterface, QueryRunner } from 'typeorm';

export class ResetLinkStampAndRefusedEvents1795437387015 implements MigrationInterface {
  name = 'ResetLinkStampAndRefusedEvents1795437387015';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "UQ_password_reset_tokens_hash"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_password_reset_tokens_user"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_password_reset_tokens" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "token_hash" varchar(64) NOT NULL,
                "expires_at" datetime NOT NULL,
                "used_at" datetime,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "email" varchar(254) NOT NULL DEFAULT (''),
                "token_version" integer NOT NULL DEFAULT (0),
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
            CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("token_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("user_id")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_payment_events_gateway_event"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_payment_events" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "gateway" varchar(10) NOT NULL,
                "event_id" varchar(255) NOT NULL,
                "type" varchar(100) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "outcome" varchar(10) NOT NULL DEFAULT ('applied'),
                "reason" varchar(255),
                "subscription_id" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_payment_events"(
                    "id",
                    "gateway",
                    "event_id",
                    "type",
                    "created_at"
                )
            SELECT "id",
                "gateway",
                "event_id",
                "type",
                "created_at"
            FROM "payment_events"
        `);
    await queryRunner.query(`
            DROP TABLE "payment_events"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_payment_events"
                RENAME TO "payment_events"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payment_events_gateway_event" ON "payment_events" ("gateway", "event_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_payment_events_subscription" ON "payment_events" ("subscription_id")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_payment_events_subscription"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_payment_events_gateway_event"
        `);
    await queryRunner.query(`
            ALTER TABLE "payment_events"
                RENAME TO "temporary_payment_events"
        `);
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
            INSERT INTO "payment_events"(
                    "id",
                    "gateway",
                    "event_id",
                    "type",
                    "created_at"
                )
            SELECT "id",
                "gateway",
                "event_id",
                "type",
                "created_at"
            FROM "temporary_payment_events"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_payment_events"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payment_events_gateway_event" ON "payment_events" ("gateway", "event_id")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_password_reset_tokens_user"
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_password_reset_tokens_hash"
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
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_password_reset_tokens_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
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
            CREATE INDEX "IDX_password_reset_tokens_user" ON "password_reset_tokens" ("user_id")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_password_reset_tokens_hash" ON "password_reset_tokens" ("token_hash")
        `);
  }
}
