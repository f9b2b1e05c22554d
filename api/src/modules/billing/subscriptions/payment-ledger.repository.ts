import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { sqlDateTime } from '../../../platform/database/sql';
import { LedgerPayment } from './payment-ledger.entity';

/** A payment as the ledger records it. */
export type ConfirmedPayment = Pick<
  LedgerPayment,
  'subscriptionId' | 'gateway' | 'gatewayPaymentId' | 'amount' | 'currency' | 'paidAt'
>;

/** What was paid in one UTC month ('YYYY-MM') in one currency. */
export interface MonthRevenue {
  month: string;
  currency: string;
  amount: number;
}

/**
 * The payments ledger: each payment the billing module confirmed, written in the transaction
 * that confirms it, so that revenue counts renewals in the month they were paid.
 */
@Injectable()
export class PaymentLedgerRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Records a payment; the same gateway payment recorded again changes nothing. */
  async record(manager: EntityManager, payment: ConfirmedPayment): Promise<void> {
    if (payment.amount <= 0) return;
    await manager.createQueryBuilder().insert().into(LedgerPayment).values(payment).orIgnore().execute();
  }

  /** Payments from the moment on, summed by UTC month and currency. */
  async revenueSince(since: Date): Promise<MonthRevenue[]> {
    // Both databases read a datetime as 'YYYY-MM-DD hh:mm:ss': the month is its start.
    const rows = await this.db.query<{ month: string; currency: string; amount: unknown }[]>(
      `SELECT SUBSTR(paid_at, 1, 7) AS month, currency, SUM(amount) AS amount FROM payment_ledger
       WHERE paid_at >= ? GROUP BY SUBSTR(paid_at, 1, 7), currency ORDER BY currency`,
      [sqlDateTime(since)],
    );
    return rows.map((r) => ({
      month: String(r.month),
      currency: r.currency,
      amount: Math.round(Number(r.amount) * 100) / 100,
    }));
  }
}
