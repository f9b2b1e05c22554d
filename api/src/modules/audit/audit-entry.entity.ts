import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditActorType, AuditTargetType } from '@qrpanel/contracts';

/**
 * One change, as the audit log keeps it (docs/decisions/audit-log.md). The ids it names have
 * no foreign keys: an entry outlives the user, key, workspace or code it names, and its
 * labels say what they were called then. No address is ever kept.
 */
@Entity('audit_log')
@Index('IDX_audit_log_workspace_time', ['workspaceId', 'createdAt'])
@Index('IDX_audit_log_actor', ['actorUserId'])
@Index('IDX_audit_log_action', ['action'])
@Index('IDX_audit_log_time', ['createdAt'])
export class AuditEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'created_at', type: 'datetime', precision: 3 })
  createdAt: Date;

  /** Null: the instance's own (settings, users, sign-ins). */
  @Column({ name: 'workspace_id', type: 'int', nullable: true })
  workspaceId: number | null;

  @Column({ name: 'actor_type', type: 'varchar', length: 16 })
  actorType: AuditActorType;

  @Column({ name: 'actor_user_id', type: 'int', nullable: true })
  actorUserId: number | null;

  @Column({ name: 'actor_api_key_id', type: 'int', nullable: true })
  actorApiKeyId: number | null;

  @Column({ name: 'actor_label', type: 'varchar', length: 255 })
  actorLabel: string;

  @Column({ type: 'varchar', length: 64 })
  action: AuditAction;

  @Column({ name: 'target_type', type: 'varchar', length: 32 })
  targetType: AuditTargetType;

  @Column({ name: 'target_id', type: 'int', nullable: true })
  targetId: number | null;

  @Column({ name: 'target_label', type: 'varchar', length: 255 })
  targetLabel: string;

  /** JSON: what the action tells of the change. */
  @Column({ type: 'text', nullable: true })
  details: string | null;

  @Column({ name: 'request_id', type: 'varchar', length: 64, nullable: true })
  requestId: string | null;
}
