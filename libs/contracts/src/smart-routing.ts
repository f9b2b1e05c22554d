import type { FieldErrors } from './qr-validation';
import { normalizeDestinationUrl } from './destination-url';
import { isPageQrType } from './pages/page-model';

/*
 * Smart dynamic codes: redirect rules and A/B splits. The api validates and evaluates
 * them (on every scan, from its cache); the form edits them and the details screen
 * describes them in words. One definition for both.
 */

export const RULE_OS = ['ios', 'android', 'windows', 'macos', 'linux'] as const;
export type RuleOs = (typeof RULE_OS)[number];

export const RULE_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type RuleDevice = (typeof RULE_DEVICES)[number];

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const MAX_RULES = 20;
export const SPLIT_MIN = 2;
export const SPLIT_MAX = 5;
export const SPLIT_MAX_WEIGHT = 1_000_000;
export const CODE_PASSWORD_MIN = 4;
export const CODE_PASSWORD_MAX = 128;

/** A daily window in a time zone; `to` before `from` runs across midnight. */
export interface TimeWindow {
  /** The days the window starts on; every day when left out. */
  days?: Weekday[];
  /** 'HH:MM', inclusive. */
  from: string;
  /** 'HH:MM', exclusive. */
  to: string;
  /** An IANA zone such as Europe/Berlin. */
  timezone: string;
}

/** What must all hold for a rule to apply. */
export interface RuleConditions {
  os?: RuleOs[];
  device?: RuleDevice[];
  /** ISO 3166-1 alpha-2, upper case. */
  country?: string[];
  /** Primary language tags (ISO 639), lower case: `de` matches `de-AT`. */
  language?: string[];
  time?: TimeWindow;
}

export interface SplitEntry {
  destination: string;
  weight: number;
}

/** A rule leads to one destination, or splits its visitors between several. */
export interface RedirectRule {
  when: RuleConditions;
  destination?: string;
  split?: SplitEntry[];
}

/** What a scan knows about its visitor when the rules are evaluated. */
export interface RoutingVisitor {
  os: RuleOs | null;
  device: RuleDevice | null;
  country: string | null;
  /** Primary tags of Accept-Language, most preferred first. */
  languages: string[];
}

/**
 * How a dynamic code of this type routes: a url code by rules and a split, a hosted page by
 * rules alone (a scan no rule takes gets the page), the other types not at all.
 */
export type CodeRoutes = 'url' | 'page' | null;

export function routesOf(type: string): CodeRoutes {
  if (type === 'url') return 'url';
  return isPageQrType(type) ? 'page' : null;
}

export const ROUTING_MESSAGES = {
  notUrlCode: 'Only dynamic url codes and hosted pages can have rules, and only url codes a split.',
  splitOnPage: 'A hosted page is what its code opens: it can have rules, but not a split.',
  passwordOnStatic: 'Only dynamic codes can be protected with a password.',
  capOnStatic: 'Only dynamic codes can have a scan cap or a start date.',
  rulesNotList: `rules must be a list of at most ${MAX_RULES} rules.`,
  ruleNotObject: 'Each rule must be an object { when, destination } or { when, split }.',
  ruleTarget: 'A rule needs either a destination or a split.',
  whenEmpty: 'when must name at least one condition (os, device, country, language or time).',
  whenUnknownKey: 'when may only hold os, device, country, language and time.',
  os: `os must be a list of: ${RULE_OS.join(', ')}.`,
  device: `device must be a list of: ${RULE_DEVICES.join(', ')}.`,
  country: 'country must be a list of ISO 3166-1 alpha-2 codes, such as DE or AT.',
  language: 'language must be a list of primary language tags, such as de or en.',
  timeNotObject: "time must be { days?, from: 'HH:MM', to: 'HH:MM', timezone }.",
  days: `days must be a list of: ${WEEKDAYS.join(', ')}.`,
  clock: 'must be a time of day written HH:MM (00:00 to 23:59).',
  timezone: 'timezone must be an IANA time zone, such as Europe/Berlin.',
  splitSize: `A split needs ${SPLIT_MIN} to ${SPLIT_MAX} destinations.`,
  splitEntry: 'Each split entry must be { destination, weight }.',
  weight: `weight must be a positive whole number (at most ${SPLIT_MAX_WEIGHT.toLocaleString('en')}).`,
  password: `password must be ${CODE_PASSWORD_MIN} to ${CODE_PASSWORD_MAX} characters, or null to remove it.`,
  maxScans: 'max_scans must be a positive whole number, or null for no cap.',
  incorrectPassword: 'Incorrect password.',
  tooManyAttempts: 'Too many incorrect passwords. Please try again later.',
  passwordChecksBusy: 'Too many people are entering passwords right now. Please try again in a moment.',
  passwordRequired: 'Enter the password.',
} as const;

/* ISO 3166-1 alpha-2: the officially assigned codes. */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT ' +
  'BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ' +
  'ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT ' +
  'HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS ' +
  'LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI ' +
  'NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG ' +
  'SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/* ISO 639-1: the two-letter primary language tags browsers send. */
export const LANGUAGE_CODES: readonly string[] = (
  'aa ab ae af ak am an ar as av ay az ba be bg bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv ' +
  'dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ' +
  'ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv ' +
  'mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm ' +
  'rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts ' +
  'tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

const COUNTRY_SET = new Set(COUNTRY_CODES);
const LANGUAGE_SET = new Set(LANGUAGE_CODES);
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const WHEN_KEYS = new Set(['os', 'device', 'country', 'language', 'time']);

/** True when the zone is one the runtime knows (IANA names; the same data in Node and browsers). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The routing of a code as saved: checked, destinations normalised. */
export interface Routing {
  rules: RedirectRule[] | null;
  split: SplitEntry[] | null;
}

/**
 * Checks rules and a split as a client sent them. Structure problems are `errors` (400);
 * destinations that fail the URL rules are `urlErrors` (422, as the code's own destination).
 * `urlProblem` is the same check the code's destination passes.
 */
export function checkRouting(
  input: { rules?: unknown; split?: unknown },
  urlProblem: (url: string) => string | null,
): { ok: true; value: Partial<Routing> } | { ok: false; errors: FieldErrors; urlErrors: FieldErrors } {
  const errors: FieldErrors = {};
  const urlErrors: FieldErrors = {};
  const add = (into: FieldErrors, field: string, message: string) => (into[field] ??= []).push(message);
  const destination = (field: string, value: unknown): string => {
    if (typeof value !== 'string' || !value.trim()) {
      add(urlErrors, field, urlProblem('') ?? 'The destination URL is required.');
      return '';
    }
    const problem = urlProblem(value.trim());
    if (problem) {
      add(urlErrors, field, problem);
      return '';
    }
    return normalizeDestinationUrl(value.trim());
  };
  const split = (field: string, value: unknown): SplitEntry[] => {
    if (!Array.isArray(value) || value.length < SPLIT_MIN || value.length > SPLIT_MAX) {
      add(errors, field, ROUTING_MESSAGES.splitSize);
      return [];
    }
    return value.map((entry: unknown, i) => {
      const at = `${field}[${i}]`;
      if (!isPlainObject(entry)) {
        add(errors, at, ROUTING_MESSAGES.splitEntry);
        return { destination: '', weight: 0 };
      }
      const { weight } = entry;
      if (
        typeof weight !== 'number' ||
        !Number.isInteger(weight) ||
        weight < 1 ||
        weight > SPLIT_MAX_WEIGHT
      ) {
        add(errors, `${at}.weight`, ROUTING_MESSAGES.weight);
      }
      return { destination: destination(`${at}.destination`, entry.destination), weight: weight as number };
    });
  };
  const value: Partial<Routing> = {};
  if (input.split !== undefined) {
    value.split = input.split === null ? null : split('split', input.split);
  }
  if (input.rules !== undefined) {
    if (input.rules === null) value.rules = null;
    else if (!Array.isArray(input.rules) || input.rules.length > MAX_RULES)
      add(errors, 'rules', ROUTING_MESSAGES.rulesNotList);
    else {
      value.rules = input.rules.map((rule: unknown, i) => {
        const at = `rules[${i}]`;
        if (!isPlainObject(rule)) {
          add(errors, at, ROUTING_MESSAGES.ruleNotObject);
          return { when: {} };
        }
        const when = checkConditions(`${at}.when`, rule.when, (f, m) => add(errors, f, m));
        const hasDestination = rule.destination !== undefined && rule.destination !== null;
        const hasSplit = rule.split !== undefined && rule.split !== null;
        if (hasDestination === hasSplit) {
          add(errors, at, ROUTING_MESSAGES.ruleTarget);
          return { when };
        }
        return hasDestination
          ? { when, destination: destination(`${at}.destination`, rule.destination) }
          : { when, split: split(`${at}.split`, rule.split) };
      });
      if (value.rules.length === 0) value.rules = null;
    }
  }
  if (Object.keys(errors).length || Object.keys(urlErrors).length) return { ok: false, errors, urlErrors };
  return { ok: true, value };
}

function checkConditions(
  field: string,
  raw: unknown,
  add: (field: string, message: string) => void,
): RuleConditions {
  if (!isPlainObject(raw) || Object.keys(raw).length === 0) {
    add(field, ROUTING_MESSAGES.whenEmpty);
    return {};
  }
  if (Object.keys(raw).some((key) => !WHEN_KEYS.has(key))) add(field, ROUTING_MESSAGES.whenUnknownKey);
  const when: RuleConditions = {};
  const list = (
    key: keyof RuleConditions,
    allowed: (v: string) => boolean,
    message: string,
    norm: (v: string) => string,
  ) => {
    const value = raw[key];
    if (value === undefined) return;
    if (!Array.isArray(value) || value.length === 0 || value.length > 300)
      return add(`${field}.${key}`, message);
    const normalised = value.map((v) => (typeof v === 'string' ? norm(v.trim()) : ''));
    if (normalised.some((v) => !allowed(v))) return add(`${field}.${key}`, message);
    (when as Record<string, unknown>)[key] = [...new Set(normalised)];
  };
  list(
    'os',
    (v) => (RULE_OS as readonly string[]).includes(v),
    ROUTING_MESSAGES.os,
    (v) => v.toLowerCase(),
  );
  list(
    'device',
    (v) => (RULE_DEVICES as readonly string[]).includes(v),
    ROUTING_MESSAGES.device,
    (v) => v.toLowerCase(),
  );
  list(
    'country',
    (v) => COUNTRY_SET.has(v),
    ROUTING_MESSAGES.country,
    (v) => v.toUpperCase(),
  );
  list(
    'language',
    (v) => LANGUAGE_SET.has(v),
    ROUTING_MESSAGES.language,
    (v) => v.toLowerCase(),
  );
  if (raw.time !== undefined) {
    const time = checkTime(`${field}.time`, raw.time, add);
    if (time) when.time = time;
  }
  return when;
}

function checkTime(
  field: string,
  raw: unknown,
  add: (field: string, message: string) => void,
): TimeWindow | null {
  if (!isPlainObject(raw)) {
    add(field, ROUTING_MESSAGES.timeNotObject);
    return null;
  }
  let ok = true;
  for (const key of ['from', 'to'] as const) {
    if (typeof raw[key] !== 'string' || !CLOCK.test(raw[key])) {
      add(`${field}.${key}`, `${key} ${ROUTING_MESSAGES.clock}`);
      ok = false;
    }
  }
  if (!isTimeZone(raw.timezone)) {
    add(`${field}.timezone`, ROUTING_MESSAGES.timezone);
    ok = false;
  }
  let days: Weekday[] | undefined;
  if (raw.days !== undefined) {
    const valid =
      Array.isArray(raw.days) &&
      raw.days.length > 0 &&
      raw.days.every(
        (d) => typeof d === 'string' && (WEEKDAYS as readonly string[]).includes(d.toLowerCase()),
      );
    if (!valid) {
      add(`${field}.days`, ROUTING_MESSAGES.days);
      ok = false;
    } else days = [...new Set((raw.days as string[]).map((d) => d.toLowerCase() as Weekday))];
  }
  if (!ok) return null;
  return {
    ...(days ? { days } : {}),
    from: raw.from as string,
    to: raw.to as string,
    timezone: raw.timezone as string,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/* ---------- evaluation (every scan, so kept cheap) ---------- */

/** The local weekday and minute of the day in a zone, remembered for the current minute. */
const clocks = new Map<string, { minute: number; weekday: number; minuteOfDay: number }>();
const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export function localClock(zone: string, now: Date): { weekday: number; minuteOfDay: number } {
  const minute = Math.floor(now.getTime() / 60_000);
  const known = clocks.get(zone);
  if (known && known.minute === minute) return known;
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const clock = {
    minute,
    weekday: WEEKDAY_INDEX[parts.weekday] ?? 0,
    minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute),
  };
  clocks.set(zone, clock);
  return clock;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** True when `now` falls in the window; a window across midnight belongs to the day it starts. */
export function inTimeWindow(window: TimeWindow, now: Date): boolean {
  const { weekday, minuteOfDay } = localClock(window.timezone, now);
  const from = minutes(window.from);
  const to = minutes(window.to);
  const onDay = (day: number) => !window.days || window.days.includes(WEEKDAYS[(day + 7) % 7]);
  if (from === to) return onDay(weekday);
  if (from < to) return minuteOfDay >= from && minuteOfDay < to && onDay(weekday);
  if (minuteOfDay >= from) return onDay(weekday);
  return minuteOfDay < to && onDay(weekday - 1);
}

function matches(
  when: RuleConditions,
  visitor: RoutingVisitor,
  language: string | undefined,
  now: Date,
): boolean {
  if (when.os && !(visitor.os && when.os.includes(visitor.os))) return false;
  if (when.device && !(visitor.device && when.device.includes(visitor.device))) return false;
  if (when.country && !(visitor.country && when.country.includes(visitor.country))) return false;
  if (when.language && !(language && when.language.includes(language))) return false;
  if (when.time && !inTimeWindow(when.time, now)) return false;
  return true;
}

/** One destination of a split, by weight. */
export function pickFromSplit(split: readonly SplitEntry[], random: () => number = Math.random): string {
  let total = 0;
  for (const entry of split) total += entry.weight;
  let point = random() * total;
  for (const entry of split) {
    point -= entry.weight;
    if (point < 0) return entry.destination;
  }
  return split[split.length - 1].destination;
}

/**
 * Where a scan goes: the first rule whose conditions all hold, else the code's split, else
 * its destination (a hosted page's fallback is null: the page itself). Languages are tried
 * in the visitor's order of preference: a rule for their first language wins over a rule
 * for their second, whatever the rules' order.
 */
export function routeScan<Fallback extends string | null>(
  routing: Routing,
  fallback: Fallback,
  visitor: RoutingVisitor,
  now: Date,
  random: () => number = Math.random,
): string | Fallback {
  const target = (rule: RedirectRule) => rule.destination ?? pickFromSplit(rule.split ?? [], random);
  if (routing.rules) {
    const rules = routing.rules;
    const languageRules = rules.some((r) => r.when.language);
    const first = rules.find((r) => matches(r.when, visitor, visitor.languages[0], now));
    if (first) return target(first);
    if (languageRules) {
      for (const language of visitor.languages.slice(1)) {
        const rule = rules.find((r) => r.when.language && matches(r.when, visitor, language, now));
        if (rule) return target(rule);
      }
    }
  }
  if (routing.split) return pickFromSplit(routing.split, random);
  return fallback;
}

/** Accept-Language entries read at most: a browser sends a handful; the rest of a longer header is left unread. */
export const ACCEPT_LANGUAGE_ENTRIES_MAX = 20;

/**
 * Accept-Language's primary tags, most preferred first (q=0 left out, duplicates once):
 * `de-AT, en;q=0.8, de;q=0.7` reads as [de, en]. Only the first ACCEPT_LANGUAGE_ENTRIES_MAX
 * entries are split off, so a header of thousands costs no more than one of twenty.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const entries = header
    .split(',', ACCEPT_LANGUAGE_ENTRIES_MAX)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)).find(Boolean);
      return { tag: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q[1]) : 1, index };
    })
    .filter((e) => /^[a-z]{2,3}$/.test(e.tag) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return [...new Set(entries.map((e) => e.tag))];
}

/* ---------- words, for the details screen ---------- */

const OS_WORDS: Record<RuleOs, string> = {
  ios: 'iPhone and iPad',
  android: 'Android',
  windows: 'Windows',
  macos: 'Mac',
  linux: 'Linux',
};
const DEVICE_WORDS: Record<RuleDevice, string> = {
  mobile: 'phones',
  tablet: 'tablets',
  desktop: 'computers',
};
const DAY_WORDS: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

export const OS_LABELS = OS_WORDS;
export const DEVICE_LABELS: Record<RuleDevice, string> = {
  mobile: 'Phone',
  tablet: 'Tablet',
  desktop: 'Computer',
};

function displayName(type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const countryName = (code: string) => displayName('region', code);
export const languageName = (code: string) => displayName('language', code);

/** "iPhone and iPad in Germany or Austria" and the like. */
export function describeConditions(when: RuleConditions): string {
  const parts: string[] = [];
  const or = (items: string[]) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
  parts.push(when.os ? or(when.os.map((o) => OS_WORDS[o])) : 'Visitors');
  if (when.device) parts.push(`on ${or(when.device.map((d) => DEVICE_WORDS[d]))}`);
  if (when.country) parts.push(`in ${or(when.country.map(countryName))}`);
  if (when.language) parts.push(`speaking ${or(when.language.map(languageName))}`);
  if (when.time) {
    const { days, from, to, timezone } = when.time;
    const on = days ? `on ${days.map((d) => DAY_WORDS[d]).join(', ')} ` : '';
    parts.push(`${on}from ${from} to ${to} (${timezone})`);
  }
  return parts.join(' ');
}

/** A split in words: "https://a… 70% · https://b… 30%". */
export function describeSplit(split: readonly SplitEntry[]): string {
  return splitPercentages(split)
    .map(({ destination, percent }) => `${destination} ${percent}%`)
    .join(' · ');
}

/** Each entry's share in whole percent (rounded; they may not add to exactly 100). */
export function splitPercentages(split: readonly SplitEntry[]): { destination: string; percent: number }[] {
  const total = split.reduce((sum, e) => sum + (Number.isFinite(e.weight) && e.weight > 0 ? e.weight : 0), 0);
  return split.map((e) => ({
    destination: e.destination,
    percent: total > 0 && e.weight > 0 ? Math.round((e.weight / total) * 100) : 0,
  }));
}

/** A rule in words: "iPhone and iPad in Germany → https://…". */
export function describeRule(rule: RedirectRule): string {
  const target = rule.destination ?? (rule.split ? describeSplit(rule.split) : '');
  return `${describeConditions(rule.when)} → ${target}`;
}
