import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

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

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
