import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook endpoints, their deliveries (the outbox) and each delivery's attempts. */
export class Webhooks1795700000001 implements MigrationInterface {
  name = 'Webhooks1795700000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "webhook_endpoints" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "user_id" integer NOT NULL,
                "url" varchar(2048) NOT NULL,
                "description" varchar(200),
                "events" varchar(200) NOT NULL,
                "secret_sealed" varchar(255) NOT NULL,
                "status" varchar(16) NOT NULL DEFAULT ('active'),
                "failing_since" bigint,
                "created_at" bigint NOT NULL,
                CONSTRAINT "FK_webhook_endpoints_user_id" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_webhook_endpoints_user" ON "webhook_endpoints" ("user_id", "id")
        `);
    await queryRunner.query(`
            CREATE TABLE "webhook_deliveries" (
                "id" varchar(40) PRIMARY KEY NOT NULL,
                "endpoint_id" integer NOT NULL,
                "event_type" varchar(32) NOT NULL,
                "payload" text NOT NULL,
                "status" varchar(16) NOT NULL DEFAULT ('pending'),
                "attempts" integer NOT NULL DEFAULT (0),
                "response_status" integer,
                "duration_ms" integer,
                "next_attempt_at" bigint,
                "created_at" bigint NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpoint_id", "created_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "webhook_attempts" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "delivery_id" varchar(40) NOT NULL,
                "attempt" integer NOT NULL,
                "at" bigint NOT NULL,
                "response_status" integer,
                "duration_ms" integer NOT NULL,
                "error" varchar(255),
                CONSTRAINT "FK_webhook_attempts_delivery" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_webhook_deliveries_created" ON "webhook_deliveries" ("created_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_webhook_attempts_delivery" ON "webhook_attempts" ("delivery_id", "attempt")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_attempts"`);
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
  }
}
