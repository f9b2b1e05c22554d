import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's language for the screens and mails (null: the browser's). */
export class UserLanguage1795760000000 implements MigrationInterface {
  name = 'UserLanguage1795760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD COLUMN "language" varchar(8) DEFAULT (NULL)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "language"`);
  }
}
