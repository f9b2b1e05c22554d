import {
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type { SsoWorkspaceRole } from '@qrpanel/contracts';
import { User } from '../users/user.entity';

/** A list of domain names kept as one line of text, separated by spaces. */
const domainList = {
  to: (list: string[]) => list.join(' '),
  from: (text: string) => (text ? text.split(' ') : []),
};

/**
 * An OpenID Connect provider a super_admin added (docs/product.md, Single sign-on). The
 * client secret is sealed by SecretBox, bound to this column: the database alone does not
 * give it away, and no answer carries it.
 */
@Entity('sso_providers')
export class SsoProvider {
  @PrimaryGeneratedColumn()
  id: number;

  /** Part of the sign-in URLs: lower-case letters, digits and hyphens. */
  @Index('UQ_sso_providers_slug', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  slug: string;

  @Column({ type: 'varchar', length: 80 })
  name: string;

  @Column({ type: 'varchar', length: 500 })
  issuer: string;

  @Column({ name: 'client_id', type: 'varchar', length: 255 })
  clientId: string;

  @Column({ name: 'client_secret', type: 'text' })
  clientSecret: string;

  @Column({ name: 'allowed_domains', type: 'text', transformer: domainList })
  allowedDomains: string[];

  @Column({ name: 'auto_create', type: 'boolean', default: false })
  autoCreate: boolean;

  /**
   * The workspace new accounts join (with `role`). A plain key: workspaces live a floor
   * above, named by entity name; deleting the workspace clears it.
   */
  @Column({ name: 'workspace_id', type: 'int', nullable: true })
  @ForeignKey('Workspace', { name: 'FK_sso_providers_workspace', onDelete: 'SET NULL' })
  workspaceId: number | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  role: SsoWorkspaceRole | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}

/**
 * An account's identity at a provider, known by (provider, subject): the subject is the
 * provider's own id for the person, which outlives a change of their email. One per
 * provider and account; both go with the account or the provider (the foreign keys).
 */
@Entity('sso_identities')
@Index('UQ_sso_identities_subject', ['providerId', 'subject'], { unique: true })
@Index('UQ_sso_identities_user_provider', ['userId', 'providerId'], { unique: true })
export class SsoIdentity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_sso_identities_user_id' })
  user?: Relation<User>;

  @Column({ name: 'provider_id', type: 'int' })
  providerId: number;

  @ManyToOne(() => SsoProvider, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'provider_id', foreignKeyConstraintName: 'FK_sso_identities_provider_id' })
  provider?: Relation<SsoProvider>;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  /** The email the provider told last (shown in Account Settings); null when it told none. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'last_used_at', type: 'datetime', nullable: true })
  lastUsedAt: Date | null;
}
