import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's colour scheme (light, dark or auto: as the device is set). */
export class ColorScheme1795740000000 implements MigrationInterface {
  name = 'ColorScheme1795740000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "users" ADD COLUMN "color_scheme" varchar(8) NOT NULL DEFAULT ('auto')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "color_scheme"`);
  }
}
