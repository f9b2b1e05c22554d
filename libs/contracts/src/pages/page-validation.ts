import { FIELD_MESSAGES } from '../api-messages';
import { normalizeDestinationUrl } from '../destination-url';
import { HEX_COLOR_PATTERN, EMAIL_PATTERN, PHONE_PATTERN, destinationUrlProblem } from '../qr-validation';
import type { FieldErrors } from '../qr-validation';
import { WEEKDAYS, isTimeZone } from '../smart-routing';
import { UPLOAD_PATH_PREFIX, uploadKindOf, type UploadKind } from '../uploads';
import { PAGE_MESSAGES } from './page-messages';
import {
  DEFAULT_PAGE_THEME,
  PAGE_BLOCK_KINDS,
  PAGE_FONTS,
  PAGE_IMAGE_SIDE_MAX,
  PAGE_MAX_BLOCKS,
  PAGE_MAX_ITEMS,
  PAGE_MODES,
  SOCIAL_NETWORKS,
  type HostedPage,
  type OpeningDay,
  type PageBlock,
  type PageBlockKind,
  type PageQrData,
  type PageQrType,
  type PageTheme,
} from './page-model';

/** Length limits of a page's texts, in characters. */
export const PAGE_TEXT_LIMITS = {
  title: 120,
  label: 80,
  heading: 120,
  text: 2000,
  alt: 200,
  note: 300,
  address: 300,
  name: 120,
  code: 40,
  terms: 1000,
  place: 200,
} as const;

/**
 * A page checked: normalised (trimmed, defaults filled, URLs in their stored form), or why
 * not. A wrong shape, an unknown kind, too many blocks or too long a text answer 400; a URL
 * the URL rules refuse answers 422, as a url code's does (docs/product.md, Static and dynamic).
 */
export type PageCheck<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 422; errors: FieldErrors; message?: string };

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const say = (message: string, property: string, ...constraints: (string | number)[]) =>
  constraints.reduce<string>(
    (text, value, i) => text.replace(`$constraint${i + 1}`, String(value)),
    message.replace('$property', property),
  );

// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- a single line refuses line breaks too
const CONTROL_OR_BREAK = /[\u0000-\u001f\u007f]/;

/** Collects a page's problems while it is read, field by field. */
class PageReader {
  readonly errors: FieldErrors = {};
  readonly urlErrors: FieldErrors = {};

  constructor(private readonly ownHosts: readonly string[]) {}

  fail(path: string, message: string): void {
    (this.errors[path] ??= []).push(message);
  }

  text(
    raw: Raw,
    key: string,
    path: string,
    max: number,
    opts: { required?: boolean; multiline?: boolean } = {},
  ): string {
    const value = raw[key];
    const at = `${path}.${key}`;
    if (value === undefined || value === null || value === '') {
      if (opts.required) this.fail(at, say(FIELD_MESSAGES.required, at));
      return '';
    }
    if (typeof value !== 'string') {
      this.fail(at, say(FIELD_MESSAGES.text, at));
      return '';
    }
    const text = value.replace(/\r\n?/g, '\n').trim();
    if (!text && opts.required) this.fail(at, say(FIELD_MESSAGES.required, at));
    else if (text.length > max) this.fail(at, say(FIELD_MESSAGES.maxLength, at, max));
    else if ((opts.multiline ? CONTROL : CONTROL_OR_BREAK).test(text))
      this.fail(at, say(FIELD_MESSAGES.controlCharacters, at));
    return text;
  }

  url(raw: Raw, key: string, path: string, required = true): string {
    const text = this.text(raw, key, path, 4096, { required });
    if (!text || this.errors[`${path}.${key}`]) return text;
    const problem = destinationUrlProblem(text, this.ownHosts);
    if (problem) {
      (this.urlErrors[`${path}.${key}`] ??= []).push(problem);
      return text;
    }
    return normalizeDestinationUrl(text);
  }

  /**
   * A file of `kind`: the path of one uploaded here (kept as it is; the api checks it is the
   * workspace's) or an address by the URL rules.
   */
  file(raw: Raw, key: string, path: string, kind: UploadKind, required = true): string {
    const value = raw[key];
    if (typeof value === 'string' && value.startsWith(UPLOAD_PATH_PREFIX)) {
      if (uploadKindOf(value) === kind) return value;
      this.fail(
        `${path}.${key}`,
        say(kind === 'pdf' ? PAGE_MESSAGES.pdfFile : PAGE_MESSAGES.imageFile, `${path}.${key}`),
      );
      return '';
    }
    return this.url(raw, key, path, required);
  }

  choice<T extends string>(raw: Raw, key: string, path: string, options: readonly T[], fallback?: T): T {
    const value = raw[key] ?? fallback;
    if (typeof value === 'string' && (options as readonly string[]).includes(value)) return value as T;
    this.fail(`${path}.${key}`, say(FIELD_MESSAGES.oneOf, `${path}.${key}`, options.join(', ')));
    return options[0];
  }

  pattern(raw: Raw, key: string, path: string, pattern: RegExp, message: string, required: boolean): string {
    const text = this.text(raw, key, path, 64, { required });
    if (text && !pattern.test(text)) this.fail(`${path}.${key}`, say(message, `${path}.${key}`));
    return text;
  }

  int(raw: Raw, key: string, path: string, min: number, max: number): number {
    const value = raw[key];
    if (typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max) return value;
    this.fail(`${path}.${key}`, say(FIELD_MESSAGES.intRange, `${path}.${key}`, min, max));
    return min;
  }

  /** A list of objects, each read by `item`; at most `max` of them. */
  list<T>(
    raw: Raw,
    key: string,
    path: string,
    max: number,
    item: (o: Raw, at: string) => T,
    required = true,
  ): T[] {
    const value = raw[key];
    const at = `${path}.${key}`;
    if (value === undefined || value === null) {
      if (required) this.fail(at, say(FIELD_MESSAGES.required, at));
      return [];
    }
    if (!Array.isArray(value)) {
      this.fail(at, say(FIELD_MESSAGES.list, at));
      return [];
    }
    if (value.length > max) {
      this.fail(at, say(FIELD_MESSAGES.maxEntries, at, max));
      return [];
    }
    if (required && !value.length) this.fail(at, say(FIELD_MESSAGES.required, at));
    return value.flatMap((entry, i) => {
      if (isObject(entry)) return [item(entry, `${at}.${i}`)];
      this.fail(`${at}.${i}`, say(PAGE_MESSAGES.object, `${at}.${i}`));
      return [];
    });
  }

  /** The answer: 400 for the shape and the texts first, then 422 for refused URLs. */
  result<T>(value: T): PageCheck<T> {
    if (Object.keys(this.errors).length) return { ok: false, status: 400, errors: this.errors };
    const urls = Object.entries(this.urlErrors);
    if (urls.length) return { ok: false, status: 422, errors: this.urlErrors, message: urls[0][1][0] };
    return { ok: true, value };
  }
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
const L = PAGE_TEXT_LIMITS;

type BlockReader = (r: PageReader, raw: Raw, at: string) => PageBlock;

const link = (r: PageReader, o: Raw, at: string) => ({
  label: r.text(o, 'label', at, L.label, { required: true }),
  url: r.url(o, 'url', at),
});
const social = (r: PageReader, o: Raw, at: string) => ({
  network: r.choice(o, 'network', at, SOCIAL_NETWORKS),
  url: r.url(o, 'url', at),
});

const openingDay = (r: PageReader, d: Raw, at: string): OpeningDay => {
  const closed = d.closed === true;
  return {
    day: r.choice(d, 'day', at, WEEKDAYS),
    opens: closed ? '' : r.pattern(d, 'opens', at, TIME, PAGE_MESSAGES.time, true),
    closes: closed ? '' : r.pattern(d, 'closes', at, TIME, PAGE_MESSAGES.time, true),
    closed,
  };
};

/** An event's start and end, in a time zone, the end not before the start. */
function eventTimes(r: PageReader, o: Raw, at: string) {
  const times = {
    starts_at: r.pattern(o, 'starts_at', at, DATE_TIME, PAGE_MESSAGES.dateTime, true),
    ends_at: r.pattern(o, 'ends_at', at, DATE_TIME, PAGE_MESSAGES.dateTime, true),
    time_zone: r.text(o, 'time_zone', at, 64, { required: true }),
  };
  if (times.time_zone && !isTimeZone(times.time_zone)) r.fail(`${at}.time_zone`, FIELD_MESSAGES.timeZone);
  if (times.starts_at && times.ends_at && times.ends_at < times.starts_at)
    r.fail(`${at}.ends_at`, say(PAGE_MESSAGES.endsBeforeStart, `${at}.ends_at`));
  return times;
}

const BLOCK_READERS: Record<PageBlockKind, BlockReader> = {
  heading: (r, o, at) => ({ kind: 'heading', text: r.text(o, 'text', at, L.heading, { required: true }) }),
  text: (r, o, at) => ({
    kind: 'text',
    text: r.text(o, 'text', at, L.text, { required: true, multiline: true }),
  }),
  image: (r, o, at) => ({
    kind: 'image',
    url: r.file(o, 'url', at, 'image'),
    alt: r.text(o, 'alt', at, L.alt),
    width: r.int(o, 'width', at, 1, PAGE_IMAGE_SIDE_MAX),
    height: r.int(o, 'height', at, 1, PAGE_IMAGE_SIDE_MAX),
  }),
  button: (r, o, at) => ({ kind: 'button', ...link(r, o, at) }),
  links: (r, o, at) => ({
    kind: 'links',
    items: r.list(o, 'items', at, PAGE_MAX_ITEMS, (i, p) => link(r, i, p)),
  }),
  social: (r, o, at) => ({
    kind: 'social',
    items: r.list(o, 'items', at, PAGE_MAX_ITEMS, (i, p) => social(r, i, p)),
  }),
  file: (r, o, at) => ({
    kind: 'file',
    label: r.text(o, 'label', at, L.label, { required: true }),
    url: r.file(o, 'url', at, 'pdf'),
  }),
  app_badges: (r, o, at) => {
    const block = {
      kind: 'app_badges' as const,
      ios_url: r.url(o, 'ios_url', at, false),
      android_url: r.url(o, 'android_url', at, false),
    };
    if (!block.ios_url && !block.android_url) r.fail(at, say(PAGE_MESSAGES.badgesNeedStore, at));
    return block;
  },
  hours: (r, o, at) => ({
    kind: 'hours',
    days: r.list(o, 'days', at, 14, (d, p) => openingDay(r, d, p)),
    note: r.text(o, 'note', at, L.note),
  }),
  address: (r, o, at) => ({
    kind: 'address',
    text: r.text(o, 'text', at, L.address, { required: true, multiline: true }),
    map_url: r.url(o, 'map_url', at, false),
  }),
  contact: (r, o, at) => {
    const block = {
      kind: 'contact' as const,
      name: r.text(o, 'name', at, L.name),
      phone: r.pattern(o, 'phone', at, PHONE_PATTERN, PAGE_MESSAGES.phone, false),
      email: r.pattern(o, 'email', at, EMAIL_PATTERN, FIELD_MESSAGES.email, false),
      org: r.text(o, 'org', at, L.name),
    };
    if (!block.phone && !block.email) r.fail(at, say(PAGE_MESSAGES.contactNeedsWay, at));
    return block;
  },
  coupon: (r, o, at) => ({
    kind: 'coupon',
    title: r.text(o, 'title', at, L.title),
    code: r.text(o, 'code', at, L.code, { required: true }),
    valid_until: r.pattern(o, 'valid_until', at, DATE, PAGE_MESSAGES.date, false),
    terms: r.text(o, 'terms', at, L.terms, { multiline: true }),
  }),
  event: (r, o, at) => ({
    kind: 'event',
    title: r.text(o, 'title', at, L.title, { required: true }),
    ...eventTimes(r, o, at),
    place: r.text(o, 'place', at, L.place),
  }),
  divider: () => ({ kind: 'divider' }),
};

function readTheme(r: PageReader, raw: unknown, at: string): PageTheme {
  if (raw === undefined || raw === null) return { ...DEFAULT_PAGE_THEME.light };
  if (!isObject(raw)) {
    r.fail(at, say(PAGE_MESSAGES.object, at));
    return { ...DEFAULT_PAGE_THEME.light };
  }
  const mode = r.choice(raw, 'mode', at, PAGE_MODES, 'light');
  const defaults = DEFAULT_PAGE_THEME[mode];
  const colour = (key: 'accent' | 'background') => {
    if (raw[key] === undefined || raw[key] === null || raw[key] === '') return defaults[key];
    if (typeof raw[key] === 'string' && HEX_COLOR_PATTERN.test(raw[key])) return raw[key].toUpperCase();
    r.fail(`${at}.${key}`, say(FIELD_MESSAGES.colour, `${at}.${key}`));
    return defaults[key];
  };
  return {
    mode,
    font: r.choice(raw, 'font', at, PAGE_FONTS, 'system'),
    accent: colour('accent'),
    background: colour('background'),
  };
}

function readBlock(r: PageReader, raw: Raw, at: string): PageBlock | null {
  const kind = raw.kind;
  if (typeof kind !== 'string' || !(PAGE_BLOCK_KINDS as readonly string[]).includes(kind)) {
    r.fail(`${at}.kind`, say(FIELD_MESSAGES.oneOf, `${at}.kind`, PAGE_BLOCK_KINDS.join(', ')));
    return null;
  }
  return BLOCK_READERS[kind as PageBlockKind](r, raw, at);
}

function readPage(r: PageReader, raw: unknown, at: string): HostedPage {
  if (!isObject(raw)) {
    r.fail(at, say(PAGE_MESSAGES.object, at));
    return { theme: { ...DEFAULT_PAGE_THEME.light }, blocks: [] };
  }
  const theme = readTheme(r, raw.theme, `${at}.theme`);
  const blocks = r
    .list(raw, 'blocks', at, PAGE_MAX_BLOCKS, (o, p) => readBlock(r, o, p), false)
    .filter((b): b is PageBlock => b !== null);
  return { theme, blocks };
}

/** Checks a page on its own (the editor's preview, tests); `at` names it in the errors. */
export function validatePage(
  raw: unknown,
  ownHosts: readonly string[] = [],
  at = 'page',
): PageCheck<HostedPage> {
  const r = new PageReader(ownHosts);
  const page = readPage(r, raw, at);
  return r.result(page);
}

const TYPE_READERS: Record<PageQrType, (r: PageReader, raw: Raw, at: string) => PageQrData> = {
  links: (r, raw, at) => ({
    title: r.text(raw, 'title', at, L.title, { required: true }),
    ...optional('description', r.text(raw, 'description', at, L.text, { multiline: true })),
    ...optional('avatar', r.file(raw, 'avatar', at, 'image', false)),
    links: r.list(raw, 'links', at, PAGE_MAX_ITEMS, (o, p) => link(r, o, p)),
    ...optionalList(
      'socials',
      r.list(raw, 'socials', at, PAGE_MAX_ITEMS, (o, p) => social(r, o, p), false),
    ),
    ...optionalPage(r, raw, at),
  }),
  app: (r, raw, at) => ({
    title: r.text(raw, 'title', at, L.title, { required: true }),
    ios_url: r.url(raw, 'ios_url', at),
    android_url: r.url(raw, 'android_url', at),
    ...optional('fallback_url', r.url(raw, 'fallback_url', at, false)),
    ...optionalPage(r, raw, at),
  }),
  pdf: (r, raw, at) => ({
    title: r.text(raw, 'title', at, L.title, { required: true }),
    file: r.file(raw, 'file', at, 'pdf'),
    ...optional('description', r.text(raw, 'description', at, L.text, { multiline: true })),
    ...optionalPage(r, raw, at),
  }),
  business: (r, raw, at) => ({
    title: r.text(raw, 'title', at, L.title, { required: true }),
    ...optional('description', r.text(raw, 'description', at, L.text, { multiline: true })),
    ...optional('phone', r.pattern(raw, 'phone', at, PHONE_PATTERN, PAGE_MESSAGES.phone, false)),
    ...optional('email', r.pattern(raw, 'email', at, EMAIL_PATTERN, FIELD_MESSAGES.email, false)),
    ...optional('website', r.url(raw, 'website', at, false)),
    ...optional('address', r.text(raw, 'address', at, L.address, { multiline: true })),
    ...optionalList(
      'hours',
      r.list(raw, 'hours', at, 14, (d, p) => openingDay(r, d, p), false),
    ),
    ...optionalList(
      'socials',
      r.list(raw, 'socials', at, PAGE_MAX_ITEMS, (o, p) => social(r, o, p), false),
    ),
    ...optionalPage(r, raw, at),
  }),
  coupon: (r, raw, at) => ({
    title: r.text(raw, 'title', at, L.title, { required: true }),
    code: r.text(raw, 'code', at, L.code, { required: true }),
    ...optional('description', r.text(raw, 'description', at, L.text, { multiline: true })),
    ...optional('valid_until', r.pattern(raw, 'valid_until', at, DATE, PAGE_MESSAGES.date, false)),
    ...optional('terms', r.text(raw, 'terms', at, L.terms, { multiline: true })),
    ...optional('redeem_url', r.url(raw, 'redeem_url', at, false)),
    ...optionalPage(r, raw, at),
  }),
  event: (r, raw, at) => {
    const when = eventTimes(r, raw, at);
    return {
      title: r.text(raw, 'title', at, L.title, { required: true }),
      ...when,
      ...optional('place', r.text(raw, 'place', at, L.place)),
      ...optional('description', r.text(raw, 'description', at, L.text, { multiline: true })),
      ...optional('url', r.url(raw, 'url', at, false)),
      ...optionalPage(r, raw, at),
    };
  },
  page: (r, raw, at) => ({
    title: r.text(raw, 'title', at, L.title, { required: true }),
    page: readPage(r, raw.page ?? { blocks: [] }, `${at}.page`),
  }),
};

const optional = <K extends string>(key: K, value: string) =>
  (value ? { [key]: value } : {}) as Partial<Record<K, string>>;
const optionalList = <K extends string, T>(key: K, value: T[]) =>
  (value.length ? { [key]: value } : {}) as Partial<Record<K, T[]>>;
const optionalPage = (r: PageReader, raw: Raw, at: string) =>
  raw.page === undefined || raw.page === null ? {} : { page: readPage(r, raw.page, `${at}.page`) };

/**
 * A page type's data checked and normalised; fields of other types are
 * dropped. `at` prefixes the errors' field names ('data' in the api).
 */
export function validatePageQrData(
  type: PageQrType,
  raw: Record<string, unknown>,
  ownHosts: readonly string[] = [],
  at = 'data',
): PageCheck<PageQrData> {
  const r = new PageReader(ownHosts);
  const data = TYPE_READERS[type](r, raw, at);
  return r.result(data);
}
