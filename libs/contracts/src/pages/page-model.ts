import type { Weekday } from '../smart-routing';

/**
 * Hosted pages (docs/product.md, Hosted pages): what a page code's scan shows, a theme and
 * an ordered list of blocks. One model for the api (validation, the served HTML, the counted
 * hops) and the web apps (the editor's preview), so the two never disagree.
 */

/** Every kind of block a page may hold, in the order the editor offers them. */
export const PAGE_BLOCK_KINDS = [
  'heading',
  'text',
  'image',
  'button',
  'links',
  'social',
  'file',
  'app_badges',
  'hours',
  'address',
  'contact',
  'coupon',
  'event',
  'divider',
] as const;
export type PageBlockKind = (typeof PAGE_BLOCK_KINDS)[number];

/** A page holds at most this many blocks: more is refused (400), never cut. */
export const PAGE_MAX_BLOCKS = 100;
/** An image block's width and height at most, in pixels. */
export const PAGE_IMAGE_SIDE_MAX = 4000;
/** Links or social profiles one block lists at most. */
export const PAGE_MAX_ITEMS = 50;

/** Fonts are system stacks: nothing is downloaded, so the first paint never waits for a font. */
export const PAGE_FONTS = ['system', 'serif', 'rounded', 'mono'] as const;
export type PageFont = (typeof PAGE_FONTS)[number];

export const PAGE_FONT_STACKS: Record<PageFont, string> = {
  system: "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif",
  serif: "Georgia,Cambria,'Times New Roman',Times,serif",
  rounded: "ui-rounded,'SF Pro Rounded','Nunito','Varela Round',system-ui,sans-serif",
  mono: "ui-monospace,'SF Mono',Menlo,Consolas,'Liberation Mono',monospace",
};

export const PAGE_MODES = ['light', 'dark'] as const;
export type PageMode = (typeof PAGE_MODES)[number];

export interface PageTheme {
  mode: PageMode;
  font: PageFont;
  /** #RRGGBB: buttons and links. */
  accent: string;
  /** #RRGGBB behind everything; the text colour follows it (dark text on light, light on dark). */
  background: string;
}

export const DEFAULT_PAGE_THEME: Readonly<Record<PageMode, PageTheme>> = {
  light: { mode: 'light', font: 'system', accent: '#1C64F2', background: '#F5F6F8' },
  dark: { mode: 'dark', font: 'system', accent: '#6EA8FE', background: '#15171C' },
};

export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'linkedin',
  'whatsapp',
  'telegram',
  'pinterest',
  'snapchat',
  'threads',
  'mastodon',
  'github',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  pinterest: 'Pinterest',
  snapchat: 'Snapchat',
  threads: 'Threads',
  mastodon: 'Mastodon',
  github: 'GitHub',
  website: 'Website',
};

export interface PageLink {
  label: string;
  url: string;
}
export interface PageSocialLink {
  network: SocialNetwork;
  url: string;
}

export interface HeadingBlock {
  kind: 'heading';
  text: string;
}
export interface TextBlock {
  kind: 'text';
  /** Plain text; line breaks are kept. Never HTML. */
  text: string;
}
export interface ImageBlock {
  kind: 'image';
  /** Uploaded here (/api/uploads/files/{name}) or an https address. */
  url: string;
  /** Empty for a decorative image. */
  alt: string;
  /** Its size in pixels, so the page does not shift as it loads. */
  width: number;
  height: number;
}
export interface ButtonBlock {
  kind: 'button';
  label: string;
  url: string;
}
export interface LinksBlock {
  kind: 'links';
  items: PageLink[];
}
export interface SocialBlock {
  kind: 'social';
  items: PageSocialLink[];
}
export interface FileBlock {
  kind: 'file';
  label: string;
  /** A PDF: uploaded here (/api/uploads/files/{name}) or an https address. */
  url: string;
}
export interface AppBadgesBlock {
  kind: 'app_badges';
  ios_url: string;
  android_url: string;
}
export interface OpeningDay {
  day: Weekday;
  /** HH:MM, 24-hour; both empty when closed. */
  opens: string;
  closes: string;
  closed: boolean;
}
export interface HoursBlock {
  kind: 'hours';
  days: OpeningDay[];
  note: string;
}
export interface AddressBlock {
  kind: 'address';
  /** The address as written on an envelope; line breaks are kept. */
  text: string;
  /** A map's address; empty: a map search for the text. */
  map_url: string;
}
export interface ContactBlock {
  kind: 'contact';
  name: string;
  phone: string;
  email: string;
  org: string;
}
export interface CouponBlock {
  kind: 'coupon';
  title: string;
  code: string;
  /** YYYY-MM-DD, or empty. */
  valid_until: string;
  terms: string;
}
export interface EventBlock {
  kind: 'event';
  title: string;
  /** Local wall time YYYY-MM-DDTHH:MM in time_zone. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  place: string;
}
export interface DividerBlock {
  kind: 'divider';
}

export type PageBlock =
  | HeadingBlock
  | TextBlock
  | ImageBlock
  | ButtonBlock
  | LinksBlock
  | SocialBlock
  | FileBlock
  | AppBadgesBlock
  | HoursBlock
  | AddressBlock
  | ContactBlock
  | CouponBlock
  | EventBlock
  | DividerBlock;

export interface HostedPage {
  theme: PageTheme;
  blocks: PageBlock[];
}

/** The code types whose scan shows a hosted page; all are dynamic (an edit shows on the next scan). */
export const PAGE_QR_TYPES = ['links', 'pdf', 'app', 'business', 'coupon', 'event', 'page'] as const;
export type PageQrType = (typeof PAGE_QR_TYPES)[number];

export interface LinksQrData {
  title: string;
  description?: string;
  /** An image shown round above the title: uploaded here or an https address. */
  avatar?: string;
  links: PageLink[];
  socials?: PageSocialLink[];
  /** The layout as the owner changed it; absent: the starting layout made from the fields. */
  page?: HostedPage;
}
export interface AppQrData {
  title: string;
  /** iPhones and iPads are sent here (302, no page). */
  ios_url: string;
  /** Android phones are sent here (302, no page). */
  android_url: string;
  /** Shown on the page other devices get, beside both store badges. */
  fallback_url?: string;
  page?: HostedPage;
}
/** A menu, a brochure: the page shows the document with a button to open or download it. */
export interface PdfQrData {
  title: string;
  /** The PDF: uploaded here (/api/uploads/files/{name}) or an https address. */
  file: string;
  description?: string;
  page?: HostedPage;
}
/** A shop, a restaurant, an office: what it is, when it opens, where it is and how to reach it. */
export interface BusinessQrData {
  title: string;
  description?: string;
  phone?: string;
  email?: string;
  website?: string;
  /** As written on an envelope; line breaks are kept. */
  address?: string;
  hours?: OpeningDay[];
  socials?: PageSocialLink[];
  page?: HostedPage;
}
export interface CouponQrData {
  title: string;
  code: string;
  description?: string;
  /** YYYY-MM-DD. */
  valid_until?: string;
  terms?: string;
  /** Where the coupon is redeemed online, shown as a button. */
  redeem_url?: string;
  page?: HostedPage;
}
export interface EventQrData {
  title: string;
  /** Local wall time YYYY-MM-DDTHH:MM in time_zone. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  place?: string;
  description?: string;
  /** Tickets or the programme, shown as a button. */
  url?: string;
  page?: HostedPage;
}
export interface BlankPageQrData {
  title: string;
  page: HostedPage;
}

export interface PageQrDataByType {
  links: LinksQrData;
  pdf: PdfQrData;
  app: AppQrData;
  business: BusinessQrData;
  coupon: CouponQrData;
  event: EventQrData;
  page: BlankPageQrData;
}
export type PageQrData = PageQrDataByType[PageQrType];

export function isPageQrType(value: unknown): value is PageQrType {
  return typeof value === 'string' && (PAGE_QR_TYPES as readonly string[]).includes(value);
}
