import { MigrationInterface, QueryRunner } from 'typeorm';

/** Webhook endpoints, their deliveries (the outbox) and each delivery's attempts. */
export class Webhooks1795700000002 implements MigrationInterface {
  name = 'Webhooks1795700000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`webhook_endpoints\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`url\` varchar(2048) NOT NULL,
                \`description\` varchar(200) NULL,
                \`events\` varchar(200) NOT NULL,
                \`secret_sealed\` varchar(255) NOT NULL,
                \`status\` varchar(16) NOT NULL DEFAULT 'active',
                \`failing_since\` bigint NULL,
                \`created_at\` bigint NOT NULL,
                INDEX \`IDX_webhook_endpoints_user\` (\`user_id\`, \`id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`webhook_deliveries\` (
                \`id\` varchar(40) NOT NULL,
                \`endpoint_id\` int NOT NULL,
                \`event_type\` varchar(32) NOT NULL,
                \`payload\` text NOT NULL,
                \`status\` varchar(16) NOT NULL DEFAULT 'pending',
                \`attempts\` int NOT NULL DEFAULT '0',
                \`response_status\` int NULL,
                \`duration_ms\` int NULL,
                \`next_attempt_at\` bigint NULL,
                \`created_at\` bigint NOT NULL,
                INDEX \`IDX_webhook_deliveries_endpoint\` (\`endpoint_id\`, \`created_at\`),
                INDEX \`IDX_webhook_deliveries_created\` (\`created_at\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`webhook_attempts\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`delivery_id\` varchar(40) NOT NULL,
                \`attempt\` int NOT NULL,
                \`at\` bigint NOT NULL,
                \`response_status\` int NULL,
                \`duration_ms\` int NOT NULL,
                \`error\` varchar(255) NULL,
                INDEX \`IDX_webhook_attempts_delivery\` (\`delivery_id\`, \`attempt\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`webhook_endpoints\` ADD CONSTRAINT \`FK_webhook_endpoints_user_id\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`webhook_attempts\` ADD CONSTRAINT \`FK_webhook_attempts_delivery\` FOREIGN KEY (\`delivery_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE \`webhook_attempts\` DROP FOREIGN KEY \`FK_webhook_attempts_delivery\``,
    );
    await queryRunner.query(
      `ALTER TABLE \`webhook_endpoints\` DROP FOREIGN KEY \`FK_webhook_endpoints_user_id\``,
    );
    await queryRunner.query(`DROP TABLE \`webhook_attempts\``);
    await queryRunner.query(`DROP TABLE \`webhook_deliveries\``);
    await queryRunner.query(`DROP TABLE \`webhook_endpoints\``);
  }
}
