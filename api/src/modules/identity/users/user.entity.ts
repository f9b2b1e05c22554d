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
import type { Role } from '@qrpanel/contracts';
// eslint-disable-next-line no-restricted-imports -- the last knot between floors: a user's plan is billing's, to be read through billing rather than by this relation
import { Plan } from '../../billing/plans/plan.entity';

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

  /** The plan in force; null is the built-in Free Trial. Set only through PlanAssignmentService. */
  @Column({ name: 'subscription_plan_id', type: 'int', nullable: true })
  subscriptionPlanId: number | null;

  // Eager: every answer about a user shows the plan's name.
  @ManyToOne(() => Plan, { eager: true, nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'subscription_plan_id', foreignKeyConstraintName: 'FK_users_subscription_plan' })
  plan: Relation<Plan> | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
