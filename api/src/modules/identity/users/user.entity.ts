import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { ColorScheme, Language, Role } from '@qrpanel/contracts';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  /** Stored lower-cased; unique. */
  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20, default: 'user' })
  role: Role;

  /** Bumped on password change, role change or deletion: older tokens stop working. */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion: number;

  /**
   * The plan in force; null is the built-in Free Trial. Set only through billing's
   * PlanAssignmentService. A plain key: plans live a floor above, named by entity name.
   */
  @Column({ name: 'subscription_plan_id', type: 'int', nullable: true })
  @ForeignKey('Plan', { name: 'FK_users_subscription_plan', onDelete: 'SET NULL' })
  subscriptionPlanId: number | null;

  /** IANA zone the owner's analytics read hours of the week in. */
  @Column({ name: 'time_zone', type: 'varchar', length: 64, default: 'UTC' })
  timeZone: string;

  @Column({ name: 'color_scheme', type: 'varchar', length: 8, default: 'auto' })
  colorScheme: ColorScheme;

  /** The screens' and mails' language; null follows the browser. */
  @Column({ type: 'varchar', length: 8, nullable: true, default: null })
  language: Language | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
