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

/** A user's folder of codes: one level, its name unique per user whatever the case. */
@Entity('folders')
@Index('UQ_folders_user_name', ['userId', 'nameKey'], { unique: true })
export class Folder {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Deleting a user deletes their folders (their codes go with them anyway). */
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
