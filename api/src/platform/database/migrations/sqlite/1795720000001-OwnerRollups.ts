import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roll-ups per owner (owner_id 0: every owner), so that one owner's and everyone's
 * analytics read a row per day and value rather than one per code. New tables only.
 * Filled from the per-code roll-ups of the codes there are, each under its owner and
 * under 0 (destinations are one code's: they stay in its own rows).
 */
export class OwnerRollups1795720000001 implements MigrationInterface {
  name = 'OwnerRollups1795720000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "scan_owner_daily" (
                "owner_id" integer NOT NULL,
                "day" date NOT NULL,
                "scans" integer NOT NULL DEFAULT (0),
                "uniques" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("owner_id", "day")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "scan_owner_breakdown" (
                "owner_id" integer NOT NULL,
                "dimension" varchar(10) NOT NULL,
                "value" varchar(40) NOT NULL,
                "scans" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("owner_id", "dimension", "value")
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "scan_owner_breakdown_daily" (
                "owner_id" integer NOT NULL,
                "day" date NOT NULL,
                "dimension" varchar(10) NOT NULL,
                "value" varchar(40) NOT NULL,
                "scans" integer NOT NULL DEFAULT (0),
                PRIMARY KEY ("owner_id", "day", "dimension", "value")
            )
        `);
    // Each code's owner, then every owner (0: a constant, so not a GROUP BY term).
    for (const [owner, byOwner] of [
      ['q."user_id"', 'q."user_id", '],
      ['0', ''],
    ]) {
      await queryRunner.query(`
                INSERT INTO "scan_owner_daily" ("owner_id", "day", "scans", "uniques")
                SELECT ${owner}, d."day", SUM(d."scans"), SUM(d."uniques")
                FROM "scan_daily" d JOIN "qr_codes" q ON q."id" = d."qr_code_id"
                GROUP BY ${byOwner}d."day"
            `);
      await queryRunner.query(`
                INSERT INTO "scan_owner_breakdown" ("owner_id", "dimension", "value", "scans")
                SELECT ${owner}, b."dimension", b."value", SUM(b."scans")
                FROM "scan_breakdown" b JOIN "qr_codes" q ON q."id" = b."qr_code_id"
                WHERE b."dimension" <> 'dest'
                GROUP BY ${byOwner}b."dimension", b."value"
            `);
      await queryRunner.query(`
                INSERT INTO "scan_owner_breakdown_daily" ("owner_id", "day", "dimension", "value", "scans")
                SELECT ${owner}, b."day", b."dimension", b."value", SUM(b."scans")
                FROM "scan_breakdown_daily" b JOIN "qr_codes" q ON q."id" = b."qr_code_id"
                WHERE b."dimension" <> 'dest'
                GROUP BY ${byOwner}b."day", b."dimension", b."value"
            `);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "scan_owner_breakdown_daily"`);
    await queryRunner.query(`DROP TABLE "scan_owner_breakdown"`);
    await queryRunner.query(`DROP TABLE "scan_owner_daily"`);
  }
}
