import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScanRollupQueue1795363953104 implements MigrationInterface {
  name = 'ScanRollupQueue1795363953104';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX "IDX_scans_qr_code_scanned_at"
        `);
    await queryRunner.query(`
            CREATE TABLE "temporary_scans" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "qr_code_id" integer NOT NULL,
                "scanned_at" datetime(3) NOT NULL,
                "os" varchar(40) NOT NULL,
                "browser" varchar(40) NOT NULL,
                "device_type" varchar(10) NOT NULL,
                "country" varchar(2),
                "visitor_hash" varchar(64) NOT NULL,
                "is_bot" boolean NOT NULL DEFAULT (0),
                "outcome" varchar(10) NOT NULL DEFAULT ('served')
            )
        `);
    await queryRunner.query(`
            INSERT INTO "temporary_scans"(
                    "id",
                    "qr_code_id",
                    "scanned_at",
                    "os",
                    "browser",
                    "device_type",
                    "country",
                    "visitor_hash",
                    "is_bot",
                    "outcome"
                )
            SELECT "id",
                "qr_code_id",
                "scanned_at",
                "os",
                "browser",
                "device_type",
                "country",
                "visitor_hash",
                "is_bot",
                "outcome"
            FROM "scans"
        `);
    await queryRunner.query(`
            DROP TABLE "scans"
        `);
    await queryRunner.query(`
            ALTER TABLE "temporary_scans"
                RENAME TO "scans"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_scans_qr_code_scanned_at" ON "scans" ("qr_code_id", "scanned_at")
        `);
    await queryRunner.query(`
            CREATE TABLE "scan_rollup_queue" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "scans" text NOT NULL
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE "scan_rollup_queue"
        `);
    await queryRunner.query(`
            DROP INDEX "IDX_scans_qr_code_scanned_at"
        `);
    await queryRunner.query(`
            ALTER TABLE "scans"
                RENAME TO "temporary_scans"
        `);
    await queryRunner.query(`
            CREATE TABLE "scans" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "qr_code_id" integer NOT NULL,
                "scanned_at" datetime(3) NOT NULL,
                "os" varchar(40) NOT NULL,
                "browser" varchar(40) NOT NULL,
                "device_type" varchar(10) NOT NULL,
                "country" varchar(2),
                "visitor_hash" varchar(64) NOT NULL,
                "is_bot" boolean NOT NULL DEFAULT (0),
                "outcome" varchar(10) NOT NULL DEFAULT ('served'),
                CONSTRAINT "FK_scans_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            INSERT INTO "scans"(
                    "id",
                    "qr_code_id",
                    "scanned_at",
                    "os",
                    "browser",
                    "device_type",
                    "country",
                    "visitor_hash",
                    "is_bot",
                    "outcome"
                )
            SELECT "id",
                "qr_code_id",
                "scanned_at",
                "os",
                "browser",
                "device_type",
                "country",
                "visitor_hash",
                "is_bot",
                "outcome"
            FROM "temporary_scans"
        `);
    await queryRunner.query(`
            DROP TABLE "temporary_scans"
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_scans_qr_code_scanned_at" ON "scans" ("qr_code_id", "scanned_at")
        `);
  }
}
