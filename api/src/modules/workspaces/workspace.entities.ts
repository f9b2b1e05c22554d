import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { WorkspaceRole } from '@qrpanel/contracts';
import { User } from '../identity';

/** A workspace: what a team makes belongs to it, shared by its members. */
@Entity('workspaces')
export class Workspace {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  /** Who made it (for a personal workspace, its person); kept when they leave or go. */
  @Column({ name: 'created_by', type: 'int', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by', foreignKeyConstraintName: 'FK_workspaces_created_by' })
  creator?: Relation<User>;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /**
   * A plan given to the workspace itself by a platform administrator (billing's plans; a
   * foreign key with no relation here, plans being a floor above); null: the Free Trial.
   */
  @Column({ name: 'plan_id', type: 'int', nullable: true })
  planId: number | null;

  /** IANA zone of the hours of the week in its analytics; null: its maker's profile zone. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  /** Its members must use two-factor sign-in: one without it is asked to set it up at sign-in. */
  @Column({ name: 'require_2fa', type: 'boolean', default: false })
  require2fa: boolean;
}

/** A person's membership of a workspace, with their role there. */
@Entity('workspace_members')
@Index('IDX_workspace_members_user', ['userId'])
export class WorkspaceMember {
  @PrimaryColumn({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_workspace_members_workspace' })
  workspace?: Relation<Workspace>;

  /** A member leaves with their account. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_workspace_members_user' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 16 })
  role: WorkspaceRole;

  @CreateDateColumn({ name: 'joined_at', type: 'datetime' })
  joinedAt: Date;

  /** When a request last named it (at most a minute off): a request naming none acts in the latest. */
  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;
}

/** An invitation to join a workspace with a role, by email; its token is kept hashed. */
@Entity('workspace_invitations')
@Index('IDX_workspace_invitations_workspace', ['workspaceId'])
export class WorkspaceInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_workspace_invitations_workspace' })
  workspace?: Relation<Workspace>;

  /** Stored lower-cased, as users' emails are. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  role: WorkspaceRole;

  /** SHA-256 of the token the link carries, hex. */
  @Index('UQ_workspace_invitations_token', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @Column({ name: 'invited_by', type: 'int', nullable: true })
  invitedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invited_by', foreignKeyConstraintName: 'FK_workspace_invitations_invited_by' })
  inviter?: Relation<User>;

  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;

  /** When its mail was last sent (made or resent): a workspace's sending is limited per hour. */
  @Index('IDX_workspace_invitations_sent')
  @Column({ name: 'sent_at', type: 'datetime' })
  sentAt: Date;

  @Column({ name: 'accepted_at', type: 'datetime', nullable: true })
  acceptedAt: Date | null;

  @Column({ name: 'revoked_at', type: 'datetime', nullable: true })
  revokedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
