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
import { User } from '../users/user.entity';

/** MariaDB answers BIGINT as text; the counter is a 32-bit unsigned number either way. */
const bigintNumber = { to: (n: number) => n, from: (v: string | number) => Number(v) };
/** Transports as the browser named them ("internal", "hybrid", "usb"…), space-separated. */
const wordList = {
  to: (list: string[]) => list.join(' '),
  from: (text: string) => (text ? text.split(' ') : []),
};

/**
 * A WebAuthn credential of an account (docs/product.md, Passkeys): only its public key is
 * kept, and the signature counter its authenticator reported last, so a cloned authenticator
 * whose counter goes back is refused. Deleting the user deletes them (the foreign key).
 */
@Entity('passkeys')
@Index('IDX_passkeys_user', ['userId', 'id'])
export class Passkey {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_passkeys_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 64 })
  name: string;

  /** The credential id as base64url (up to 1023 bytes: too long for an index of its own). */
  @Column({ name: 'credential_id', type: 'text' })
  credentialId: string;

  /** SHA-256 of credential_id, hex: the lookup at sign-in, unique across every account. */
  @Index('UQ_passkeys_credential_hash', { unique: true })
  @Column({ name: 'credential_hash', type: 'varchar', length: 64 })
  credentialHash: string;

  /** The COSE public key, base64url. */
  @Column({ name: 'public_key', type: 'text' })
  publicKey: string;

  @Column({ type: 'bigint', transformer: bigintNumber })
  counter: number;

  @Column({ type: 'varchar', length: 255, transformer: wordList })
  transports: string[];

  /** The WebAuthn user handle it was created for (base64url): a discoverable sign-in names it. */
  @Column({ name: 'user_handle', type: 'varchar', length: 128 })
  userHandle: string;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;
}
