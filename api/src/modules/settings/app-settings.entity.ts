import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import type { PaymentGateway, SocialLink } from '@qrpanel/contracts';

/**
 * The one settings record (id 1). Properties carry the wire names of SPEC.md §3, since the
 * record and the settings answer are the same shape. Secret columns hold AES-256-GCM
 * ciphertext (SecretBox), never the secret itself. Text columns have no database default
 * (MySQL refuses them): the service writes every column when it creates the record.
 */
@Entity('app_settings')
export class AppSettingsRecord {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  app_name: string;

  @Column({ type: 'varchar', length: 2048 })
  app_logo_url: string;

  @Column({ type: 'varchar', length: 254 })
  contact_email: string;

  @Column({ type: 'simple-json' })
  social_links: SocialLink[];

  @Column({ type: 'boolean' })
  payment_stripe_enabled: boolean;

  @Column({ type: 'varchar', length: 500 })
  stripe_public_key: string;

  @Column({ type: 'text' })
  stripe_secret_key: string;

  /** Nullable: added after the record existed (MySQL gives TEXT columns no default). null reads as ''. */
  @Column({ type: 'text', nullable: true })
  stripe_webhook_secret: string | null;

  @Column({ type: 'boolean' })
  payment_paypal_enabled: boolean;

  @Column({ type: 'varchar', length: 500 })
  paypal_client_id: string;

  @Column({ type: 'text' })
  paypal_client_secret: string;

  @Column({ type: 'boolean' })
  payment_razorpay_enabled: boolean;

  @Column({ type: 'varchar', length: 500 })
  razorpay_key_id: string;

  @Column({ type: 'text' })
  razorpay_key_secret: string;

  /** Nullable for the same reason as stripe_webhook_secret. */
  @Column({ type: 'text', nullable: true })
  razorpay_webhook_secret: string | null;

  @Column({ type: 'boolean' })
  payment_phonepe_enabled: boolean;

  @Column({ type: 'varchar', length: 500 })
  phonepe_merchant_id: string;

  @Column({ type: 'text' })
  phonepe_salt_key: string;

  @Column({ type: 'boolean' })
  payment_manual_enabled: boolean;

  @Column({ type: 'text' })
  payment_manual_instructions: string;

  @Column({ type: 'varchar', length: 20 })
  payment_default_gateway: PaymentGateway;

  @Column({ type: 'varchar', length: 255 })
  smtp_host: string;

  @Column({ type: 'int' })
  smtp_port: number;

  @Column({ type: 'varchar', length: 254 })
  smtp_user: string;

  @Column({ type: 'text' })
  smtp_pass: string;

  @Column({ type: 'varchar', length: 254 })
  smtp_from_email: string;

  @Column({ type: 'boolean' })
  allow_registration: boolean;

  @Column({ type: 'text' })
  privacy_policy: string;

  @Column({ type: 'text' })
  terms_of_service: string;

  @Column({ type: 'varchar', length: 200 })
  seo_meta_title: string;

  @Column({ type: 'varchar', length: 500 })
  seo_meta_description: string;

  @Column({ type: 'int' })
  free_trial_qr_code_limit: number;

  @Column({ type: 'int' })
  free_trial_scan_limit: number;

  @Column({ type: 'boolean' })
  free_trial_analytics: boolean;

  @Column({ type: 'boolean' })
  free_trial_custom_logos: boolean;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
