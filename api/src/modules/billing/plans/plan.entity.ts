import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillingInterval, PlanStatus } from '@qrpanel/contracts';

/** MariaDB answers DECIMAL columns as strings; the api deals in numbers. */
export const decimalToNumber = {
  to: (value: number) => value,
  from: (value: string | number | null) => (value === null ? 0 : Number(value)),
};

@Entity('plans')
export class Plan {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 1000, default: '' })
  description: string;

  @Column({ type: 'decimal', precision: 10, scale: 2, default: 0, transformer: decimalToNumber })
  price: number;

  @Column({ type: 'varchar', length: 3, default: 'USD' })
  currency: string;

  @Column({ name: 'billing_interval', type: 'varchar', length: 10, default: 'month' })
  billingInterval: BillingInterval;

  /** 0 = unlimited. */
  @Column({ name: 'qr_code_limit', type: 'int', default: 0 })
  qrCodeLimit: number;

  /** Scans per calendar month; 0 = unlimited. */
  @Column({ name: 'scan_limit', type: 'int', default: 0 })
  scanLimit: number;

  @Column({ name: 'trial_period_days', type: 'int', default: 0 })
  trialPeriodDays: number;

  /** Archived plans keep their subscribers but cannot be chosen. */
  @Index('IDX_plans_status')
  @Column({ type: 'varchar', length: 10, default: 'active' })
  status: PlanStatus;

  /** API keys a subscriber may have: 0 = none, -1 = unlimited. */
  @Column({ name: 'api_key_limit', type: 'int', default: 5 })
  apiKeyLimit: number;

  /** Public API requests a minute per key. */
  @Column({ name: 'api_rate_limit', type: 'int', default: 120 })
  apiRateLimit: number;

  @Column({ name: 'is_featured', type: 'boolean', default: false })
  isFeatured: boolean;

  @Column({ name: 'feature_analytics', type: 'boolean', default: false })
  featureAnalytics: boolean;

  @Column({ name: 'feature_custom_logos', type: 'boolean', default: false })
  featureCustomLogos: boolean;

  /** Members a workspace on this plan may have; 0 = unlimited. */
  @Column({ name: 'member_limit', type: 'int', default: 0 })
  memberLimit: number;

  /** Custom domains a workspace on this plan may add: 0 = none, -1 = unlimited. */
  @Column({ name: 'domain_limit', type: 'int', default: 0 })
  domainLimit: number;

  /** MB of hosted pages' files a workspace on this plan may keep: 0 = none, -1 = unlimited. */
  @Column({ name: 'storage_limit_mb', type: 'int', default: 100 })
  storageLimitMb: number;

  /** Saved design templates; 0 = none, -1 = unlimited (plans made before templates: unlimited). */
  @Column({ name: 'template_limit', type: 'int', default: -1 })
  templateLimit: number;

  @CreateDateColumn({ name: 'created_at', type: 'datetime' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
