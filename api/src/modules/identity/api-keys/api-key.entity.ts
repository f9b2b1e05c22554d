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
import type { ApiKeyScope } from '@qrpanel/contracts';
import { User } from '../users/user.entity';

/** A user's key to the public API. Only the key's SHA-256 is kept: the key is shown once. */
@Entity('api_keys')
@Index('IDX_api_keys_user', ['userId', 'id'])
export class ApiKey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Deleting a user ends their keys. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_api_keys_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** The key's first characters, to tell keys apart in a list. */
  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  /** Hex SHA-256 of the whole key: a key of 256 random bits needs no slow hash. */
  @Index('UQ_api_keys_hash', { unique: true })
  @Column({ name: 'key_hash', type: 'varchar', length: 64 })
  keyHash: string;

  /** Space-separated scopes. */
  @Column({
    type: 'varchar',
    length: 200,
    transformer: {
      to: (scopes: ApiKeyScope[]) => scopes.join(' '),
      from: (text: string) => (text ? text.split(' ') : []) as ApiKeyScope[],
    },
  })
  scopes: ApiKeyScope[];

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;
}
