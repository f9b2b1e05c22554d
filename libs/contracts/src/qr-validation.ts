import { isOwnRedirectUrl, normalizeDestinationUrl, UrlClass, type ParsedUrl } from './destination-url';
import { QR_MESSAGES } from './qr-messages';
import { utf8Length } from './qr-encoding';
import {
  QR_DATA_FIELDS,
  WIFI_ENCRYPTIONS,
  type QrData,
  type QrDataByType,
  type QrType,
  type WifiQrData,
} from './qr-types';

export const QR_LABEL_MAX_LENGTH = 120;
export const QR_URL_MAX_LENGTH = 2048;
export const QR_SIZE_MIN = 100;
export const QR_SIZE_MAX = 2000;
export const QR_SIZE_DEFAULT = 300;
export const QR_DEFAULT_FOREGROUND = '#000000';
export const QR_DEFAULT_BACKGROUND = '#FFFFFF';
/** Colours are #RRGGBB. */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;
/** Digits with an optional leading + and the usual separators; at least 3 digits. */
export const PHONE_PATTERN = /^\+?[0-9 ().\-/]{3,32}$/;
export const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]+$/;

export type QrFieldKind = 'text' | 'multiline' | 'url' | 'email' | 'phone' | 'choice' | 'boolean';

/** How one data field is checked; the web form builds its inputs from the same table. */
export interface QrFieldRule {
  label: string;
  kind: QrFieldKind;
  /** Required, or required depending on the other fields (the wifi password). */
  required: boolean | ((data: Record<string, unknown>) => boolean);
  maxLength?: number;
  /** At most this many UTF-8 bytes (an SSID is at most 32 octets). */
  maxBytes?: number;
  /** Leading and trailing spaces are dropped before the checks. */
  trim?: boolean;
  options?: readonly string[];
  /** Shown (and stored) only when this is true (the wifi password is hidden for nopass). */
  visible?: (data: Record<string, unknown>) => boolean;
}

const needsPassword = (data: Record<string, unknown>) => data.encryption !== 'nopass';

export const QR_FIELD_RULES: { [T in QrType]: { [K in keyof QrDataByType[T]]: QrFieldRule } } = {
  // A URL's length is part of its safety rule (destinationUrlProblem), which answers 422.
  url: { url: { label: 'Destination URL', kind: 'url', required: true, trim: true } },
  text: { text: { label: 'Text', kind: 'multiline', required: true, maxLength: 1200 } },
  email: {
    email: { label: 'Email', kind: 'email', required: true, maxLength: 254, trim: true },
    subject: { label: 'Subject', kind: 'text', required: false, maxLength: 255, trim: true },
    body: { label: 'Body', kind: 'multiline', required: false, maxLength: 1000 },
  },
  phone: { phone: { label: 'Phone Number', kind: 'phone', required: true, maxLength: 32, trim: true } },
  sms: {
    phone: { label: 'Phone Number', kind: 'phone', required: true, maxLength: 32, trim: true },
    message: { label: 'Message', kind: 'multiline', required: false, maxLength: 1000 },
  },
  vcard: {
    name: { label: 'Full Name', kind: 'text', required: true, maxLength: 120, trim: true },
    phone: { label: 'Phone', kind: 'phone', required: false, maxLength: 32, trim: true },
    email: { label: 'Email', kind: 'email', required: false, maxLength: 254, trim: true },
    org: { label: 'Organization', kind: 'text', required: false, maxLength: 120, trim: true },
    title: { label: 'Title', kind: 'text', required: false, maxLength: 120, trim: true },
  },
  wifi: {
    ssid: { label: 'Network Name (SSID)', kind: 'text', required: true, maxBytes: 32 },
    encryption: { label: 'Encryption', kind: 'choice', required: true, options: WIFI_ENCRYPTIONS },
    password: {
      label: 'Password',
      kind: 'text',
      required: needsPassword,
      maxLength: 64,
      visible: needsPassword,
    },
    hidden: { label: 'Hidden Network', kind: 'boolean', required: false },
  },
};

export type FieldErrors = Record<string, string[]>;

export type QrDataResult = { ok: true; data: QrData } | { ok: false; errors: FieldErrors };

/**
 * `data` arrives as an object or as a JSON string of one (docs/product.md, Types and content);
 * anything else answers null.
 */
export function parseQrData(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/**
 * Checks a type's fields and answers them normalised (trimmed, defaults filled, fields of
 * other types dropped), or the errors by field name. The url's safety is checked apart
 * ({@link destinationUrlProblem}), because the api answers it with 422, not 400.
 */
export function validateQrData(type: QrType, raw: Record<string, unknown>): QrDataResult {
  const rules = QR_FIELD_RULES[type] as Record<string, QrFieldRule>;
  const defaults: Record<string, unknown> = { encryption: 'WPA', hidden: false };
  const input: Record<string, unknown> = {};
  for (const field of QR_DATA_FIELDS[type] as readonly string[]) {
    input[field] = raw[field] ?? (type === 'wifi' ? defaults[field] : undefined);
  }
  const data: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const [field, rule] of Object.entries(rules)) {
    const checked = checkField(rule, input[field], input);
    if ('error' in checked) errors[field] = [checked.error];
    else data[field] = checked.value;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  if (type === 'wifi') {
    const wifi = data as unknown as WifiQrData;
    if (wifi.encryption === 'nopass') wifi.password = '';
    else if (wifi.encryption === 'WPA' && wifi.password.length < 8) {
      return { ok: false, errors: { password: ['A WPA password must be 8 to 64 characters.'] } };
    }
  }
  return { ok: true, data: data as unknown as QrData };
}

type Checked = { value: string | boolean } | { error: string };

function checkField(rule: QrFieldRule, value: unknown, all: Record<string, unknown>): Checked {
  if (rule.visible && !rule.visible(all)) return { value: '' };
  if (rule.kind === 'boolean') {
    if (value === undefined || value === null) return { value: false };
    return typeof value === 'boolean' ? { value } : { error: `${rule.label} must be true or false.` };
  }
  if (value !== undefined && value !== null && typeof value !== 'string') {
    return { error: `${rule.label} must be text.` };
  }
  const text = rule.trim ? (value ?? '').trim() : (value ?? '');
  const required = typeof rule.required === 'function' ? rule.required(all) : rule.required;
  if (!text) return required ? { error: `${rule.label} is required.` } : { value: '' };
  if (rule.maxLength !== undefined && text.length > rule.maxLength) {
    return { error: `${rule.label} must be at most ${rule.maxLength.toLocaleString('en-US')} characters.` };
  }
  if (rule.maxBytes !== undefined && utf8Length(text) > rule.maxBytes) {
    return { error: `${rule.label} must be at most ${rule.maxBytes} bytes long.` };
  }
  if (rule.kind === 'email' && !EMAIL_PATTERN.test(text)) {
    return { error: `${rule.label} must be a valid email address.` };
  }
  if (rule.kind === 'phone' && !(PHONE_PATTERN.test(text) && text.replace(/\D/g, '').length >= 3)) {
    return { error: `${rule.label} must be a valid phone number.` };
  }
  if (rule.kind === 'choice' && !rule.options?.includes(text)) {
    return { error: `${rule.label} must be one of: ${rule.options?.join(', ')}.` };
  }
  return { value: text };
}

const REFUSED_SCHEMES = ['javascript', 'data', 'file', 'vbscript'];

/**
 * The URL safety rule (docs/product.md, Static and dynamic): a destination must be an absolute http(s)
 * URL of at most 2,048 characters once normalised ({@link normalizeDestinationUrl}), and
 * not one of this suite's own redirect addresses (a code pointing at itself, or at another
 * code, would loop): on `ownHosts` (its public and listen hosts) or loopback, on any port.
 * Answers the problem, or null.
 */
export function destinationUrlProblem(value: string, ownHosts: readonly string[] = []): string | null {
  const url = value.trim();
  if (!url) return QR_MESSAGES.urlRequired;
  // Browsers drop control characters and spaces around a scheme: so does this check.
  // eslint-disable-next-line no-control-regex -- control characters are what it removes
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f]/g, ''))?.[1];
  if (scheme && REFUSED_SCHEMES.includes(scheme.toLowerCase())) return QR_MESSAGES.urlSchemeRefused;
  if (url.length > QR_URL_MAX_LENGTH) return QR_MESSAGES.urlTooLong;
  if (!/^https?:\/\/[^/\\]/i.test(url)) return QR_MESSAGES.urlNotHttp;
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (/[\s\u0000-\u001f\u007f]/.test(url)) return QR_MESSAGES.urlHasSpaces;
  let parsed: ParsedUrl;
  try {
    parsed = new UrlClass(url);
  } catch {
    return QR_MESSAGES.urlNotHttp;
  }
  if (!parsed.hostname) return QR_MESSAGES.urlNotHttp;
  // What is stored and sent is the ASCII form, which percent-encoding makes longer.
  if (normalizeDestinationUrl(url).length > QR_URL_MAX_LENGTH) return QR_MESSAGES.urlTooLong;
  if (isOwnRedirectUrl(parsed, ownHosts)) return QR_MESSAGES.urlIsRedirect;
  return null;
}
