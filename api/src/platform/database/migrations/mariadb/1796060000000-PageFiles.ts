import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Files for hosted pages (PDFs, images), each a workspace's, and the storage a plan allows
 * them: existing plans get 100 MB (-1 is no limit, 0 no uploads).
 */
export class PageFiles1796060000000 implements MigrationInterface {
  name = 'PageFiles1796060000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`page_files\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`workspace_id\` int NOT NULL,
                \`name\` varchar(40) NOT NULL,
                \`kind\` varchar(8) NOT NULL,
                \`size_bytes\` int NOT NULL,
                \`original_name\` varchar(255) NOT NULL,
                \`uploaded_by\` int NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_page_files_name\` (\`name\`),
                INDEX \`IDX_page_files_workspace\` (\`workspace_id\`, \`id\`),
                PRIMARY KEY (\`id\`),
                CONSTRAINT \`FK_page_files_workspace_id\` FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\` (\`id\`) ON DELETE CASCADE
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`ALTER TABLE \`plans\` ADD \`storage_limit_mb\` int NOT NULL DEFAULT 100`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`plans\` DROP COLUMN \`storage_limit_mb\``);
    await queryRunner.query(`DROP TABLE \`page_files\``);
  }
}
