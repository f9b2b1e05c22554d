import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { QrCode } from './qr-code.entity';

/**
 * One tag of one code. Tags are stored lower-cased, so a filter by tag matches alike on
 * both databases; (tag, code) is indexed for the list's tag filter.
 */
@Entity('qr_code_tags')
@Index('IDX_qr_code_tags_tag', ['tag', 'qrCodeId'])
export class CodeTag {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ type: 'varchar', length: 32 })
  tag: string;

  /** Deleting a code deletes its tags. */
  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_qr_code_tags_qr_code_id' })
  code?: Relation<QrCode>;
}
