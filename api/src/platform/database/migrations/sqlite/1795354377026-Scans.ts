import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scans and their roll-ups. Written by hand from the generated one: each table is created
 * with its foreign key at once (the generator rebuilt every table to add them), scans.id is
 * SQLite's 64-bit INTEGER PRIMARY KEY, and qr_codes gains its column by ALTER TABLE.
 */
export class Scans1795354377026 implements MigrationInterface {
  name = 'Scans1795354377026';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "unique_scans" integer NOT NULL DEFAULT (0)`);
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
    await queryRunner.query(
      `CREATE INDEX "IDX_scans_qr_code_scanned_at" ON "scans" ("qr_code_id", "scanned_at")`,
    );
    await queryRunner.query(`
      CREATE TABLE "scan_daily" (
        "qr_code_id" integer NOT NULL,
        "day" date NOT NULL,
        "scans" integer NOT NULL DEFAULT (0),
        CONSTRAINT "FK_scan_daily_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        PRIMARY KEY ("qr_code_id", "day")
      )
    `);
    await queryRunner.query(`CREATE INDEX "IDX_scan_daily_day" ON "scan_daily" ("day")`);
    await queryRunner.query(`
      CREATE TABLE "scan_breakdown" (
        "qr_code_id" integer NOT NULL,
        "dimension" varchar(10) NOT NULL,
        "value" varchar(40) NOT NULL,
        "scans" integer NOT NULL DEFAULT (0),
        CONSTRAINT "FK_scan_breakdown_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        PRIMARY KEY ("qr_code_id", "dimension", "value")
      )
    `);
    await queryRunner.query(`
      CREATE TABLE "scan_visitors" (
        "qr_code_id" integer NOT NULL,
        "visitor_hash" varchar(64) NOT NULL,
        CONSTRAINT "FK_scan_visitors_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        PRIMARY KEY ("qr_code_id", "visitor_hash")
      )
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['scan_visitors', 'scan_breakdown', 'scan_daily', 'scans']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "unique_scans"`);
  }
}
