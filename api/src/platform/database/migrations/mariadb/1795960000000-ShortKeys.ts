import { MigrationInterface, QueryRunner } from 'typeorm';
import { giveKeysToDynamicCodes } from '../short-keys';

/**
 * Short keys: every dynamic code answers at {PUBLIC_URL}/{key} too. The codes there get a
 * key made for them; keys are unique whatever their case (the folded column's index).
 */
export class ShortKeys1795960000000 implements MigrationInterface {
  name = 'ShortKeys1795960000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`qr_codes\` ADD \`short_key\` varchar(64) NULL, ADD \`short_key_folded\` varchar(64) NULL, ADD \`key_chosen\` tinyint NOT NULL DEFAULT 0`,
    );
    await giveKeysToDynamicCodes(queryRunner, (name) => `\`${name}\``);
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`UQ_qr_codes_short_key\` ON \`qr_codes\` (\`short_key_folded\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`UQ_qr_codes_short_key\` ON \`qr_codes\``);
    await queryRunner.query(
      `ALTER TABLE \`qr_codes\` DROP COLUMN \`key_chosen\`, DROP COLUMN \`short_key_folded\`, DROP COLUMN \`short_key\``,
    );
  }
}
