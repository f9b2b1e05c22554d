import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's language for the screens and mails (null: the browser's). */
export class UserLanguage1795760000000 implements MigrationInterface {
  name = 'UserLanguage1795760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` ADD \`language\` varchar(8) NULL DEFAULT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`language\``);
  }
}
