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
import { User } from '../../identity';

/**
 * A key to the public API, made by a member of a workspace: it acts there, with its maker's
 * role. Only the key's SHA-256 is kept: the key is shown once.
 */
@Entity('api_keys')
@Index('IDX_api_keys_user', ['userId', 'id'])
@Index('IDX_api_keys_workspace', ['workspaceId', 'id'])
export class ApiKey {
  @PrimaryGeneratedColumn()
  id: number;

  /** The workspace it was made in (deleting the workspace deletes it: a foreign key of the migrations). */
  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Its maker, whose role in the workspace it acts with; deleting them ends their keys. */
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
