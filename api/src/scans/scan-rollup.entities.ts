import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { QrCode } from '../qrcodes/qr-code.entity';

/*
 * Roll-ups kept up to date by the scan writer in the same transaction as the scans, so
 * analytics read a few thousand rows however many millions of scans there are. Only
 * people's served scans are counted (no bots, no blocked scans).
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

export type ScanDimension = 'os' | 'country' | 'browser' | 'device';

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
