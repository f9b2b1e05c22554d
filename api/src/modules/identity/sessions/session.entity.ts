import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { SessionDevice } from '@qrpanel/contracts';
import { User } from '../users/user.entity';

/**
 * A sign-in: what the session token's `sid` names. Deleting the row ends the token on every
 * replica (LiveSessions). What it says of the device is read from the user agent and the
 * address at sign-in; the address itself is never kept.
 */
@Entity('sessions')
@Index('IDX_sessions_user_id', ['userId'])
@Index('IDX_sessions_expires_at', ['expiresAt'])
export class Session {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sessions_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 64 })
  browser: string;

  @Column({ type: 'varchar', length: 64 })
  os: string;

  /** Null when the user agent does not tell. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  device: SessionDevice | null;

  /** ISO 3166-1 alpha-2, or null when unknown. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  /** Written at most once a minute (SESSION_ACTIVITY_SECONDS), not on every request. */
  @Column({ name: 'last_active_at', type: 'datetime' })
  lastActiveAt: Date;

  /** When the token expires: the row is purged some time after (SessionsService.purgeExpired). */
  @Column({ name: 'expires_at', type: 'datetime' })
  expiresAt: Date;
}
