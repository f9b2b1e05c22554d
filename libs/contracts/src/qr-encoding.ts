import type {
  EmailQrData,
  GenerationType,
  CodeData,
  QrDataByType,
  CodeType,
  SmsQrData,
  VcardQrData,
  WifiQrData,
} from './qr-types';

/** The key the live preview encodes before a code is saved (docs/product.md, The QR form). */
export const PREVIEW_UUID = 'new-code-preview';

/** The path dynamic codes point at, on the suite's public address. */
export const QR_REDIRECT_PATH = '/qr-redirect/';

/**
 * The largest payload a QR code holds at error-correction level H (version 40, byte mode).
 * Codes are always drawn at H so a logo can cover the centre.
 */
export const QR_MAX_PAYLOAD_BYTES = 1273;

export interface QrEncodingInput {
  type: CodeType;
  data: CodeData;
  generationType: GenerationType;
  uuid: string;
  /** The suite's public address (PUBLIC_URL), e.g. https://qr.example.com */
  publicUrl: string;
  /**
   * A dynamic code's short address, when it is the one printed (a chosen key, or the
   * `short_links` setting on; docs/product.md, Short links); else the redirect address is.
   */
  shortUrl?: string | null;
}

/**
 * The one encoder (docs/product.md, Static and dynamic): the text a QR code carries. Dynamic codes carry
 * the redirect address; static codes the raw value in the format scanners understand.
 * Pure and isomorphic: the api, the live preview and the downloads all call it.
 */
export function encodeQrPayload(input: QrEncodingInput): string {
  if (input.generationType === 'dynamic') return input.shortUrl || redirectUrl(input.publicUrl, input.uuid);
  return encodeStaticValue(input.type, input.data);
}

/** `{PUBLIC_URL}/qr-redirect/{uuid}` */
export function redirectUrl(publicUrl: string, uuid: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${QR_REDIRECT_PATH}${encodeURIComponent(uuid)}`;
}

/** A static code's text; a hosted page's type has none (it is dynamic only) and throws. */
export function encodeStaticValue(type: CodeType, data: CodeData): string {
  switch (type) {
    case 'url':
      return (data as QrDataByType['url']).url;
    case 'text':
      return (data as QrDataByType['text']).text;
    case 'email':
      return mailto(data as EmailQrData);
    case 'phone':
      return `tel:${dialable((data as QrDataByType['phone']).phone)}`;
    case 'sms':
      return smsto(data as SmsQrData);
    case 'vcard':
      return vcard(data as VcardQrData);
    case 'wifi':
      return wifi(data as WifiQrData);
    default:
      throw new Error(`A ${type} code is dynamic only: it has no static text.`);
  }
}

/** mailto: with subject and body as percent-encoded query parameters (RFC 6068). */
function mailto({ email, subject, body }: EmailQrData): string {
  const params: string[] = [];
  if (subject) params.push(`subject=${percentEncode(subject)}`);
  // RFC 6068: line breaks in a body are written as %0D%0A.
  if (body) params.push(`body=${percentEncode(body.replace(/\r\n|\r|\n/g, '\r\n'))}`);
  const address = percentEncode(email).replace(/%40/g, '@');
  return `mailto:${address}${params.length ? `?${params.join('&')}` : ''}`;
}

function smsto({ phone, message }: SmsQrData): string {
  return `SMSTO:${dialable(phone)}:${message ?? ''}`;
}

/** vCard 3.0 (RFC 2426), lines ending in CRLF; empty optional fields are left out. */
function vcard({ name, phone, email, org, title }: VcardQrData): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${structuredName(name)}`, `FN:${vcardText(name)}`];
  if (phone) lines.push(`TEL:${vcardText(dialable(phone))}`);
  if (email) lines.push(`EMAIL:${vcardText(email)}`);
  if (org) lines.push(`ORG:${vcardText(org)}`);
  if (title) lines.push(`TITLE:${vcardText(title)}`);
  lines.push('END:VCARD');
  return lines.join('\r\n');
}

/** N is Family;Given;Additional;Prefix;Suffix: the last word is taken as the family name. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const family = words.length > 1 ? words[words.length - 1] : (words[0] ?? '');
  const given = words.length > 1 ? words.slice(0, -1).join(' ') : '';
  return `${vcardText(family)};${vcardText(given)};;;`;
}

/** vCard text escaping: backslash, semicolon, comma, and line breaks as \n (never a raw break). */
export function vcardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** WIFI:S:…;T:…;P:…;H:…;; (the ZXing format); no P for an open network. */
function wifi({ ssid, encryption, password, hidden }: WifiQrData): string {
  const parts = [`S:${wifiText(ssid)}`, `T:${encryption}`];
  if (encryption !== 'nopass') parts.push(`P:${wifiText(password ?? '')}`);
  parts.push(`H:${hidden ? 'true' : 'false'}`);
  return `WIFI:${parts.join(';')};;`;
}

/** In the WIFI format the characters \ ; , " : are escaped with a backslash. */
export function wifiText(value: string): string {
  return value.replace(/[\\;,":]/g, (c) => `\\${c}`);
}

/** A phone number as dialers read it: a leading + and digits (spaces, dots, dashes, brackets dropped). */
export function dialable(phone: string): string {
  const trimmed = phone.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/[^0-9]/g, '');
}

/** Percent-encodes everything but the URI unreserved characters. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The UTF-8 length of a string (QR byte mode counts bytes, not characters). */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function fitsInQrCode(payload: string): boolean {
  return utf8Length(payload) <= QR_MAX_PAYLOAD_BYTES;
}
