import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Smart codes' columns. Written by hand as ADD COLUMN (nullable, so SQLite adds them in
 * place) rather than the generator's copy of qr_codes, which its children's rows would
 * have to survive.
 */
export class SmartCodes1795559859113 implements MigrationInterface {
  name = 'SmartCodes1795559859113';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "starts_at" datetime`);
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "max_scans" integer`);
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "routing" text`);
    await queryRunner.query(`ALTER TABLE "qr_codes" ADD COLUMN "password_hash" varchar(255)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "password_hash"`);
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "routing"`);
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "max_scans"`);
    await queryRunner.query(`ALTER TABLE "qr_codes" DROP COLUMN "starts_at"`);
  }
}
