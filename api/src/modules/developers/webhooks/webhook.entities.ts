import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { WebhookDeliveryStatus, WebhookEventType, WebhookStatus } from '@qrpanel/contracts';
import { User } from '../../identity';

/** Times are epoch milliseconds (bigint), alike on both dialects and in the scan batch's SQL. */
const events = {
  to: (list: WebhookEventType[]) => list.join(' '),
  from: (text: string) => (text ? text.split(' ') : []) as WebhookEventType[],
};

/** A workspace's webhook endpoint: where its events are POSTed, signed with its secret. */
@Entity('webhook_endpoints')
@Index('IDX_webhook_endpoints_user', ['userId', 'id'])
@Index('IDX_webhook_endpoints_workspace', ['workspaceId', 'id'])
export class WebhookEndpoint {
  @PrimaryGeneratedColumn()
  id: number;

  /** The workspace whose events it hears (deleting the workspace deletes it: a foreign key of the migrations). */
  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Who added it; deleting them ends the endpoints they added. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_webhook_endpoints_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  description: string | null;

  /** Space-separated event types. */
  @Column({ type: 'varchar', length: 200, transformer: events })
  events: WebhookEventType[];

  /** The whsec_ signing secret, sealed with APP_SECRET (it must be read to sign). */
  @Column({ name: 'secret_sealed', type: 'varchar', length: 255 })
  secretSealed: string;

  /**
   * The secret a rotation replaced, sealed alike: deliveries are signed with it too until
   * `previousSecretUntil`, so receivers can move to the new one meanwhile.
   */
  @Column({ name: 'previous_secret_sealed', type: 'varchar', length: 255, nullable: true })
  previousSecretSealed: string | null;

  @Column({ name: 'previous_secret_until', type: 'bigint', nullable: true })
  previousSecretUntil: string | null;

  @Column({ type: 'varchar', length: 16, default: 'active' })
  status: WebhookStatus;

  /** The first failed attempt since the last success; null while deliveries succeed. */
  @Column({ name: 'failing_since', type: 'bigint', nullable: true })
  failingSince: string | null;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt: string;
}

/** One event for one endpoint, and where its delivery stands (the outbox and the log). */
@Entity('webhook_deliveries')
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'createdAt'])
@Index('IDX_webhook_deliveries_created', ['createdAt'])
export class WebhookDelivery {
  /** msg_…: sent as webhook-id and in the body, the same on every attempt. */
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id: string;

  @Column({ name: 'endpoint_id', type: 'int' })
  endpointId: number;

  /**
   * No foreign key: a scan batch built from another replica's slightly older list of
   * endpoints must never fail (and lose its scans) on a just-deleted one. Deleting an
   * endpoint deletes its deliveries; the few written after that are purged as orphans.
   */
  @ManyToOne(() => WebhookEndpoint, { createForeignKeyConstraints: false })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: Relation<WebhookEndpoint>;

  @Column({ name: 'event_type', type: 'varchar', length: 32 })
  eventType: WebhookEventType;

  /** The JSON body, exactly as signed and sent. */
  @Column({ type: 'text' })
  payload: string;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status: WebhookDeliveryStatus;

  @Column({ type: 'int', default: 0 })
  attempts: number;

  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'duration_ms', type: 'int', nullable: true })
  durationMs: number | null;

  @Column({ name: 'next_attempt_at', type: 'bigint', nullable: true })
  nextAttemptAt: string | null;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt: string;
}

/** One try to deliver: the log a developer reads to see what their receiver answered. */
@Entity('webhook_attempts')
@Index('IDX_webhook_attempts_delivery', ['deliveryId', 'attempt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'delivery_id', type: 'varchar', length: 40 })
  deliveryId: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id', foreignKeyConstraintName: 'FK_webhook_attempts_delivery' })
  delivery?: Relation<WebhookDelivery>;

  @Column({ type: 'int' })
  attempt: number;

  @Column({ type: 'bigint' })
  at: string;

  @Column({ name: 'response_status', type: 'int', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'duration_ms', type: 'int' })
  durationMs: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  error: string | null;
}
