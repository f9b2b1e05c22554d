import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { QrCode } from '../qrcodes/qr-code.entity';

/*
 * Roll-ups added by ScanRollups moments after the scans are stored, so analytics read a
 * few thousand rows however many millions of scans there are. Only people's served scans
 * are counted (no bots, no blocked scans).
 */

/** Scans per code per UTC day: the 30-day series and the monthly scan limit. */
@Entity('scan_daily')
@Index('IDX_scan_daily_day', ['day'])
export class ScanDaily {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int', default: 0 })
  scans: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_scan_daily_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/** dest: the destination a scan was sent to, as the SHA-1 of its URL (a key fits 40 characters). */
export type ScanDimension = 'os' | 'country' | 'browser' | 'device' | 'dest';

/** All-time scans per code by OS, country, browser and device type. */
@Entity('scan_breakdown')
export class ScanBreakdown {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  dimension: ScanDimension;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  value: string;

  @Column({ type: 'int', default: 0 })
  scans: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_scan_breakdown_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/** Each visitor once per code: a new row here is a unique scan. */
@Entity('scan_visitors')
export class ScanVisitor {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ name: 'visitor_hash', type: 'varchar', length: 64 })
  visitorHash: string;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_scan_visitors_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/**
 * Scans stored but not yet added to the roll-ups: written in the scans' own transaction,
 * so none is lost or counted twice, and taken off by the roll-up pass that adds them.
 * Each row holds up to a few hundred counted scans as JSON (see scan-rollups.repository.ts).
 */
@Entity('scan_rollup_queue')
export class ScanRollupQueueRow {
  @PrimaryGeneratedColumn({ type: 'int', unsigned: true })
  id: number;

  @Column({ type: 'text' })
  scans: string;
}
