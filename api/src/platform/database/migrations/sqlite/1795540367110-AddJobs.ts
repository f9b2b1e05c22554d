import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddJobs1795540367110 implements MigrationInterface {
  name = 'AddJobs1795540367110';

  public async up(queryRunner: QueryRunner): Promise<void> {
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
            CREATE INDEX "IDX_jobs_due" ON "jobs" ("run_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "job_schedules" (
                "name" varchar(64) PRIMARY KEY NOT NULL,
                "next_run_at" bigint NOT NULL
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "job_schedules"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_jobs_due"
        `);
    await queryRunner.query(`
            DROP TABLE "jobs"
        `);
  }
}
