import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who approved or rejected a manual payment, and when: the Payments screen's history. Payments
 * decided before keep no decision (nobody recorded it).
 */
export class PaymentDecisions1795950000000 implements MigrationInterface {
  name = 'PaymentDecisions1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`subscriptions\` ADD \`decision\` varchar(10) NULL`);
    await queryRunner.query(`ALTER TABLE \`subscriptions\` ADD \`decided_by\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`subscriptions\` ADD \`decided_at\` datetime NULL`);
    await queryRunner.query(
      `CREATE INDEX \`IDX_subscriptions_decided_at\` ON \`subscriptions\` (\`decided_at\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`subscriptions\` ADD CONSTRAINT \`FK_subscriptions_decided_by\` FOREIGN KEY (\`decided_by\`) REFERENCES \`users\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`subscriptions\` DROP FOREIGN KEY \`FK_subscriptions_decided_by\``);
    await queryRunner.query(`DROP INDEX \`IDX_subscriptions_decided_at\` ON \`subscriptions\``);
    for (const column of ['decided_at', 'decided_by', 'decision']) {
      await queryRunner.query(`ALTER TABLE \`subscriptions\` DROP COLUMN \`${column}\``);
    }
  }
}
