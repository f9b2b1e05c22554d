import {
  maskSecret,
  SECRET_SETTINGS,
  SETTING_SPECS,
  type PublicSettingsDto,
  type SettingsDto,
} from '@qrpanel/contracts';

/** What administrators read: everything, each secret masked to its last 4 characters. */
export function toAdminSettings(settings: SettingsDto): SettingsDto {
  const view: SettingsDto = { ...settings, social_links: settings.social_links.map((l) => ({ ...l })) };
  for (const field of SECRET_SETTINGS) view[field] = maskSecret(settings[field]);
  return view;
}

/**
 * What anyone may read: the public settings of the schema (no secret, no SMTP, no Free Trial
 * internals); a disabled gateway's key blank.
 */
export function toPublicSettings(settings: SettingsDto): PublicSettingsDto {
  const view: Record<string, unknown> = {};
  for (const [key, spec] of SETTING_SPECS) {
    if (!spec.public) continue;
    const value = settings[key];
    const hidden = spec.publicWhen && !settings[spec.publicWhen as keyof SettingsDto];
    view[key] = hidden ? '' : Array.isArray(value) ? value.map((l) => ({ ...l })) : value;
  }
  return view as PublicSettingsDto;
}
