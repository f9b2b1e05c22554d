import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { QrDesign } from '@qrpanel/contracts';
import { User } from '../../identity';

/** A saved design: its workspace's, or, once a super_admin publishes it, everyone's to apply. */
@Entity('qr_templates')
@Index('UQ_qr_templates_workspace_name', ['workspaceId', 'nameKey'], { unique: true })
@Index('IDX_qr_templates_shared', ['shared'])
export class QrTemplate {
  @PrimaryGeneratedColumn()
  id: number;

  /** The workspace it belongs to (deleting the workspace deletes it: a foreign key of the migrations). */
  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Its maker; deleting them deletes the templates they made, and codes keep the designs copied from them. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_qr_templates_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The name lower-cased, for the unique index on both databases (as folders do). */
  @Column({ name: 'name_key', type: 'varchar', length: 60 })
  nameKey: string;

  @Column({ type: 'simple-json' })
  design: QrDesign;

  @Column({ type: 'boolean', default: false })
  shared: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
