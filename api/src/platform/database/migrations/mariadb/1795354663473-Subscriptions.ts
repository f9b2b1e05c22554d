import { MigrationInterface, QueryRunner } from 'typeorm';

export class Subscriptions1795354663473 implements MigrationInterface {
  name = 'Subscriptions1795354663473';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`payment_events\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`gateway\` varchar(10) NOT NULL,
                \`event_id\` varchar(255) NOT NULL,
                \`type\` varchar(100) NOT NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                UNIQUE INDEX \`UQ_payment_events_gateway_event\` (\`gateway\`, \`event_id\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            CREATE TABLE \`subscriptions\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`user_id\` int NOT NULL,
                \`plan_id\` int NULL,
                \`plan_name\` varchar(100) NOT NULL,
                \`gateway\` varchar(10) NOT NULL,
                \`status\` varchar(10) NOT NULL,
                \`amount\` decimal(10, 2) NOT NULL,
                \`currency\` varchar(3) NOT NULL,
                \`billing_interval\` varchar(10) NOT NULL,
                \`gateway_session_id\` varchar(255) NULL,
                \`gateway_order_id\` varchar(255) NULL,
                \`gateway_subscription_id\` varchar(255) NULL,
                \`gateway_payment_id\` varchar(255) NULL,
                \`current_period_end\` datetime NULL,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_subscriptions_gateway_session\` (\`gateway_session_id\`),
                INDEX \`IDX_subscriptions_gateway_subscription\` (\`gateway\`, \`gateway_subscription_id\`),
                INDEX \`IDX_subscriptions_gateway_order\` (\`gateway\`, \`gateway_order_id\`),
                INDEX \`IDX_subscriptions_status_period_end\` (\`status\`, \`current_period_end\`),
                INDEX \`IDX_subscriptions_user_status\` (\`user_id\`, \`status\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`app_settings\`
            ADD \`stripe_webhook_secret\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`app_settings\`
            ADD \`razorpay_webhook_secret\` text NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`subscriptions\`
            ADD CONSTRAINT \`FK_subscriptions_user\` FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION
        `);
    await queryRunner.query(`
            ALTER TABLE \`subscriptions\`
            ADD CONSTRAINT \`FK_subscriptions_plan\` FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
    // Users given a plan before subscriptions existed keep it, as assigned by an administrator.
    await queryRunner.query(`
            INSERT INTO \`subscriptions\` (
                    \`user_id\`, \`plan_id\`, \`plan_name\`, \`gateway\`, \`status\`,
                    \`amount\`, \`currency\`, \`billing_interval\`
                )
            SELECT \`u\`.\`id\`, \`p\`.\`id\`, \`p\`.\`name\`, 'admin', 'active', 0, \`p\`.\`currency\`, \`p\`.\`billing_interval\`
            FROM \`users\` \`u\`
                INNER JOIN \`plans\` \`p\` ON \`p\`.\`id\` = \`u\`.\`subscription_plan_id\`
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`subscriptions\` DROP FOREIGN KEY \`FK_subscriptions_plan\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`subscriptions\` DROP FOREIGN KEY \`FK_subscriptions_user\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`app_settings\` DROP COLUMN \`razorpay_webhook_secret\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`app_settings\` DROP COLUMN \`stripe_webhook_secret\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_subscriptions_user_status\` ON \`subscriptions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_subscriptions_status_period_end\` ON \`subscriptions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_subscriptions_gateway_order\` ON \`subscriptions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_subscriptions_gateway_subscription\` ON \`subscriptions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_subscriptions_gateway_session\` ON \`subscriptions\`
        `);
    await queryRunner.query(`
            DROP TABLE \`subscriptions\`
        `);
    await queryRunner.query(`
            DROP INDEX \`UQ_payment_events_gateway_event\` ON \`payment_events\`
        `);
    await queryRunner.query(`
            DROP TABLE \`payment_events\`
        `);
  }
}
