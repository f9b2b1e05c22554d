import { MigrationInterface, QueryRunner } from 'typeorm';

export class QrTemplates1795571528465 implements MigrationInterface {
  name = 'QrTemplates1795571528465';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`qr_templates\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`name\` varchar(60) NOT NULL,
                \`name_key\` varchar(60) NOT NULL,
                \`design\` text NOT NULL,
                \`shared\` tinyint NOT NULL DEFAULT 0,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_qr_templates_shared\` (\`shared\`),
                UNIQUE INDEX \`UQ_qr_templates_user_name\` (\`user_id\`, \`name_key\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`plans\`
            ADD \`template_limit\` int NOT NULL DEFAULT '-1'
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_templates\`
            ADD CONSTRAINT \`FK_qr_templates_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`qr_templates\` DROP FOREIGN KEY \`FK_qr_templates_user_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`plans\` DROP COLUMN \`template_limit\`
        `);
    await queryRunner.query(`
            DROP INDEX \`UQ_qr_templates_user_name\` ON \`qr_templates\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_templates_shared\` ON \`qr_templates\`
        `);
    await queryRunner.query(`
            DROP TABLE \`qr_templates\`
        `);
  }
}
