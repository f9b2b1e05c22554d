import { MigrationInterface, QueryRunner } from 'typeorm';

/** A code's design, as JSON text; null for codes drawn from their older fields. */
export class QrDesigns1795559890723 implements MigrationInterface {
  name = 'QrDesigns1795559890723';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "design" text NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "design"`);
  }
}
