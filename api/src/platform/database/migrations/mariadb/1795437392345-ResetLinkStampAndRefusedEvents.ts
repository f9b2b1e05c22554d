import { MigrationInterface, QueryRunner } from 'typeorm';

export class ResetLinkStampAndRefusedEvents1795437392345 implements MigrationInterface {
  name = 'ResetLinkStampAndRefusedEvents1795437392345';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`password_reset_tokens\`
            ADD \`email\` varchar(254) NOT NULL DEFAULT ''
        `);
    await queryRunner.query(`
            ALTER TABLE \`password_reset_tokens\`
            ADD \`token_version\` int NOT NULL DEFAULT '0'
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_events\`
            ADD \`outcome\` varchar(10) NOT NULL DEFAULT 'applied'
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_events\`
            ADD \`reason\` varchar(255) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_events\`
            ADD \`subscription_id\` int NULL
        `);
    await queryRunner.query(`
            CREATE INDEX \`IDX_payment_events_subscription\` ON \`payment_events\` (\`subscription_id\`)
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            DROP INDEX \`IDX_payment_events_subscription\` ON \`payment_events\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_events\` DROP COLUMN \`subscription_id\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_events\` DROP COLUMN \`reason\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`payment_events\` DROP COLUMN \`outcome\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`password_reset_tokens\` DROP COLUMN \`token_version\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`password_reset_tokens\` DROP COLUMN \`email\`
        `);
  }
}
