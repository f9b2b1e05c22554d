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
import { User } from '../identity';

/**
 * A message to the administrator (docs/product.md, Contact). The sender's name and email are
 * kept as they were when it was written, so the message still says who wrote it after the
 * account changes or goes.
 */
@Entity('contact_messages')
@Index('IDX_contact_messages_read', ['isRead'])
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int', nullable: true })
  userId: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_contact_messages_user' })
  user: Relation<User> | null;

  @Column({ name: 'sender_name', type: 'varchar', length: 120 })
  senderName: string;

  @Column({ name: 'sender_email', type: 'varchar', length: 254 })
  senderEmail: string;

  @Column({ type: 'varchar', length: 200 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'is_read', type: 'boolean', default: false })
  isRead: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
