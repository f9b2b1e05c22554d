import { MigrationInterface, QueryRunner } from 'typeorm';

export class WebhookSecretRotation1795867685856 implements MigrationInterface {
  name = 'WebhookSecretRotation1795867685856';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_sealed" varchar(255)
        `);
    await queryRunner.query(`
            ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" bigint
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret_until"
        `);
    await queryRunner.query(`
            ALTER TABLE "webhook_endpoints" DROP COLUMN "previous_secret_sealed"
        `);
  }
}
