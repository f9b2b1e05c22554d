import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ScanOutcome = 'served' | 'blocked';

/** One scan, as it happened. Bots and blocked scans are kept, flagged, and left out of counts. */
@Entity('scans')
@Index('IDX_scans_qr_code_scanned_at', ['qrCodeId', 'scannedAt'])
export class Scan {
  /** Unsigned int: four billion scans before a retention job is needed. */
  @PrimaryGeneratedColumn({ type: 'int', unsigned: true })
  id: number;

  /**
   * No foreign key: storing a scan must never wait for a lock on its code (the roll-ups
   * update codes' counters), nor fail because the code was deleted a moment before.
   * Deleting codes deletes their scans moments later (ScanPurge).
   */
  @Column({ name: 'qr_code_id', type: 'int' })
  qrCodeId: number;

  /** UTC, to the millisecond. */
  @Column({ name: 'scanned_at', type: 'datetime', precision: 3 })
  scannedAt: Date;

  @Column({ type: 'varchar', length: 40 })
  os: string;

  @Column({ type: 'varchar', length: 40 })
  browser: string;

  @Column({ name: 'device_type', type: 'varchar', length: 10 })
  deviceType: string;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  /** Region (state, province) and city of the address, from the bundled GeoIP data. */
  @Column({ type: 'varchar', length: 80, nullable: true })
  region: string | null;

  /** Left out for scanners who ask not to be tracked (DNT, Sec-GPC). */
  @Column({ type: 'varchar', length: 80, nullable: true })
  city: string | null;

  /** The first language of Accept-Language ('en'); left out for DNT and Sec-GPC. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  language: string | null;

  /**
   * Keyed hash of IP and user agent under the day's salt, forgotten once the day is over:
   * the same visitor is one visitor that day, and no one can go back from it to an address.
   * Empty for scanners who ask not to be tracked.
   */
  @Column({ name: 'visitor_hash', type: 'varchar', length: 64 })
  visitorHash: string;

  @Column({ name: 'is_bot', type: 'boolean', default: false })
  isBot: boolean;

  @Column({ type: 'varchar', length: 10, default: 'served' })
  outcome: ScanOutcome;
}
