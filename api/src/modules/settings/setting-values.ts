import type { SettingRule, SocialLink } from '@qrpanel/contracts';

/**
 * How a setting's value is kept in its row's text: text as it is (a legal text of 16,000
 * characters still fits MySQL's TEXT column, which JSON escapes might overflow), the other
 * kinds as JSON ('true', '587', '[{"platform":…}]').
 */
export function encodeSetting(rule: SettingRule, value: unknown): string {
  return storedAsText(rule) ? String(value) : JSON.stringify(value);
}

/** The value kept in a row, or undefined when it does not fit the rule (it reads as the default). */
export function decodeSetting(rule: SettingRule, stored: string): unknown {
  if (rule.kind === 'choice') return rule.values.includes(stored) ? stored : undefined;
  if (storedAsText(rule)) return stored;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  switch (rule.kind) {
    case 'boolean':
      return typeof value === 'boolean' ? value : undefined;
    case 'int':
      return Number.isInteger(value) ? value : undefined;
    case 'links':
      return Array.isArray(value) && value.every(isSocialLink) ? value : undefined;
    default:
      return undefined;
  }
}

function storedAsText(rule: SettingRule): boolean {
  return rule.kind !== 'boolean' && rule.kind !== 'int' && rule.kind !== 'links';
}

function isSocialLink(value: unknown): value is SocialLink {
  const link = value as Partial<SocialLink> | null;
  return typeof link?.platform === 'string' && typeof link.url === 'string';
}
