import { MigrationInterface, QueryRunner } from 'typeorm';

/** API keys (stored hashed), Idempotency-Keys of the public API, and the plans' API limits. */
export class ApiKeys1795570000000 implements MigrationInterface {
  name = 'ApiKeys1795570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "api_keys" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "name" varchar(60) NOT NULL,
                "prefix" varchar(16) NOT NULL,
                "key_hash" varchar(64) NOT NULL,
                "scopes" varchar(200) NOT NULL,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                "last_used_at" datetime,
                CONSTRAINT "FK_api_keys_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_api_keys_hash" ON "api_keys" ("key_hash")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_api_keys_user" ON "api_keys" ("user_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "api_idempotent_requests" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "api_key_id" integer NOT NULL,
                "idempotency_key" varchar(255) NOT NULL,
                "fingerprint" varchar(64) NOT NULL,
                "response" text,
                "created_at" datetime NOT NULL DEFAULT (datetime('now')),
                CONSTRAINT "FK_api_idempotent_requests_key" FOREIGN KEY ("api_key_id") REFERENCES "api_keys" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_api_idempotent_requests_key" ON "api_idempotent_requests" ("api_key_id", "idempotency_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_api_idempotent_requests_created" ON "api_idempotent_requests" ("created_at")
        `);
    await queryRunner.query(`
            ALTER TABLE "plans" ADD COLUMN "api_key_limit" integer NOT NULL DEFAULT (5)
        `);
    await queryRunner.query(`
            ALTER TABLE "plans" ADD COLUMN "api_rate_limit" integer NOT NULL DEFAULT (120)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "api_rate_limit"`);
    await queryRunner.query(`ALTER TABLE "plans" DROP COLUMN "api_key_limit"`);
    await queryRunner.query(`DROP TABLE "api_idempotent_requests"`);
    await queryRunner.query(`DROP TABLE "api_keys"`);
  }
}
