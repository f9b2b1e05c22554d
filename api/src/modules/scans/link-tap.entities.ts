import {
  Column,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { QrCode } from '../qrcodes';

/*
 * Taps on a hosted page's links (docs/product.md, Hosted pages): each counted hop
 * ({scan address}/l/{n}) is queued in a batch, as scans are, and added to link_taps moments
 * later, off the visitors' path. Only people's taps are counted (no bots).
 */

/** A batch of taps waiting to be counted: JSON [[qr_code_id, link_key, label, url], …]. */
@Entity('link_tap_queue')
export class LinkTapQueueRow {
  @PrimaryGeneratedColumn({ type: 'int', unsigned: true })
  id: number;

  @Column({ type: 'text' })
  taps: string;
}

/** All-time taps per code and link; a link is its label and address as they were tapped. */
@Entity('link_taps')
export class LinkTapCount {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  /** SHA-1 of label and address, base64url: the same link keeps its count across edits that keep it. */
  @PrimaryColumn({ name: 'link_key', type: 'varchar', length: 27 })
  linkKey: string;

  @Column({ type: 'varchar', length: 120 })
  label: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'int', default: 0 })
  taps: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_link_taps_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/** Taps per code, link and day (UTC): what a range of a page's analytics reads. */
@Entity('link_taps_daily')
export class LinkTapDaily {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ name: 'link_key', type: 'varchar', length: 27 })
  linkKey: string;

  @Column({ type: 'varchar', length: 120 })
  label: string;

  @Column({ type: 'varchar', length: 2048 })
  url: string;

  @Column({ type: 'int', default: 0 })
  taps: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_link_taps_daily_qr_code_id' })
  qrCode?: Relation<QrCode>;
}
