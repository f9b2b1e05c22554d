import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments ledger: each confirmed payment, renewals included, for revenue by month.
 * Filled with what the subscriptions knew: one payment per paid subscription, in the month
 * it was made (renewals before this migration were not recorded anywhere).
 */
export class PaymentLedger1795751000001 implements MigrationInterface {
  name = 'PaymentLedger1795751000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
            CREATE TABLE "payment_ledger" (
                "id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
                "subscription_id" integer,
                "gateway" varchar(10) NOT NULL,
                "gateway_payment_id" varchar(255),
                "amount" decimal(10, 2) NOT NULL,
                "currency" varchar(3) NOT NULL,
                "paid_at" datetime NOT NULL,
                CONSTRAINT "FK_payment_ledger_subscription" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions" ("id") ON DELETE SET NULL ON UPDATE NO ACTION
            )
        `);
    await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_payment_ledger_gateway_payment" ON "payment_ledger" ("gateway", "gateway_payment_id")
        `);
    await queryRunner.query(`
            CREATE INDEX "IDX_payment_ledger_paid_at" ON "payment_ledger" ("paid_at")
        `);
    await queryRunner.query(`
            INSERT OR IGNORE INTO "payment_ledger" ("subscription_id", "gateway", "gateway_payment_id", "amount", "currency", "paid_at")
            SELECT "id", "gateway", "gateway_payment_id", "amount", "currency", "created_at" FROM "subscriptions"
            WHERE "status" IN ('active', 'cancelled', 'expired') AND "amount" > 0 AND "current_period_end" IS NOT NULL
            ORDER BY "id"
        `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_payment_ledger_paid_at"`);
    await queryRunner.query(`DROP INDEX "UQ_payment_ledger_gateway_payment"`);
    await queryRunner.query(`DROP TABLE "payment_ledger"`);
  }
}
