import { MigrationInterface, QueryRunner } from 'typeorm';

export class FoldersTagsAndListIndexes1795559879287 implements MigrationInterface {
  name = 'FoldersTagsAndListIndexes1795559879287';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`folders\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`name\` varchar(60) NOT NULL,
                \`name_key\` varchar(60) NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_folders_user_name\` (\`user_id\`, \`name_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`qr_code_tags\` (
                \`qr_code_id\` int NOT NULL,
                \`tag\` varchar(32) NOT NULL,
                INDEX \`IDX_qr_code_tags_tag\` (\`tag\`, \`qr_code_id\`),
                PRIMARY KEY (\`qr_code_id\`, \`tag\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD \`folder_id\` int NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_folder_id\` ON \`qr_codes\` (\`folder_id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_label\` ON \`qr_codes\` (\`label\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\` (\`user_id\`, \`label\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_created\` ON \`qr_codes\` (\`created_at\`, \`id\`)
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_user_created\` ON \`qr_codes\` (\`user_id\`, \`created_at\`, \`id\`)
        `);
    await queryRunner.query(`
            ALTER TABLE \`folders\`
            ADD CONSTRAINT \`FK_folders_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD CONSTRAINT \`FK_qr_codes_folder_id\` FOREIGN KEY (\`folder_id\`) REFERENCES \`folders\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_code_tags\`
            ADD CONSTRAINT \`FK_qr_code_tags_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`qr_code_tags\` DROP FOREIGN KEY \`FK_qr_code_tags_qr_code_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP FOREIGN KEY \`FK_qr_codes_folder_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`folders\` DROP FOREIGN KEY \`FK_folders_user_id\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_user_created\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_created\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_label\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_folder_id\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP COLUMN \`folder_id\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_code_tags_tag\` ON \`qr_code_tags\`
        `);
    await queryRunner.query(`
            DROP TABLE \`qr_code_tags\`
        `);
    await queryRunner.query(`
            DROP INDEX \`UQ_folders_user_name\` ON \`folders\`
        `);
    await queryRunner.query(`
            DROP TABLE \`folders\`
        `);
  }
}
