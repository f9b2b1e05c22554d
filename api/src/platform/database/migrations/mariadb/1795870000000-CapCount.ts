import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each capped code's scans counted against its cap, taken in the database before a scanner
 * is answered. A code capped already starts from the people's scans counted so far.
 */
export class CapCount1795870000000 implements MigrationInterface {
  name = 'CapCount1795870000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`qr_codes\` ADD \`cap_count\` int NOT NULL DEFAULT 0`);
    await queryRunner.query(
      `UPDATE \`qr_codes\` SET \`cap_count\` = \`scans_count\` WHERE \`max_scans\` IS NOT NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`qr_codes\` DROP COLUMN \`cap_count\``);
  }
}
