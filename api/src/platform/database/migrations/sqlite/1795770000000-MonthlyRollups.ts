import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly breakdowns per code and per owner (owner_id 0: every owner), so that a long
 * range reads its whole months rather than each of its days. New tables only, filled from
 * the daily breakdowns, which hold every scan counted so far (raw scans may have been
 * purged). The daily breakdowns' index on day goes: every read names a code or owner
 * first (the primary key), and each scan counted paid for it.
 */
export class MonthlyRollups1795770000000 implements MigrationInterface {
  name = 'MonthlyRollups1795770000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "scan_breakdown_monthly" (
                "qr_code_id" integer NOT NULL,
                "month" date NOT NULL,
                "dimension" varchar(10) NOT NULL,
                "value" varchar(40) NOT NULL,
                "scans" integer NOT NULL DEFAULT (0),
                CONSTRAINT "FK_scan_breakdown_monthly_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("qr_code_id", "month", "dimension", "value")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "scan_owner_breakdown_monthly" (
                "owner_id" integer NOT NULL,
                "month" date NOT NULL,
                "dimension" varchar(10) NOT NULL,
                "value" varchar(40) NOT NULL,
                "scans" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("owner_id", "month", "dimension", "value")
            )
        `);
    for (const [target, key, source] of [
      ['scan_breakdown_monthly', 'qr_code_id', 'scan_breakdown_daily'],
      ['scan_owner_breakdown_monthly', 'owner_id', 'scan_owner_breakdown_daily'],
    ]) {
      await queryRunner.query(`
                INSERT INTO "${target}" ("${key}", "month", "dimension", "value", "scans")
                SELECT d."${key}", substr(d."day", 1, 7) || '-01', d."dimension", d."value", SUM(d."scans")
                FROM "${source}" d
                GROUP BY d."${key}", substr(d."day", 1, 7), d."dimension", d."value"
            `);
    }
    await queryRunner.query(`DROP INDEX "IDX_scan_breakdown_daily_day"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_scan_breakdown_daily_day" ON "scan_breakdown_daily" ("day")`);
    await queryRunner.query(`DROP TABLE "scan_owner_breakdown_monthly"`);
    await queryRunner.query(`DROP TABLE "scan_breakdown_monthly"`);
  }
}
