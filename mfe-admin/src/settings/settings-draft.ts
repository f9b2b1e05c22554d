import type { SettingsDto, SettingsInput } from '@qrpanel/contracts';

/** Number fields stay as typed until saved, so the api can say what is wrong with them. */
const NUMBER_FIELDS = ['smtp_port', 'free_trial_qr_code_limit', 'free_trial_scan_limit'] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export type SettingsDraft = Omit<SettingsDto, NumberField> & Record<NumberField, string>;

export type SetDraft = (patch: Partial<SettingsDraft>) => void;

/** Validation messages by field as the api names them ('social_links.0.url'). */
export type SettingsErrors = Record<string, string>;

export interface TabProps {
  draft: SettingsDraft;
  set: SetDraft;
  errors: SettingsErrors;
}

export function toDraft(settings: SettingsDto): SettingsDraft {
  return {
    ...settings,
    social_links: settings.social_links.map((l) => ({ ...l })),
    smtp_port: String(settings.smtp_port ?? ''),
    free_trial_qr_code_limit: String(settings.free_trial_qr_code_limit),
    free_trial_scan_limit: String(settings.free_trial_scan_limit),
  };
}

/**
 * The body of PUT /settings: every field. A whole number typed is sent as a number;
 * anything else is sent as typed and the api answers which field is wrong.
 */
export function toSettingsInput(draft: SettingsDraft): SettingsInput {
  const body: Record<string, unknown> = { ...draft };
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    body[field] = /^\d+$/.test(text) ? Number(text) : text;
  }
  return body;
}

/** Which tab shows each field, to point at the tab holding a field the api refused. */
const TAB_PREFIXES: Record<string, string[]> = {
  general: ['app_name', 'app_logo_url', 'contact_email', 'social_links'],
  payments: ['payment_', 'stripe_', 'paypal_', 'razorpay_', 'phonepe_'],
  email: ['smtp_'],
  advanced: ['allow_registration', 'privacy_policy', 'terms_of_service', 'seo_', 'free_trial_'],
};

export function tabsWithErrors(errors: SettingsErrors): Set<string> {
  const tabs = new Set<string>();
  for (const field of Object.keys(errors)) {
    for (const [tab, prefixes] of Object.entries(TAB_PREFIXES)) {
      if (prefixes.some((p) => field.startsWith(p))) tabs.add(tab);
    }
  }
  return tabs;
}
