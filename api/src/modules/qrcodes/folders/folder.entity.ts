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
import { User } from '../../identity';
import { Workspace } from '../../workspaces';

/** A workspace's folder of codes: one level, its name unique in the workspace whatever the case. */
@Entity('folders')
@Index('UQ_folders_workspace_name', ['workspaceId', 'nameKey'], { unique: true })
export class Folder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_folders_workspace_id' })
  workspace?: Relation<Workspace>;

  /** Who made it. */
  @Index('IDX_folders_user_id')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Deleting a user deletes the folders they made (their codes go with them anyway). */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_folders_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /**
   * The name lower-cased: the unique index compares it, so "Menus" and "menus" are one name
   * on both databases (SQLite compares text case-sensitively, MariaDB does not).
   */
  @Column({ name: 'name_key', type: 'varchar', length: 60 })
  nameKey: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
