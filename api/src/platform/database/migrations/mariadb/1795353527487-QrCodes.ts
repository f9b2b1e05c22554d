import { MigrationInterface, QueryRunner } from 'typeorm';

export class QrCodes1795353527487 implements MigrationInterface {
  name = 'QrCodes1795353527487';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`qr_codes\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`uuid\` varchar(32) NOT NULL,
                \`user_id\` int NOT NULL,
                \`label\` varchar(120) NOT NULL,
                \`type\` varchar(10) NOT NULL,
                \`generation_type\` varchar(10) NOT NULL,
                \`data\` text NOT NULL,
                \`current_destination\` varchar(2048) NULL,
                \`scans_count\` int NOT NULL DEFAULT '0',
                \`status\` varchar(12) NULL,
                \`size\` int NOT NULL DEFAULT '300',
                \`foreground_color\` varchar(7) NOT NULL DEFAULT '#000000',
                \`background_color\` varchar(7) NOT NULL DEFAULT '#FFFFFF',
                \`logo_path\` varchar(255) NULL,
                \`frame_id\` varchar(20) NOT NULL DEFAULT 'none',
                \`expires_at\` datetime NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_qr_codes_uuid\` (\`uuid\`),
                INDEX \`IDX_qr_codes_user_id\` (\`user_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`qr_destination_history\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`qr_code_id\` int NOT NULL,
                \`previous_destination\` varchar(2048) NOT NULL,
                \`changed_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                INDEX \`IDX_qr_destination_history_qr_code_id\` (\`qr_code_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD CONSTRAINT \`FK_qr_codes_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_destination_history\`
            ADD CONSTRAINT \`FK_qr_destination_history_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`qr_destination_history\` DROP FOREIGN KEY \`FK_qr_destination_history_qr_code_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP FOREIGN KEY \`FK_qr_codes_user_id\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_destination_history_qr_code_id\` ON \`qr_destination_history\`
        `);
    await queryRunner.query(`
            DROP TABLE \`qr_destination_history\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_user_id\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            DROP INDEX \`UQ_qr_codes_uuid\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            DROP TABLE \`qr_codes\`
        `);
  }
}
