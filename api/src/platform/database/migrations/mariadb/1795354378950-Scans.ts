import { MigrationInterface, QueryRunner } from 'typeorm';

export class Scans1795354378950 implements MigrationInterface {
  name = 'Scans1795354378950';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`scans\` (
                \`id\` int UNSIGNED NOT NULL AUTO_INCREMENT,
                \`qr_code_id\` int NOT NULL,
                \`scanned_at\` datetime(3) NOT NULL,
                \`os\` varchar(40) NOT NULL,
                \`browser\` varchar(40) NOT NULL,
                \`device_type\` varchar(10) NOT NULL,
                \`country\` varchar(2) NULL,
                \`visitor_hash\` varchar(64) NOT NULL,
                \`is_bot\` tinyint NOT NULL DEFAULT 0,
                \`outcome\` varchar(10) NOT NULL DEFAULT 'served',
                INDEX \`IDX_scans_qr_code_scanned_at\` (\`qr_code_id\`, \`scanned_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`scan_daily\` (
                \`qr_code_id\` int NOT NULL,
                \`day\` date NOT NULL,
                \`scans\` int NOT NULL DEFAULT '0',
                INDEX \`IDX_scan_daily_day\` (\`day\`),
                PRIMARY KEY (\`qr_code_id\`, \`day\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`scan_breakdown\` (
                \`qr_code_id\` int NOT NULL,
                \`dimension\` varchar(10) NOT NULL,
                \`value\` varchar(40) NOT NULL,
                \`scans\` int NOT NULL DEFAULT '0',
                PRIMARY KEY (\`qr_code_id\`, \`dimension\`, \`value\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`scan_visitors\` (
                \`qr_code_id\` int NOT NULL,
                \`visitor_hash\` varchar(64) NOT NULL,
                PRIMARY KEY (\`qr_code_id\`, \`visitor_hash\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD \`unique_scans\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`scans\`
            ADD CONSTRAINT \`FK_scans_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_daily\`
            ADD CONSTRAINT \`FK_scan_daily_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_breakdown\`
            ADD CONSTRAINT \`FK_scan_breakdown_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_visitors\`
            ADD CONSTRAINT \`FK_scan_visitors_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`scan_visitors\` DROP FOREIGN KEY \`FK_scan_visitors_qr_code_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_breakdown\` DROP FOREIGN KEY \`FK_scan_breakdown_qr_code_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_daily\` DROP FOREIGN KEY \`FK_scan_daily_qr_code_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`scans\` DROP FOREIGN KEY \`FK_scans_qr_code_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP COLUMN \`unique_scans\`
        `);
    await queryRunner.query(`
            DROP TABLE \`scan_visitors\`
        `);
    await queryRunner.query(`
            DROP TABLE \`scan_breakdown\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_scan_daily_day\` ON \`scan_daily\`
        `);
    await queryRunner.query(`
            DROP TABLE \`scan_daily\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_scans_qr_code_scanned_at\` ON \`scans\`
        `);
    await queryRunner.query(`
            DROP TABLE \`scans\`
        `);
  }
}
