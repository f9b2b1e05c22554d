import { MigrationInterface, QueryRunner } from 'typeorm';

/** Taps on hosted pages' links by day (UTC), for a range's analytics; taps before it count all time only. */
export class LinkTapsDaily1796070000000 implements MigrationInterface {
  name = 'LinkTapsDaily1796070000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "link_taps_daily" (
                "qr_code_id" integer NOT NULL,
                "day" date NOT NULL,
                "link_key" varchar(27) NOT NULL,
                "label" varchar(120) NOT NULL,
                "url" varchar(2048) NOT NULL,
                "taps" integer NOT NULL DEFAULT (0),
                CONSTRAINT "FK_link_taps_daily_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("qr_code_id", "day", "link_key")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "link_taps_daily"`);
  }
}
