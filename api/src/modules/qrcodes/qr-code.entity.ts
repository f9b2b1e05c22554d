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
import type {
  FrameId,
  GenerationType,
  CodeData,
  QrDesign,
  CodeType,
  Routing,
  SettableQrStatus,
} from '@qrpanel/contracts';
import { User } from '../identity';
import { Workspace } from '../workspaces';
import { Folder } from './folders/folder.entity';

/**
 * The list's orders: newest first in one workspace's codes and in everyone's, and by
 * label. A page is read from the index alone (ids first, rows after), so a deep page costs
 * an index walk, not a scan of the table. The key follows the id in the workspace's label
 * index so that a search of one workspace's labels and keys reads that index alone too,
 * never the rows (a LIKE '%…%' can use no index to find, only to read less).
 */
@Entity('qr_codes')
@Index('IDX_qr_codes_workspace_created', ['workspaceId', 'createdAt', 'id'])
@Index('IDX_qr_codes_created', ['createdAt', 'id'])
@Index('IDX_qr_codes_workspace_label', ['workspaceId', 'label', 'id', 'uuid'])
@Index('IDX_qr_codes_label', ['label', 'id'])
@Index('UQ_qr_codes_short_key', ['domainId', 'keyFolded'], { unique: true })
export class QrCode {
  @PrimaryGeneratedColumn()
  id: number;

  /** The unguessable key in the redirect address (22 url-safe characters, 128 random bits). */
  @Index('UQ_qr_codes_uuid', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  uuid: string;

  /** A dynamic code's short key, as made or chosen ({PUBLIC_URL}/{key}); null for static codes. */
  @Column({ name: 'short_key', type: 'varchar', length: 64, nullable: true })
  key: string | null;

  /** The key in lower case: keys are unique on their domain, and found, whatever their case. */
  @Column({ name: 'short_key_folded', type: 'varchar', length: 64, nullable: true })
  keyFolded: string | null;

  /**
   * The custom domain it answers on (domains), or 0 for the instance's own host: 0 rather
   * than NULL, as keys are unique per domain and a unique index takes NULLs as all different.
   */
  @Column({ name: 'domain_id', type: 'int', default: 0 })
  domainId: number;

  /** Its workspace chose the key: then the short address is the one printed. */
  @Column({ name: 'key_chosen', type: 'boolean', default: false })
  keyChosen: boolean;

  /** The workspace it belongs to: its members reach it, its plan's limits count it. */
  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  /** Deleting a workspace deletes its codes (the workspaces module's hooks first tidy up after them). */
  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_qr_codes_workspace_id' })
  workspace?: Relation<Workspace>;

  /** Who made it ("Created by"). */
  @Index('IDX_qr_codes_user_id')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** Deleting a user deletes the codes they made. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_qr_codes_user_id' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 120 })
  label: string;

  /** The owner's folder it is in; deleting the folder takes its codes out of it. */
  @Index('IDX_qr_codes_folder_id')
  @Column({ name: 'folder_id', type: 'int', nullable: true })
  folderId: number | null;

  @ManyToOne(() => Folder, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'folder_id', foreignKeyConstraintName: 'FK_qr_codes_folder_id' })
  folder?: Relation<Folder>;

  @Column({ type: 'varchar', length: 10 })
  type: CodeType;

  @Column({ name: 'generation_type', type: 'varchar', length: 10 })
  generationType: GenerationType;

  /** The type's fields, validated and normalised (stored as JSON text). */
  @Column({ type: 'simple-json' })
  data: CodeData;

  /** A url code's destination (the same as data.url), else null. */
  @Column({ name: 'current_destination', type: 'varchar', length: 2048, nullable: true })
  currentDestination: string | null;

  /** Kept by the scans module, which adds its counts in batches. */
  @Column({ name: 'scans_count', type: 'int', default: 0 })
  scansCount: number;

  /** Distinct visitors who scanned it (people only), kept by the scans module too. */
  @Column({ name: 'unique_scans', type: 'int', default: 0 })
  uniqueScans: number;

  /** null for static codes; `expired` is never stored (it follows from expiresAt). */
  @Column({ type: 'varchar', length: 12, nullable: true })
  status: SettableQrStatus | null;

  @Column({ type: 'int', default: 300 })
  size: number;

  @Column({ name: 'foreground_color', type: 'varchar', length: 7, default: '#000000' })
  foregroundColor: string;

  @Column({ name: 'background_color', type: 'varchar', length: 7, default: '#FFFFFF' })
  backgroundColor: string;

  @Column({ name: 'logo_path', type: 'varchar', length: 255, nullable: true })
  logoPath: string | null;

  @Column({ name: 'frame_id', type: 'varchar', length: 20, default: 'none' })
  frameId: FrameId;

  /**
   * The design as JSON text; null for codes saved without one, which are drawn
   * from the fields above. With a design, those fields mirror it (colours, logo, frame).
   */
  @Column({ type: 'simple-json', nullable: true })
  design: QrDesign | null;

  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  /** Before this moment the code reads as not active yet. */
  @Column({ name: 'starts_at', type: 'datetime', nullable: true })
  startsAt: Date | null;

  /** After this many recorded scans (people's, served) the code reads as inactive. */
  @Column({ name: 'max_scans', type: 'int', nullable: true })
  maxScans: number | null;

  /**
   * The scans counted against max_scans (people's, served), each taken by the scans module
   * in one statement with the comparison before its scanner is answered. Only counted while
   * the code has a cap; a cap set on a code without one starts it from scans_count.
   */
  @Column({ name: 'cap_count', type: 'int', default: 0 })
  capCount: number;

  /** Dynamic url codes' redirect rules and A/B split, hosted pages' rules (JSON; at most 60,000 characters). */
  @Column({ type: 'simple-json', nullable: true })
  routing: Routing | null;

  /** argon2id of the password scanners must give; never sent back. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
