import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookSecretRotation1795867701902 implements MigrationInterface {
  name = 'WebhookSecretRotation1795867701902';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`webhook_endpoints\`
            ADD \`previous_secret_sealed\` varchar(255) NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`webhook_endpoints\`
            ADD \`previous_secret_until\` bigint NULL
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`previous_secret_until\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`webhook_endpoints\` DROP COLUMN \`previous_secret_sealed\`
        `);
  }
}
