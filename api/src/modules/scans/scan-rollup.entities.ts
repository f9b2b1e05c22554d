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
import { QrCode } from '../qrcodes';

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

  /** Distinct visitors that day (the visitor hash's salt changes daily). */
  @Column({ type: 'int', default: 0 })
  uniques: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_scan_daily_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/**
 * dest: the destination a scan was sent to, as the SHA-1 of its URL (a key fits 40
 * characters). region and city: 'CC:name'. hour: the hour of the week in the owner's time
 * zone, 0 (Monday 00:00) to 167.
 */
export type ScanDimension =
  'os' | 'country' | 'browser' | 'device' | 'dest' | 'region' | 'city' | 'language' | 'hour';

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

/**
 * Scans per code per UTC day by dimension and value: breakdowns of any date range (the
 * days a range covers beside its whole months, see ScanBreakdownMonthly).
 */
@Entity('scan_breakdown_daily')
export class ScanBreakdownDaily {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  dimension: ScanDimension;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  value: string;

  @Column({ type: 'int', default: 0 })
  scans: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_scan_breakdown_daily_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/**
 * Scans per code per UTC month (month: its first day) by dimension and value: a range
 * reads its whole months here and only the days at its ends from ScanBreakdownDaily,
 * so a year reads twelve rows a value rather than 365.
 */
@Entity('scan_breakdown_monthly')
export class ScanBreakdownMonthly {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ type: 'date' })
  month: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  dimension: ScanDimension;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  value: string;

  @Column({ type: 'int', default: 0 })
  scans: number;

  @ManyToOne(() => QrCode, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'qr_code_id', foreignKeyConstraintName: 'FK_scan_breakdown_monthly_qr_code_id' })
  qrCode?: Relation<QrCode>;
}

/**
 * The same roll-ups per owner, so that one owner's or everyone's analytics read a row per
 * day and value rather than one per code: owner_id is the codes' owner, and 0 stands for
 * every owner (admins' "all codes"). Kept by the roll-up pass in the transaction that adds
 * the per-code rows; a code's rows move with it when it changes owner and are taken off
 * when it is deleted, so each equals the sum of its codes' rows. Destinations ('dest')
 * are one code's and stay in its own rows only. No foreign key (0 is no user): a deleted
 * user's rows are deleted with them.
 */
export const EVERY_OWNER = 0;

/** Scans and daily uniques per owner per UTC day (the sum of their codes' scan_daily). */
@Entity('scan_owner_daily')
export class ScanOwnerDaily {
  @PrimaryColumn({ name: 'owner_id', type: 'int' })
  ownerId: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'int', default: 0 })
  scans: number;

  @Column({ type: 'int', default: 0 })
  uniques: number;
}

/** All-time scans per owner by dimension and value (the sum of their codes' scan_breakdown). */
@Entity('scan_owner_breakdown')
export class ScanOwnerBreakdown {
  @PrimaryColumn({ name: 'owner_id', type: 'int' })
  ownerId: number;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  dimension: ScanDimension;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  value: string;

  @Column({ type: 'int', default: 0 })
  scans: number;
}

/** Scans per owner per UTC day by dimension and value (the sum of their codes' scan_breakdown_daily). */
@Entity('scan_owner_breakdown_daily')
export class ScanOwnerBreakdownDaily {
  @PrimaryColumn({ name: 'owner_id', type: 'int' })
  ownerId: number;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  dimension: ScanDimension;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  value: string;

  @Column({ type: 'int', default: 0 })
  scans: number;
}

/** Scans per owner per UTC month by dimension and value (the sum of their codes' scan_breakdown_monthly). */
@Entity('scan_owner_breakdown_monthly')
export class ScanOwnerBreakdownMonthly {
  @PrimaryColumn({ name: 'owner_id', type: 'int' })
  ownerId: number;

  @PrimaryColumn({ type: 'date' })
  month: string;

  @PrimaryColumn({ type: 'varchar', length: 10 })
  dimension: ScanDimension;

  @PrimaryColumn({ type: 'varchar', length: 40 })
  value: string;

  @Column({ type: 'int', default: 0 })
  scans: number;
}

/**
 * Each visitor once per code: a new row here is a unique scan. A hash is only good for
 * its day (its salt is then forgotten), so rows of past days are deleted daily.
 */
@Entity('scan_visitors')
@Index('IDX_scan_visitors_day', ['day'])
export class ScanVisitor {
  @PrimaryColumn({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  @PrimaryColumn({ name: 'visitor_hash', type: 'varchar', length: 64 })
  visitorHash: string;

  /** UTC day of the salt the hash was made with. */
  @Column({ type: 'date', nullable: true })
  day: string | null;

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
