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
import { ApiKey } from '../api-keys/api-key.entity';

/**
 * A POST made with an Idempotency-Key: what it asked (a fingerprint) and, once done, what it
 * answered, so the same key within 24 hours answers the same and makes nothing twice.
 */
@Entity('api_idempotent_requests')
@Index('UQ_api_idempotent_requests_key', ['apiKeyId', 'idempotencyKey'], { unique: true })
export class IdempotentRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'api_key_id', type: 'int' })
  apiKeyId: number;

  /** Revoking the key forgets its requests. */
  @ManyToOne(() => ApiKey, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'api_key_id', foreignKeyConstraintName: 'FK_api_idempotent_requests_key' })
  apiKey?: Relation<ApiKey>;

  @Column({ name: 'idempotency_key', type: 'varchar', length: 255 })
  idempotencyKey: string;

  /** SHA-256 of the method, path and body: the same key with another request is refused. */
  @Column({ type: 'varchar', length: 64 })
  fingerprint: string;

  /** The JSON answered, sealed with APP_SECRET; null while the first request is still running. */
  @Column({ type: 'text', nullable: true })
  response: string | null;

  @Index('IDX_api_idempotent_requests_created')
  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
