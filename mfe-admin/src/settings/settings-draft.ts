import {
  SETTING_SPECS,
  type SettingKey,
  type SettingsDto,
  type SettingsGroup,
  type SettingsInput,
} from '@qrpanel/contracts';

/** The settings whose values are numbers. */
type NumberField = { [K in SettingKey]: SettingsDto[K] extends number ? K : never }[SettingKey];

/** Number fields stay as typed until saved, so the api can say what is wrong with them. */
const NUMBER_FIELDS = SETTING_SPECS.filter(([, spec]) => spec.rule.kind === 'int').map(
  ([key]) => key,
) as NumberField[];

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
  const draft: Record<string, unknown> = {
    ...settings,
    social_links: settings.social_links.map((l) => ({ ...l })),
  };
  for (const field of NUMBER_FIELDS) draft[field] = String(settings[field] ?? '');
  return draft as SettingsDraft;
}

/**
 * The body of PUT /settings: every field. A whole number typed (-1 too) is sent as a number;
 * anything else is sent as typed and the api answers which field is wrong.
 */
export function toSettingsInput(draft: SettingsDraft): SettingsInput {
  const body: Record<string, unknown> = { ...draft };
  for (const field of NUMBER_FIELDS) {
    const text = draft[field].trim();
    body[field] = /^-?\d+$/.test(text) ? Number(text) : text;
  }
  return body;
}

/** The tab (the schema's group) of each setting, to point at the tab holding a field the api refused. */
const GROUP_OF = new Map<string, SettingsGroup>(SETTING_SPECS.map(([key, spec]) => [key, spec.group]));

export function tabsWithErrors(errors: SettingsErrors): Set<string> {
  const tabs = new Set<string>();
  for (const field of Object.keys(errors)) {
    const group = GROUP_OF.get(field.split('.')[0]); // 'social_links.0.url': social_links
    if (group) tabs.add(group);
  }
  return tabs;
}
