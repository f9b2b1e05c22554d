import { PAGE_QR_TYPES, type PageQrData, type PageQrDataByType, type PageQrType } from './pages/page-model';

/**
 * The classic content types, each a set of fields (docs/product.md, Types and content). The
 * hosted pages' types (CODE_TYPES) hold a page instead, made in the form's page editor
 * (docs/product.md, Hosted pages).
 */
export const QR_TYPES = ['url', 'text', 'email', 'phone', 'sms', 'vcard', 'wifi'] as const;
export type QrType = (typeof QR_TYPES)[number];

export const QR_TYPE_LABELS: Record<QrType, string> = {
  url: 'URL',
  text: 'Text',
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  vcard: 'vCard',
  wifi: 'WiFi',
};

/** Dynamic codes encode a redirect address and can change; static codes encode the value itself. */
export const GENERATION_TYPES = ['dynamic', 'static'] as const;
export type GenerationType = (typeof GENERATION_TYPES)[number];

export const GENERATION_TYPE_LABELS: Record<GenerationType, string> = {
  dynamic: 'Dynamic',
  static: 'Static',
};

export const WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;
export type WifiEncryption = (typeof WIFI_ENCRYPTIONS)[number];

export interface UrlQrData {
  url: string;
}
export interface TextQrData {
  text: string;
}
export interface EmailQrData {
  email: string;
  subject: string;
  body: string;
}
export interface PhoneQrData {
  phone: string;
}
export interface SmsQrData {
  phone: string;
  message: string;
}
export interface VcardQrData {
  name: string;
  phone: string;
  email: string;
  org: string;
  title: string;
}
export interface WifiQrData {
  ssid: string;
  encryption: WifiEncryption;
  /** Empty when encryption is nopass. */
  password: string;
  hidden: boolean;
}

export interface QrDataByType {
  url: UrlQrData;
  text: TextQrData;
  email: EmailQrData;
  phone: PhoneQrData;
  sms: SmsQrData;
  vcard: VcardQrData;
  wifi: WifiQrData;
}
export type QrData = QrDataByType[QrType];

/** Each type's fields, in the order the form shows them. */
export const QR_DATA_FIELDS: { [T in QrType]: readonly (keyof QrDataByType[T])[] } = {
  url: ['url'],
  text: ['text'],
  email: ['email', 'subject', 'body'],
  phone: ['phone'],
  sms: ['phone', 'message'],
  vcard: ['name', 'phone', 'email', 'org', 'title'],
  wifi: ['ssid', 'encryption', 'password', 'hidden'],
};

/** The blank set of fields a type starts with (the form resets to it when the type changes). */
export function blankQrData<T extends QrType>(type: T): QrDataByType[T] {
  const blanks: QrDataByType = {
    url: { url: '' },
    text: { text: '' },
    email: { email: '', subject: '', body: '' },
    phone: { phone: '' },
    sms: { phone: '', message: '' },
    vcard: { name: '', phone: '', email: '', org: '', title: '' },
    wifi: { ssid: '', encryption: 'WPA', password: '', hidden: false },
  };
  return blanks[type];
}

/** Every type a code may have: the form's field types and the hosted pages' (always dynamic). */
export const CODE_TYPES = [...QR_TYPES, ...PAGE_QR_TYPES] as const;
export type CodeType = QrType | PageQrType;
export type CodeDataByType = QrDataByType & PageQrDataByType;
export type CodeData = QrData | PageQrData;

export function isCodeType(value: unknown): value is CodeType {
  return typeof value === 'string' && (CODE_TYPES as readonly string[]).includes(value);
}

export function isQrType(value: unknown): value is QrType {
  return typeof value === 'string' && (QR_TYPES as readonly string[]).includes(value);
}
