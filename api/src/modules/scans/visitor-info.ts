import Bowser from 'bowser';
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { type RoutingVisitor, type RuleDevice, type RuleOs } from '@qrpanel/contracts';
import { acceptedLanguages } from '@qrpanel/contracts/smart-routing';
import { countryOfIp, loadCountries, plainAddress } from '../../platform/geo/country-of-ip';
import { loadPlaces, placeOfIp } from './place-of-ip';

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'other';

/** What a scan records about who scanned: never the raw IP. */
export interface VisitorInfo {
  os: string;
  browser: string;
  deviceType: DeviceType;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
  /** Region (state, province) of the address, or null when unknown. */
  region: string | null;
  /** City of the address; null when unknown or the scanner asked not to be tracked. */
  city: string | null;
  /** First language of Accept-Language ('en'); null when none or not to be tracked. */
  language: string | null;
  /**
   * Keyed hash (SHA-256 under the day's secret salt) of IP and user agent: counts the day's
   * unique visitors without keeping the IP, and cannot be reversed once the salt is
   * forgotten. '' when the scanner asked not to be tracked.
   */
  visitorHash: string;
  isBot: boolean;
}

export interface ScanRequest {
  ip: string;
  userAgent: string;
  method: string;
  /** A trusted proxy's country header (CF-IPCountry and the like), when TRUST_PROXY is set. */
  proxyCountry?: string;
  /** The Accept-Language header, for rules by language. */
  acceptLanguage?: string;
  /** `DNT: 1` or `Sec-GPC: 1`: counted, but without city, language or visitor hash. */
  doNotTrack?: boolean;
}

/**
 * Reads the GeoIP files the classifier looks addresses up in (about 140 MB, without blocking
 * the event loop). Until it has finished, addresses have no country or place.
 */
export async function loadVisitorData(): Promise<void> {
  await Promise.all([loadCountries(), loadPlaces()]);
}

/** Bowser's OS names as the rules name them. */
const RULE_OS_OF: Record<string, RuleOs> = {
  iOS: 'ios',
  Android: 'android',
  Windows: 'windows',
  macOS: 'macos',
  Linux: 'linux',
};
const RULE_DEVICE_OF: Partial<Record<DeviceType, RuleDevice>> = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
};

interface ParsedAgent {
  os: string;
  browser: string;
  deviceType: DeviceType;
  isBot: boolean;
}

/** Where an address is, as the scans record it. */
interface Whereabouts {
  country: string | null;
  region: string | null;
  city: string | null;
}

/**
 * Link previewers fetch a link to draw a card; they are not people scanning. isbot knows
 * most; these are the chat apps whose user agents look like browsers.
 */
const PREVIEWERS =
  /(WhatsApp|TelegramBot|Slackbot|Slack-ImgProxy|Discordbot|facebookexternalhit|LinkedInBot|Twitterbot|SkypeUriPreview|redditbot|Embedly|Iframely|Pinterestbot|vkShare|Viber)/i;

const DEVICE_TYPES: Record<string, DeviceType> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
  tv: 'tv',
};

/**
 * Parsing a user agent costs ~70 µs and a city lookup ~5 µs; the same few agents and
 * addresses scan again and again, so keep the answers (in memory only, never stored).
 */
const MAX_MEMO = 20_000;
/** Longer keys are not remembered (real User-Agents and Accept-Languages stay far under). */
const MEMO_KEY_MAX = 1024;

export class VisitorClassifier {
  private readonly agents = new Map<string, ParsedAgent>();
  private readonly languages = new Map<string, string[]>();
  private readonly places = new Map<string, Whereabouts>();

  /** `saltOf` gives the salt of a moment's day (VisitorSalts). */
  constructor(private readonly saltOf: (now: Date) => string) {}

  classify(req: ScanRequest, now = new Date()): VisitorInfo {
    const agent = this.parseAgent(req.userAgent);
    const place = this.placeOf(req.ip);
    const tracked = !req.doNotTrack;
    return {
      ...agent,
      isBot: agent.isBot || req.method === 'HEAD',
      country: countryOf(req, place),
      region: place.region,
      city: tracked ? place.city : null,
      language: tracked ? (this.languagesOf(req.acceptLanguage ?? '')[0] ?? null) : null,
      // Keyed by the day's secret salt (a prefix key: half the cost of an HMAC on this path).
      visitorHash: tracked
        ? createHash('sha256')
            .update(`${this.saltOf(now)}\n${req.ip}\n${req.userAgent}`)
            .digest('hex')
        : '',
    };
  }

  /** What redirect rules read of a classified visitor; the language list is remembered per header. */
  routingVisitor(visitor: VisitorInfo, req: ScanRequest): RoutingVisitor {
    return {
      os: RULE_OS_OF[visitor.os] ?? null,
      device: RULE_DEVICE_OF[visitor.deviceType] ?? null,
      country: visitor.country,
      languages: this.languagesOf(req.acceptLanguage ?? ''),
    };
  }

  private languagesOf(header: string): string[] {
    return memo(this.languages, header, acceptedLanguages);
  }

  private parseAgent(userAgent: string): ParsedAgent {
    return memo(this.agents, userAgent, parseAgent);
  }

  private placeOf(ip: string): Whereabouts {
    return memo(this.places, ip, (address) => {
      const plain = plainAddress(address);
      return { country: countryOfIp(plain), ...placeOfIp(plain) };
    });
  }
}

/**
 * The remembered answer for a key, computed once; the memo is emptied when full. A key longer
 * than any real one (a padded User-Agent, a 10 KB Accept-Language) is computed each time and
 * never kept: 20,000 of them would hold hundreds of megabytes.
 */
function memo<T>(answers: Map<string, T>, key: string, compute: (key: string) => T): T {
  if (key.length > MEMO_KEY_MAX) return compute(key);
  let answer = answers.get(key);
  if (answer === undefined) {
    answer = compute(key);
    if (answers.size >= MAX_MEMO) answers.clear();
    answers.set(key, answer);
  }
  return answer;
}

function parseAgent(userAgent: string): ParsedAgent {
  const bot = !userAgent || isbot(userAgent) || PREVIEWERS.test(userAgent);
  if (!userAgent) return { os: 'Unknown', browser: 'Unknown', deviceType: 'other', isBot: true };
  const ua = Bowser.parse(userAgent);
  return {
    os: ua.os.name || 'Unknown',
    browser: ua.browser.name || 'Unknown',
    deviceType: DEVICE_TYPES[ua.platform.type ?? ''] ?? 'other',
    isBot: bot,
  };
}

function countryOf(req: ScanRequest, place: Whereabouts): string | null {
  const fromProxy = req.proxyCountry?.trim().toUpperCase();
  // XX and T1 are Cloudflare's "unknown" and "Tor".
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX' && fromProxy !== 'T1') return fromProxy;
  return place.country;
}
