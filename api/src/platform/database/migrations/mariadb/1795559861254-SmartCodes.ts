import { MigrationInterface, QueryRunner } from 'typeorm';

export class SmartCodes1795559861254 implements MigrationInterface {
  name = 'SmartCodes1795559861254';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD \`starts_at\` datetime NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD \`max_scans\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD \`routing\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\`
            ADD \`password_hash\` varchar(255) NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP COLUMN \`password_hash\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP COLUMN \`routing\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP COLUMN \`max_scans\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`qr_codes\` DROP COLUMN \`starts_at\`
        `);
  }
}
