import { ForbiddenException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type EntityManager } from 'typeorm';
import {
  defaultSettings,
  isMaskedSecret,
  MESSAGES,
  SECRET_SETTINGS,
  type Role,
  SETTING_SPECS,
  SUPER_ADMIN_SETTINGS,
  type SettingKey,
  type SettingSpec,
  type SettingsDto,
  type SettingsInput,
} from '@qrpanel/contracts';
import { DomainEvents } from '../../platform/events/domain-events';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { AuditLog, auditChanges } from '../audit';
import { SecretBox } from './secret-box';
import { SettingRow } from './setting.entity';
import { decodeSetting, encodeSetting } from './setting-values';

const SUPER_ADMINS_ONLY = new Set<string>(SUPER_ADMIN_SETTINGS);
const SECRETS = new Set<string>(SECRET_SETTINGS);

/**
 * The application settings, secrets in clear: one row per setting that was ever saved, the
 * contracts' schema giving each its rule, default and secrecy. They are read on hot paths
 * (every register, every mail, every entitlement check), so the rows are read once and the
 * in-memory copy is replaced on each write. A write made through another replica arrives as
 * a 'settings.changed' event (through Redis): the copy is dropped and read again on next use,
 * so a closed registration or a rotated webhook secret is in force on every replica at once.
 */
@Injectable()
export class SettingsService {
  private readonly logger = new Logger('Settings');
  private readonly box: SecretBox;
  private current?: Promise<SettingsDto>;

  constructor(
    @InjectRepository(SettingRow) private readonly rows: Repository<SettingRow>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
  ) {
    this.box = new SecretBox(config.appSecret);
    this.events.on('settings.changed', () => this.forget());
    // A change published while Redis was unreachable never arrives: read the rows again.
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
   * send them back as read (the settings screen sends every field). Only the settings that
   * changed are written.
   */
  async update(input: SettingsInput, actor: Role): Promise<SettingsDto> {
    const current = await this.get();
    const next = merge(current, input);
    const changed = SETTING_SPECS.filter(([key, spec]) => !sameValue(spec, next[key], current[key]));
    if (actor !== 'super_admin' && changed.some(([key]) => SUPER_ADMINS_ONLY.has(key)))
      throw new ForbiddenException(MESSAGES.onlySuperAdminsChangeSecrets);
    if (changed.length > 0) {
      const updatedAt = new Date();
      const rows = changed.map(([key, spec]) => ({
        key,
        value: this.store(key, spec, next[key]),
        updatedAt,
      }));
      await this.rows.manager.transaction(async (manager) => {
        await manager.upsert(SettingRow, rows, ['key']);
        await this.recordChange(
          manager,
          current,
          next,
          changed.map(([key]) => key),
        );
      });
    }
    // Tells the other replicas, and whoever keeps entitlements here (the Free Trial's limits
    // are settings). Listeners run at once, this one's forget() among them: keep what was
    // just saved only after, so this replica need not read it back.
    this.events.emit('settings.changed', {});
    this.current = Promise.resolve(next);
    return next;
  }

  /** settings.updated, naming the keys changed; a secret's values read as the mask. */
  private recordChange(
    manager: EntityManager,
    before: SettingsDto,
    after: SettingsDto,
    keys: SettingKey[],
  ): Promise<void> {
    const { fields, changes } = auditChanges(before, after, keys, SECRETS);
    return this.audit.record(manager, {
      action: 'settings.updated',
      workspaceId: null,
      target: { type: 'settings', label: 'Application settings' },
      details: { keys: fields, changes },
    });
  }

  /** The next get() reads the rows again; one already under way answers its own callers. */
  private forget(): void {
    this.current = undefined;
  }

  private async load(): Promise<SettingsDto> {
    const stored = new Map((await this.rows.find()).map((row) => [row.key, row.value]));
    const settings: Record<string, unknown> = defaultSettings();
    for (const [key, spec] of SETTING_SPECS) {
      const value = stored.get(key);
      if (value === undefined) continue;
      const read = spec.secret ? this.openSecret(value, key) : decodeSetting(spec.rule, value);
      if (read !== undefined) settings[key] = read;
      else this.logger.warn(`The stored ${key} is not a valid value; it reads as its default.`);
    }
    return settings as SettingsDto;
  }

  private store(key: SettingKey, spec: SettingSpec, value: unknown): string {
    return spec.secret ? this.box.seal(String(value), key) : encodeSetting(spec.rule, value);
  }

  private openSecret(sealed: string, key: SettingKey): string {
    try {
      return this.box.open(sealed, key);
    } catch {
      // APP_SECRET changed or the value was tampered with: the admin enters the secret again.
      this.logger.warn(
        `The stored ${key} cannot be decrypted with the current APP_SECRET; it reads as empty.`,
      );
      return '';
    }
  }
}

function merge(current: SettingsDto, input: SettingsInput): SettingsDto {
  const next: SettingsDto = { ...current, social_links: current.social_links.map((l) => ({ ...l })) };
  for (const [key, spec] of SETTING_SPECS) {
    const value = input[key];
    if (value === undefined) continue;
    if (spec.secret && typeof value === 'string' && isMaskedSecret(value)) continue;
    Object.assign(next, { [key]: value });
  }
  return next;
}

function sameValue(spec: SettingSpec, a: unknown, b: unknown): boolean {
  return spec.rule.kind === 'links' ? JSON.stringify(a) === JSON.stringify(b) : a === b;
}
