import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who approved or rejected a manual payment, and when: the Payments screen's history. Payments
 * decided before keep no decision (nobody recorded it).
 */
export class PaymentDecisions1795950000000 implements MigrationInterface {
  name = 'PaymentDecisions1795950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD COLUMN "decision" varchar(10)`);
    await queryRunner.query(
      `ALTER TABLE "subscriptions" ADD COLUMN "decided_by" integer REFERENCES "users" ("id") ON DELETE SET NULL`,
    );
    await queryRunner.query(`ALTER TABLE "subscriptions" ADD COLUMN "decided_at" datetime`);
    await queryRunner.query(`CREATE INDEX "IDX_subscriptions_decided_at" ON "subscriptions" ("decided_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_subscriptions_decided_at"`);
    // The columns stay: SQLite drops no column of a foreign key, and the earlier schema reads
    // past them.
  }
}
