import { MigrationInterface, QueryRunner } from 'typeorm';

export class FairJobLanes1795866230492 implements MigrationInterface {
  name = 'FairJobLanes1795866230492';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "job_lanes" (
                "name" varchar(64) PRIMARY KEY NOT NULL,
                "claimed_at" bigint NOT NULL DEFAULT (0)
            )
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_jobs_due"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_jobs" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(64) NOT NULL,
                "payload" text NOT NULL,
                "run_at" bigint NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "locked_until" bigint,
                "last_error" varchar(1000),
                "failed_at" bigint,
                "queue_key" varchar(64),
                "tenant_key" varchar(64),
                "unique_key" varchar(128)
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_jobs"(
                    "id",
                    "kind",
                    "payload",
                    "run_at",
                    "attempts",
                    "locked_until",
                    "last_error",
                    "failed_at"
                )
            SELECT "id",
                "kind",
                "payload",
                "run_at",
                "attempts",
                "locked_until",
                "last_error",
                "failed_at"
            FROM "jobs"
        `);
    await queryRunner.query(`
            DROP TABLE "jobs"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_jobs"
                RENAME TO "jobs"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_jobs_due" ON "jobs" ("run_at")
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "IDX_jobs_unique_key" ON "jobs" ("unique_key")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_jobs_queue" ON "jobs" ("queue_key", "run_at")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_jobs_locked" ON "jobs" ("locked_until")
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_jobs_locked"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_jobs_queue"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_jobs_unique_key"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_jobs_due"
        `);
    await queryRunner.query(`
            ALTER TABLE "jobs"
                RENAME TO "temporary_jobs"
        `);
    await queryRunner.query(`
            CREATE TABLE "jobs" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "kind" varchar(64) NOT NULL,
                "payload" text NOT NULL,
                "run_at" bigint NOT NULL,
                "attempts" integer NOT NULL DEFAULT (0),
                "locked_until" bigint,
                "last_error" varchar(1000),
                "failed_at" bigint
            )
        `);
    await queryRunner.query(`
            INSERT INTO "jobs"(
                    "id",
                    "kind",
                    "payload",
                    "run_at",
                    "attempts",
                    "locked_until",
                    "last_error",
                    "failed_at"
                )
            SELECT "id",
                "kind",
                "payload",
                "run_at",
                "attempts",
                "locked_until",
                "last_error",
                "failed_at"
            FROM "temporary_jobs"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_jobs"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_jobs_due" ON "jobs" ("run_at")
        `);
    await queryRunner.query(`
            DROP TABLE "job_lanes"
        `);
  }
}
