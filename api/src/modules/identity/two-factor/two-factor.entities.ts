import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { User } from '../users/user.entity';

/**
 * An account's TOTP authenticator: set up (enabledAt null) until a first code confirms it,
 * then asked for at every sign-in.
 */
@Entity('user_two_factor')
export class UserTwoFactor {
  @PrimaryColumn({ name: 'user_id', type: 'int' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_user_two_factor_user_id' })
  user?: Relation<User>;

  /** Sealed by SecretBox (bound to this column): the database alone does not give it away. */
  @Column({ name: 'totp_secret', type: 'varchar', length: 255 })
  totpSecret: string;

  @Column({ name: 'enabled_at', type: 'datetime', nullable: true })
  enabledAt: Date | null;

  /** The time step of the last code accepted: a code of this step or an earlier one is refused. */
  @Column({ name: 'last_used_step', type: 'int', nullable: true })
  lastUsedStep: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}

/** One of an account's recovery codes: only its keyed hash is kept, and it works once. */
@Entity('two_factor_recovery_codes')
@Index('UQ_two_factor_recovery_codes', ['userId', 'codeHash'], { unique: true })
export class RecoveryCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_two_factor_recovery_codes_user_id' })
  user?: Relation<User>;

  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ name: 'used_at', type: 'datetime', nullable: true })
  usedAt: Date | null;
}
