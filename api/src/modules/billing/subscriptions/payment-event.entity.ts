import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type PaymentEventOutcome = 'applied' | 'refused';

/**
 * A gateway's webhook event that has been applied. The unique (gateway, event id) pair is
 * what makes each event take effect once, however often and in whatever order it arrives.
 */
@Entity('payment_events')
@Index('UQ_payment_events_gateway_event', ['gateway', 'eventId'], { unique: true })
export class PaymentEvent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  gateway: 'stripe' | 'razorpay';

  @Column({ name: 'event_id', type: 'varchar', length: 255 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  type: string;

  /**
   * 'refused': the event was genuine but disagreed with the plan (amount, currency, period)
   * and changed nothing; administrators see it, with the reason, in the payments list.
   */
  @Column({ type: 'varchar', length: 10, default: 'applied' })
  outcome: PaymentEventOutcome;

  @Column({ type: 'varchar', length: 255, nullable: true })
  reason: string | null;

  /** The subscription a refused event was about. */
  @Index('IDX_payment_events_subscription')
  @Column({ name: 'subscription_id', type: 'int', nullable: true })
  subscriptionId: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
