import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/**
 * One application setting: its key in the contracts' settings schema and its stored value
 * (see setting-values.ts). A key without a row reads as the schema's default. A secret's
 * value is AES-256-GCM ciphertext (SecretBox, bound to the key), never the secret itself.
 */
@Entity('settings')
export class SettingRow {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  @Column({ type: 'text' })
  value: string;

  @UpdateDateColumn({ name: 'updated_at', type: 'datetime' })
  updatedAt: Date;
}
