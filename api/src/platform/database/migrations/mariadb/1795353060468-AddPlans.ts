import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddPlans1795353060468 implements MigrationInterface {
  name = 'AddPlans1795353060468';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE \`plans\` (
                \`id\` int NOT NULL AUTO_INCREMENT,
                \`name\` varchar(100) NOT NULL,
                \`description\` varchar(1000) NOT NULL DEFAULT '',
                \`price\` decimal(10, 2) NOT NULL DEFAULT '0.00',
                \`currency\` varchar(3) NOT NULL DEFAULT 'USD',
                \`billing_interval\` varchar(10) NOT NULL DEFAULT 'month',
                \`qr_code_limit\` int NOT NULL DEFAULT '0',
                \`scan_limit\` int NOT NULL DEFAULT '0',
                \`trial_period_days\` int NOT NULL DEFAULT '0',
                \`status\` varchar(10) NOT NULL DEFAULT 'active',
                \`is_featured\` tinyint NOT NULL DEFAULT 0,
                \`feature_analytics\` tinyint NOT NULL DEFAULT 0,
                \`feature_custom_logos\` tinyint NOT NULL DEFAULT 0,
                \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),
                \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6),
                INDEX \`IDX_plans_status\` (\`status\`),
                PRIMARY KEY (\`id\`)
            ) ENGINE = InnoDB
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD \`subscription_plan_id\` int NULL
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\`
            ADD CONSTRAINT \`FK_users_subscription_plan\` FOREIGN KEY (\`subscription_plan_id\`) REFERENCES \`plans\`(\`id\`) ON DELETE
            SET NULL ON UPDATE NO ACTION
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP FOREIGN KEY \`FK_users_subscription_plan\`
        `);
    await queryRunner.query(`
            ALTER TABLE \`users\` DROP COLUMN \`subscription_plan_id\`
        `);
    await queryRunner.query(`
            DROP INDEX \`IDX_plans_status\` ON \`plans\`
        `);
    await queryRunner.query(`
            DROP TABLE \`plans\`
        `);
  }
}
