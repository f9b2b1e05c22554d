import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { SubscriptionGateway } from '@qrpanel/contracts';
import { decimalToNumber } from '../plans/plan.entity';
import { Subscription } from './subscription.entity';

/**
 * One payment the server confirmed: a subscription's first period or a renewal (Stripe's
 * paid invoices, PayPal captures, Razorpay payments, approved manual payments). Revenue by
 * month sums these. A payment outlives its subscription (deleted with its user): what was
 * paid stays paid, with nothing left that names who paid it.
 */
@Entity('payment_ledger')
@Index('UQ_payment_ledger_gateway_payment', ['gateway', 'gatewayPaymentId'], { unique: true })
@Index('IDX_payment_ledger_paid_at', ['paidAt'])
export class LedgerPayment {
  @PrimaryGeneratedColumn()
  id: number;

  /** Null once the subscription is gone (its user deleted): the payment stays. */
  @Column({ name: 'subscription_id', type: 'int', nullable: true })
  subscriptionId: number | null;

  @ManyToOne(() => Subscription, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'subscription_id', foreignKeyConstraintName: 'FK_payment_ledger_subscription' })
  subscription: Relation<Subscription> | null;

  @Column({ type: 'varchar', length: 10 })
  gateway: SubscriptionGateway;

  /** Stripe invoice, PayPal capture or Razorpay payment; none for a manual payment. */
  @Column({ name: 'gateway_payment_id', type: 'varchar', length: 255, nullable: true })
  gatewayPaymentId: string | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  /** UTC. */
  @Column({ name: 'paid_at', type: 'datetime' })
  paidAt: Date;
}
