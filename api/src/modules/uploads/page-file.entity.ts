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
import type { UploadKind } from '@qrpanel/contracts';
import { Workspace } from '../workspaces';

/**
 * A file a workspace uploaded for its hosted pages (a PDF, an image), kept under DATA_DIR
 * as `name`; its bytes count against the workspace's plan's storage.
 */
@Entity('page_files')
@Index('IDX_page_files_workspace', ['workspaceId', 'id'])
export class PageFile {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_page_files_workspace_id' })
  workspace?: Relation<Workspace>;

  /** The name the server made, with its extension: the last part of its path. */
  @Index('UQ_page_files_name', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  name: string;

  @Column({ type: 'varchar', length: 8 })
  kind: UploadKind;

  /** As stored (an image's after re-encoding). */
  @Column({ name: 'size_bytes', type: 'int' })
  sizeBytes: number;

  /** The name it was uploaded under, for a download's file name; never used as a path. */
  @Column({ name: 'original_name', type: 'varchar', length: 255 })
  originalName: string;

  @Column({ name: 'uploaded_by', type: 'int', nullable: true })
  uploadedBy: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;
}
