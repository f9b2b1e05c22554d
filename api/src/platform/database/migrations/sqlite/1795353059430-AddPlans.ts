import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPlans1795353059430 implements MigrationInterface {
  name = 'AddPlans1795353059430';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "plans" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(100) NOT NULL,
                "description" varchar(1000) NOT NULL DEFAULT (''),
                "price" decimal(10, 2) NOT NULL DEFAULT (0),
                "currency" varchar(3) NOT NULL DEFAULT ('USD'),
                "billing_interval" varchar(10) NOT NULL DEFAULT ('month'),
                "qr_code_limit" integer NOT NULL DEFAULT (0),
                "scan_limit" integer NOT NULL DEFAULT (0),
                "trial_period_days" integer NOT NULL DEFAULT (0),
                "status" varchar(10) NOT NULL DEFAULT ('active'),
                "is_featured" boolean NOT NULL DEFAULT (0),
                "feature_analytics" boolean NOT NULL DEFAULT (0),
                "feature_custom_logos" boolean NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_plans_status" ON "plans" ("status")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_users_email"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(120) NOT NULL,
                "email" varchar(254) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "role" varchar(20) NOT NULL DEFAULT ('user'),
                "token_version" integer NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                "subscription_plan_id" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_users"(
                    "id",
                    "name",
                    "email",
                    "password_hash",
                    "role",
                    "token_version",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "name",
                "email",
                "password_hash",
                "role",
                "token_version",
                "created_at",
                "updated_at"
            FROM "users"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_users"
                RENAME TO "users"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_users_email"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(120) NOT NULL,
                "email" varchar(254) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "role" varchar(20) NOT NULL DEFAULT ('user'),
                "token_version" integer NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                "subscription_plan_id" integer,
                CONSTRAINT "FK_users_subscription_plan" FOREIGN KEY ("subscription_plan_id") REFERENCES "plans" ("id") ON DELETE
                SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_users"(
                    "id",
                    "name",
                    "email",
                    "password_hash",
                    "role",
                    "token_version",
                    "created_at",
                    "updated_at",
                    "subscription_plan_id"
                )
            SELECT "id",
                "name",
                "email",
                "password_hash",
                "role",
                "token_version",
                "created_at",
                "updated_at",
                "subscription_plan_id"
            FROM "users"
        `);
    await queryRunner.query(`
            DROP TABLE "users"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_users"
                RENAME TO "users"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "UQ_users_email"
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
                RENAME TO "temporary_users"
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(120) NOT NULL,
                "email" varchar(254) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "role" varchar(20) NOT NULL DEFAULT ('user'),
                "token_version" integer NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now')),
                "subscription_plan_id" integer
            )
        `);
    await queryRunner.query(`
            INSERT INTO "users"(
                    "id",
                    "name",
                    "email",
                    "password_hash",
                    "role",
                    "token_version",
                    "created_at",
                    "updated_at",
                    "subscription_plan_id"
                )
            SELECT "id",
                "name",
                "email",
                "password_hash",
                "role",
                "token_version",
                "created_at",
                "updated_at",
                "subscription_plan_id"
            FROM "temporary_users"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_users"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    await queryRunner.query(`
            DROP INDEX "UQ_users_email"
        `);
    await queryRunner.query(`
            ALTER TABLE "users"
                RENAME TO "temporary_users"
        `);
    await queryRunner.query(`
            CREATE TABLE "users" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "name" varchar(120) NOT NULL,
                "email" varchar(254) NOT NULL,
                "password_hash" varchar(255) NOT NULL,
                "role" varchar(20) NOT NULL DEFAULT ('user'),
                "token_version" integer NOT NULL DEFAULT (0),
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "updated_at" datetime NOT NULL DEFAULT (datetime('now'))
            )
        `);
    await queryRunner.query(`
            INSERT INTO "users"(
                    "id",
                    "name",
                    "email",
                    "password_hash",
                    "role",
                    "token_version",
                    "created_at",
                    "updated_at"
                )
            SELECT "id",
                "name",
                "email",
                "password_hash",
                "role",
                "token_version",
                "created_at",
                "updated_at"
            FROM "temporary_users"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_users"
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_plans_status"
        `);
    await queryRunner.query(`
            DROP TABLE "plans"
        `);
  }
}
