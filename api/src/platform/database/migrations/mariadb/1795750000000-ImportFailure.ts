import { MigrationInterface, QueryRunner } from 'typeorm';

/** Why an import stopped for good (status failed). */
export class ImportFailure1795750000000 implements MigrationInterface {
  name = 'ImportFailure1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`code_imports\` ADD \`message\` varchar(1000) NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`code_imports\` DROP COLUMN \`message\``);
  }
}
