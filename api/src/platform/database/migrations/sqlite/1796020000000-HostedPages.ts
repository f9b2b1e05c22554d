import { MigrationInterface, QueryRunner } from 'typeorm';

/** Hosted pages: taps on their links, queued in batches and counted per code and link. */
export class HostedPages1796020000000 implements MigrationInterface {
  name = 'HostedPages1796020000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "link_tap_queue" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "taps" text NOT NULL
            )
        `);
    await queryRunner.query(`
            CREATE TABLE "link_taps" (
                "qr_code_id" integer NOT NULL,
                "link_key" varchar(27) NOT NULL,
                "label" varchar(120) NOT NULL,
                "url" varchar(2048) NOT NULL,
                "taps" integer NOT NULL DEFAULT (0),
                CONSTRAINT "FK_link_taps_qr_code_id" FOREIGN KEY ("qr_code_id") REFERENCES "qr_codes" ("id") ON DELETE CASCADE ON UPDATE NO ACTION,
                PRIMARY KEY ("qr_code_id", "link_key")
            )
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "link_taps"`);
    await queryRunner.query(`DROP TABLE "link_tap_queue"`);
  }
}
