import { MigrationInterface, QueryRunner } from 'typeorm';

export class CodeImports1795570784978 implements MigrationInterface {
  name = 'CodeImports1795570784978';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`code_imports\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`file_name\` varchar(255) NOT NULL,
                \`status\` varchar(12) NOT NULL,
                \`total\` int NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`finished_at\` datetime NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`code_import_rows\` (
                \`import_id\` int NOT NULL,
                \`row\` int NOT NULL,
                \`cells\` text NOT NULL,
                \`code_id\` int NULL,
                \`error\` varchar(1000) NULL,
                PRIMARY KEY (\`import_id\`, \`row\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`code_imports\`
            ADD CONSTRAINT \`FK_code_imports_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`code_import_rows\`
            ADD CONSTRAINT \`FK_code_import_rows_import_id\` FOREIGN KEY (\`import_id\`) REFERENCES \`code_imports\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`code_import_rows\` DROP FOREIGN KEY \`FK_code_import_rows_import_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`code_imports\` DROP FOREIGN KEY \`FK_code_imports_user_id\`
        `);
    await queryRunner.query(`
            DROP TABLE \`code_import_rows\`
        `);
    await queryRunner.query(`
            DROP TABLE \`code_imports\`
        `);
  }
}
