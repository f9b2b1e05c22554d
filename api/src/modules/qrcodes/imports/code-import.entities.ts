import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import type { ImportStatus } from '@qrpanel/contracts';
import { User } from '../../identity';
import { Workspace } from '../../workspaces';

/** A CSV import of codes: its rows are kept beside it until each is made or refused. */
@Entity('code_imports')
@Index('IDX_code_imports_workspace', ['workspaceId', 'id'])
export class CodeImport {
  @PrimaryGeneratedColumn()
  id: number;

  /** Who imports: the codes are theirs ("Created by"). */
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  /** The workspace the rows' codes are made in (its members see the import). */
  @Column({ name: 'workspace_id', type: 'int' })
  workspaceId: number;

  @ManyToOne(() => Workspace, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'workspace_id', foreignKeyConstraintName: 'FK_code_imports_workspace_id' })
  workspace?: Relation<Workspace>;

  /** Deleting a user deletes their imports. */
  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_code_imports_user_id' })
  user?: Relation<User>;

  @Column({ name: 'file_name', type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 12 })
  status: ImportStatus;

  @Column({ type: 'int' })
  total: number;

  /** Why a failed import stopped. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  message: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @Column({ name: 'finished_at', type: 'datetime', nullable: true })
  finishedAt: Date | null;
}

/**
 * One row of an import: its cells, then either the code made from it or why it was
 * refused. A row is settled in the transaction that makes its code, so an import taken up
 * again after a restart skips it (never a code twice).
 */
@Entity('code_import_rows')
export class CodeImportRow {
  @PrimaryColumn({ name: 'import_id', type: 'int' })
  importId: number;

  /** The row in the file, the header being row 1. */
  @PrimaryColumn({ type: 'int' })
  row: number;

  @ManyToOne(() => CodeImport, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'import_id', foreignKeyConstraintName: 'FK_code_import_rows_import_id' })
  codeImport?: Relation<CodeImport>;

  /** The row's cells by column, as JSON. */
  @Column({ type: 'text' })
  cells: string;

  /** The code made from it (kept when the code is later deleted: it was made). */
  @Column({ name: 'code_id', type: 'int', nullable: true })
  codeId: number | null;

  /** Why it was refused: the message a single create would answer. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  error: string | null;
}
