import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * More dimensions per scan (region, city, language), daily roll-ups of every breakdown for
 * date ranges, daily unique visitors, the owner's time zone, and the visitor hash's daily
 * salts. The daily breakdowns and uniques are filled from the stored scans (UTC days).
 */
export class AnalyticsDimensions1795600000000 implements MigrationInterface {
  name = 'AnalyticsDimensions1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`scans\`
            ADD \`region\` varchar(80) NULL,
            ADD \`city\` varchar(80) NULL,
            ADD \`language\` varchar(8) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`time_zone\` varchar(64) NOT NULL DEFAULT 'UTC'
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_daily\`
            ADD \`uniques\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_visitors\`
            ADD \`day\` date NULL,
            ADD INDEX \`IDX_scan_visitors_day\` (\`day\`)
        `);
    await queryRunner.query(`
            CREATE TABLE \`scan_breakdown_daily\` (
                \`qr_code_id\` int NOT NULL,
                \`day\` date NOT NULL,
                \`dimension\` varchar(10) NOT NULL,
                \`value\` varchar(40) NOT NULL,
                \`scans\` int NOT NULL DEFAULT '0',
                INDEX \`IDX_scan_breakdown_daily_day\` (\`day\`),
                PRIMARY KEY (\`qr_code_id\`, \`day\`, \`dimension\`, \`value\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`scan_breakdown_daily\`
            ADD CONSTRAINT \`FK_scan_breakdown_daily_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            CREATE TABLE \`visitor_salts\` (
                \`day\` date NOT NULL,
                \`salt\` varchar(64) NOT NULL,
                PRIMARY KEY (\`day\`)
            ) ENGINE = InnoDB
        `);
    const counted = `FROM \`scans\` s JOIN \`qr_codes\` c ON c.\`id\` = s.\`qr_code_id\`
            WHERE s.\`is_bot\` = 0 AND s.\`outcome\` = 'served'`;
    for (const [dimension, column] of [
      ['os', 'os'],
      ['browser', 'browser'],
      ['device', 'device_type'],
      ['country', 'country'],
    ]) {
      await queryRunner.query(`
                INSERT INTO \`scan_breakdown_daily\` (\`qr_code_id\`, \`day\`, \`dimension\`, \`value\`, \`scans\`)
                SELECT s.\`qr_code_id\`, DATE(s.\`scanned_at\`), '${dimension}', COALESCE(s.\`${column}\`, 'Unknown'), COUNT(*)
                ${counted}
                GROUP BY s.\`qr_code_id\`, DATE(s.\`scanned_at\`), COALESCE(s.\`${column}\`, 'Unknown')
            `);
    }
    await queryRunner.query(`
            UPDATE \`scan_daily\` d JOIN (
                SELECT s.\`qr_code_id\` AS id, DATE(s.\`scanned_at\`) AS day, COUNT(DISTINCT s.\`visitor_hash\`) AS n
                ${counted}
                GROUP BY s.\`qr_code_id\`, DATE(s.\`scanned_at\`)
            ) u ON u.id = d.\`qr_code_id\` AND u.day = d.\`day\`
            SET d.\`uniques\` = u.n
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE \`visitor_salts\``);
    await queryRunner.query(`
            ALTER TABLE \`scan_breakdown_daily\` DROP FOREIGN KEY \`FK_scan_breakdown_daily_qr_code_id\`
        `);
    await queryRunner.query(`DROP TABLE \`scan_breakdown_daily\``);
    await queryRunner.query(`DROP INDEX \`IDX_scan_visitors_day\` ON \`scan_visitors\``);
    await queryRunner.query(`ALTER TABLE \`scan_visitors\` DROP COLUMN \`day\``);
    await queryRunner.query(`ALTER TABLE \`scan_daily\` DROP COLUMN \`uniques\``);
    await queryRunner.query(`ALTER TABLE \`users\` DROP COLUMN \`time_zone\``);
    await queryRunner.query(`
            ALTER TABLE \`scans\` DROP COLUMN \`language\`, DROP COLUMN \`city\`, DROP COLUMN \`region\`
        `);
  }
}
