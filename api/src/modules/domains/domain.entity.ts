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
import type { DomainStatus } from '@qrpanel/contracts';
import { Workspace } from '../workspaces';

/** A workspace's own host name, on which its codes print and answer once DNS proves it is theirs. */
@Entity('domains')
@Index('IDX_domains_workspace', ['workspaceId', 'id'])
export class Domain {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_domains_workspace_id' })
  workspace?: Relation<Workspace>;

  /** As DNS reads it: lower case, punycode. One workspace's on the whole instance. */
  @Index('UQ_domains_hostname', { unique: true })
  @Column({ type: 'varchar', length: 253 })
  hostname: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status: DomainStatus;

  /** The value of its TXT record. */
  @Column({ name: 'verification_token', type: 'varchar', length: 64 })
  verificationToken: string;

  @Column({ name: 'root_url', type: 'varchar', length: 2048, nullable: true })
  rootUrl: string | null;

  @Column({ name: 'not_found_url', type: 'varchar', length: 2048, nullable: true })
  notFoundUrl: string | null;

  @Column({ name: 'verified_at', type: 'datetime', nullable: true })
  verifiedAt: Date | null;

  /** The daily check takes the domains checked longest ago first. */
  @Index('IDX_domains_checked')
  @Column({ name: 'last_checked_at', type: 'datetime', nullable: true })
  lastCheckedAt: Date | null;

  @Column({ name: 'last_check_message', type: 'varchar', length: 255, nullable: true })
  lastCheckMessage: string | null;

  @Column({ name: 'failing_since', type: 'datetime', nullable: true })
  failingSince: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
