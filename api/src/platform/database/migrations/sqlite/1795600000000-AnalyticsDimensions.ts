import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * More dimensions per scan (region, city, language), daily roll-ups of every breakdown for
 * date ranges, daily unique visitors, the owner's time zone, and the visitor hash's daily
 * salts. ADD COLUMN and new tables only: no table is copied. The daily breakdowns and
 * uniques are filled from the stored scans (UTC days).
 */
export class AnalyticsDimensions1795600000000 implements MigrationInterface {
  name = 'AnalyticsDimensions1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "scans" ADD COLUMN "region" varchar(80)`);
    await queryRunner.query(`ALTER TABLE "scans" ADD COLUMN "city" varchar(80)`);
    await queryRunner.query(`ALTER TABLE "scans" ADD COLUMN "language" varchar(8)`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64) NOT NULL DEFAULT ('UTC')`,
    );
    await queryRunner.query(`ALTER TABLE "scan_daily" ADD COLUMN "uniques" integer NOT NULL DEFAULT (0)`);
    await queryRunner.query(`ALTER TABLE "scan_visitors" ADD COLUMN "day" date`);
    await queryRunner.query(`CREATE INDEX "IDX_scan_visitors_day" ON "scan_visitors" ("day")`);
    await queryRunner.query(`
            CREATE TABLE "scan_breakdown_daily" (
                "qr_code_id" integer NOT NULL,
                "day" date NOT NULL,
                "dimension" varchar(10) NOT NULL,
                "value" varchar(40) NOT NULL,
                "scans" integer NOT NULL DEFAULT (0),
                CONSTRAINT "FK_scan_breakdown_daily_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("qr_code_id", "day", "dimension", "value")
            )
        `);
    await queryRunner.query(`CREATE INDEX "IDX_scan_breakdown_daily_day" ON "scan_breakdown_daily" ("day")`);
    await queryRunner.query(`
            CREATE TABLE "visitor_salts" (
                "day" date PRIMARY KEY NOT NULL,
                "salt" varchar(64) NOT NULL
            )
        `);
    const counted = `FROM "scans" s JOIN "qr_codes" c ON c."id" = s."qr_code_id"
            WHERE s."is_bot" = 0 AND s."outcome" = 'served'`;
    for (const [dimension, column] of [
      ['os', 'os'],
      ['browser', 'browser'],
      ['device', 'device_type'],
      ['country', 'country'],
    ]) {
      await queryRunner.query(`
                INSERT INTO "scan_breakdown_daily" ("qr_code_id", "day", "dimension", "value", "scans")
                SELECT s."qr_code_id", substr(s."scanned_at", 1, 10), '${dimension}', COALESCE(s."${column}", 'Unknown'), COUNT(*)
                ${counted}
                GROUP BY s."qr_code_id", substr(s."scanned_at", 1, 10), COALESCE(s."${column}", 'Unknown')
            `);
    }
    await queryRunner.query(`
            UPDATE "scan_daily" SET "uniques" = (
                SELECT COUNT(DISTINCT s."visitor_hash") ${counted}
                AND s."qr_code_id" = "scan_daily"."qr_code_id" AND substr(s."scanned_at", 1, 10) = "scan_daily"."day"
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "visitor_salts"`);
    await queryRunner.query(`DROP TABLE "scan_breakdown_daily"`);
    await queryRunner.query(`DROP INDEX "IDX_scan_visitors_day"`);
    await queryRunner.query(`ALTER TABLE "scan_visitors" DROP COLUMN "day"`);
    await queryRunner.query(`ALTER TABLE "scan_daily" DROP COLUMN "uniques"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "time_zone"`);
    await queryRunner.query(`ALTER TABLE "scans" DROP COLUMN "language"`);
    await queryRunner.query(`ALTER TABLE "scans" DROP COLUMN "city"`);
    await queryRunner.query(`ALTER TABLE "scans" DROP COLUMN "region"`);
  }
}
