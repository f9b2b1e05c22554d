import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
  UpdateDateColumn,
} from 'typeorm';
import type {
  BillingInterval,
  PaymentDecision,
  SubscriptionGateway,
  SubscriptionStatus,
} from '@qrpanel/contracts';
import { decimalToNumber, Plan } from '../plans/plan.entity';
import { User } from '../../identity';
import { Workspace } from '../../workspaces';

/**
 * A workspace's subscription to a plan (docs/product.md, Payments), paid by one of its owners:
 * how it came about (gateway), where it stands (status), the gateway's ids, what was paid
 * for one period, and when that period ends. Only trialing and active subscriptions give
 * the workspace its plan.
 */
@Entity('subscriptions')
@Index('IDX_subscriptions_user_status', ['userId', 'status'])
@Index('IDX_subscriptions_workspace_status', ['workspaceId', 'status'])
@Index('IDX_subscriptions_status_period_end', ['status', 'currentPeriodEnd'])
@Index('IDX_subscriptions_gateway_order', ['gateway', 'gatewayOrderId'])
@Index('IDX_subscriptions_gateway_subscription', ['gateway', 'gatewaySubscriptionId'])
export class Subscription {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who started it: the payer. */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_subscriptions_user' })
  user: Relation<User>;

  /** The workspace it pays for; null once that workspace is deleted (the record stays). */
  @Column({ name: 'workspace_id', type: 'int', nullable: true })
  workspaceId: number | null;

  @ManyToOne(() => Workspace, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_subscriptions_workspace_id' })
  workspace?: Relation<Workspace> | null;

  /** Plans are archived, not deleted; should a plan row go, its payment records stay. */
  @Column({ name: 'plan_id', type: 'int', nullable: true })
  planId: number | null;

  @ManyToOne(() => Plan, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'plan_id', foreignKeyConstraintName: 'FK_subscriptions_plan' })
  plan: Relation<Plan> | null;

  /** The plan's name when the subscription was made. */
  @Column({ name: 'plan_name', type: 'varchar', length: 100 })
  planName: string;

  @Column({ type: 'varchar', length: 10 })
  gateway: SubscriptionGateway;

  @Column({ type: 'varchar', length: 10 })
  status: SubscriptionStatus;

  /** The price of one period as it was when the checkout started (always from the plan). */
  @Column({ type: 'decimal', precision: 10, scale: 2, transformer: decimalToNumber })
  amount: number;

  @Column({ type: 'varchar', length: 3 })
  currency: string;

  @Column({ name: 'billing_interval', type: 'varchar', length: 10 })
  billingInterval: BillingInterval;

  /** Stripe Checkout Session id. */
  @Index('IDX_subscriptions_gateway_session')
  @Column({ name: 'gateway_session_id', type: 'varchar', length: 255, nullable: true })
  gatewaySessionId: string | null;

  /** PayPal or Razorpay order id. */
  @Column({ name: 'gateway_order_id', type: 'varchar', length: 255, nullable: true })
  gatewayOrderId: string | null;

  /** Stripe subscription id. */
  @Column({ name: 'gateway_subscription_id', type: 'varchar', length: 255, nullable: true })
  gatewaySubscriptionId: string | null;

  /** PayPal capture, Razorpay payment or Stripe invoice of the latest payment. */
  @Column({ name: 'gateway_payment_id', type: 'varchar', length: 255, nullable: true })
  gatewayPaymentId: string | null;

  /** End of the period paid for; null: open-ended (admin-assigned, free) or not yet paid. */
  @Column({ name: 'current_period_end', type: 'datetime', nullable: true })
  currentPeriodEnd: Date | null;

  /** A manual payment's approval or rejection by an administrator (the Payments history). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  decision: PaymentDecision | null;

  @Column({ name: 'decided_by', type: 'int', nullable: true })
  decidedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by', foreignKeyConstraintName: 'FK_subscriptions_decided_by' })
  decider?: Relation<User> | null;

  @Index('IDX_subscriptions_decided_at')
  @Column({ name: 'decided_at', type: 'datetime', nullable: true })
  decidedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
