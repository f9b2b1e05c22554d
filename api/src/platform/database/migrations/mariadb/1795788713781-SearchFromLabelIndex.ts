import { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchFromLabelIndex1795788713781 implements MigrationInterface {
  name = 'SearchFromLabelIndex1795788713781';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\` (\`user_id\`, \`label\`, \`id\`, \`uuid\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\`
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_qr_codes_user_label\` ON \`qr_codes\` (\`user_id\`, \`label\`, \`id\`)
        `);
  }
}
