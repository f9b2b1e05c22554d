import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  isMaskedSecret,
  MESSAGES,
  PAYMENT_GATEWAYS,
  type Role,
  SECRET_SETTINGS,
  SUPER_ADMIN_SETTINGS,
  type SecretSetting,
  type SettingsDto,
  type SettingsInput,
} from '@qrpanel/contracts';
import { DomainEvents } from '../../platform/events/domain-events';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { AppSettingsRecord } from './app-settings.entity';
import { SecretBox } from './secret-box';
import { DEFAULT_SETTINGS } from './settings.defaults';

const RECORD_ID = 1;
const FIELDS = Object.keys(DEFAULT_SETTINGS) as (keyof SettingsDto)[];
const isSecret = (field: string): field is SecretSetting =>
  (SECRET_SETTINGS as readonly string[]).includes(field);

/**
 * The application settings, secrets in clear. They are read on hot paths (every register,
 * every mail, every entitlement check), so the record is read once and the in-memory copy
 * is replaced on each write. A write made through another replica arrives as a
 * 'settings.changed' event (through Redis): the copy is dropped and read again on next use,
 * so a closed registration or a rotated webhook secret is in force on every replica at once.
 */
@Injectable()
export class SettingsService {
  private readonly logger = new Logger('Settings');
  private readonly box: SecretBox;
  private current?: Promise<SettingsDto>;

  constructor(
    @InjectRepository(AppSettingsRecord) private readonly records: Repository<AppSettingsRecord>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEvents,
  ) {
    this.box = new SecretBox(config.appSecret);
    this.events.on('settings.changed', () => this.forget());
    // A change published while Redis was unreachable never arrives: read the record again.
    this.events.on('events.missed', () => this.forget());
  }

  get(): Promise<SettingsDto> {
    this.current ??= this.load().catch((error: unknown) => {
      this.current = undefined; // try the database again on the next call
      throw error;
    });
    return this.current;
  }

  /**
   * Applies the given fields; a masked secret sent back keeps the stored one. Only the
   * super_admin may change a secret or where the mail password goes; an administrator may
   * send them back as read (the settings screen sends every field).
   */
  async update(input: SettingsInput, actor: Role): Promise<SettingsDto> {
    const current = await this.get();
    const next = merge(current, input);
    if (actor !== 'super_admin' && SUPER_ADMIN_SETTINGS.some((field) => next[field] !== current[field]))
      throw new ForbiddenException(MESSAGES.onlySuperAdminsChangeSecrets);
    await this.records.save(this.toRecord(next));
    // Tells the other replicas, and whoever keeps entitlements here (the Free Trial's limits
    // are settings). Listeners run at once, this one's forget() among them: keep what was
    // just saved only after, so this replica need not read it back.
    this.events.emit('settings.changed', {});
    this.current = Promise.resolve(next);
    return next;
  }

  /** The next get() reads the record again; one already under way answers its own callers. */
  private forget(): void {
    this.current = undefined;
  }

  private async load(): Promise<SettingsDto> {
    const record = (await this.records.findOneBy({ id: RECORD_ID })) ?? (await this.createDefaults());
    return this.fromRecord(record);
  }

  private async createDefaults(): Promise<AppSettingsRecord> {
    try {
      await this.records.insert(this.toRecord(DEFAULT_SETTINGS));
    } catch (error) {
      // Another process may have created it first; anything else is a real failure.
      const record = await this.records.findOneBy({ id: RECORD_ID });
      if (record) return record;
      throw error;
    }
    return this.records.findOneByOrFail({ id: RECORD_ID });
  }

  private toRecord(settings: SettingsDto): AppSettingsRecord {
    const record = this.records.create({ id: RECORD_ID, ...settings });
    for (const field of SECRET_SETTINGS) record[field] = this.box.seal(settings[field], field);
    return record;
  }

  private fromRecord(record: AppSettingsRecord): SettingsDto {
    const settings = { ...DEFAULT_SETTINGS };
    for (const field of FIELDS) {
      const value = record[field];
      if (value !== null && value !== undefined) Object.assign(settings, { [field]: value });
    }
    for (const field of SECRET_SETTINGS) settings[field] = this.openSecret(record[field], field);
    settings.smtp_port = Number(settings.smtp_port);
    if (!PAYMENT_GATEWAYS.includes(settings.payment_default_gateway))
      settings.payment_default_gateway = 'stripe';
    return settings;
  }

  private openSecret(sealed: string | null, field: SecretSetting): string {
    try {
      return this.box.open(sealed ?? '', field);
    } catch {
      // APP_SECRET changed or the value was tampered with: the admin enters the secret again.
      this.logger.warn(
        `The stored ${field} cannot be decrypted with the current APP_SECRET; it reads as empty.`,
      );
      return '';
    }
  }
}

function merge(current: SettingsDto, input: SettingsInput): SettingsDto {
  const next: SettingsDto = { ...current, social_links: current.social_links.map((l) => ({ ...l })) };
  for (const field of FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    if (isSecret(field) && typeof value === 'string' && isMaskedSecret(value)) continue;
    Object.assign(next, { [field]: value });
  }
  return next;
}
