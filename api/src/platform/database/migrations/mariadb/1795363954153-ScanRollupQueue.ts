import { MigrationInterface, QueryRunner } from 'typeorm';

export class ScanRollupQueue1795363954153 implements MigrationInterface {
  name = 'ScanRollupQueue1795363954153';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`scans\` DROP FOREIGN KEY \`FK_scans_qr_code_id\`
        `);
    await queryRunner.query(`
            CREATE TABLE \`scan_rollup_queue\` (
                \`id\` int UNSIGNED NOT NULL AUTO_INCREMENT,
                \`scans\` text NOT NULL,
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP TABLE \`scan_rollup_queue\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`scans\`
            ADD CONSTRAINT \`FK_scans_qr_code_id\` FOREIGN KEY (\`qr_code_id\`) REFERENCES \`qr_codes\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }
}
