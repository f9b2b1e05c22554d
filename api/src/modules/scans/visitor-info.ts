import Bowser from 'bowser';
import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { type RoutingVisitor, type RuleDevice, type RuleOs } from '@qrpanel/contracts';
import { acceptedLanguages } from '@qrpanel/contracts/smart-routing';
import { countryOfIp } from './country-of-ip';

export type DeviceType = 'desktop' | 'mobile' | 'tablet' | 'tv' | 'other';

/** What a scan records about who scanned: never the raw IP. */
export interface VisitorInfo {
  os: string;
  browser: string;
  deviceType: DeviceType;
  /** ISO 3166-1 alpha-2, or null when unknown. */
  country: string | null;
  /** Salted SHA-256 of IP and user agent: counts unique visitors without keeping the IP. */
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

/** Parsing a user agent costs ~70 µs; the same few agents scan again and again, so keep the answers. */
const MAX_MEMO = 20_000;

export class VisitorClassifier {
  private readonly agents = new Map<string, ParsedAgent>();
  private readonly languages = new Map<string, string[]>();

  constructor(private readonly salt: string) {}

  classify(req: ScanRequest): VisitorInfo {
    const agent = this.parseAgent(req.userAgent);
    return {
      ...agent,
      isBot: agent.isBot || req.method === 'HEAD',
      country: countryOf(req),
      visitorHash: createHash('sha256').update(`${this.salt}\n${req.ip}\n${req.userAgent}`).digest('hex'),
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
    let languages = this.languages.get(header);
    if (!languages) {
      languages = acceptedLanguages(header);
      if (this.languages.size >= MAX_MEMO) this.languages.clear();
      this.languages.set(header, languages);
    }
    return languages;
  }

  private parseAgent(userAgent: string): ParsedAgent {
    let parsed = this.agents.get(userAgent);
    if (!parsed) {
      parsed = parseAgent(userAgent);
      if (this.agents.size >= MAX_MEMO) this.agents.clear();
      this.agents.set(userAgent, parsed);
    }
    return parsed;
  }
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

function countryOf(req: ScanRequest): string | null {
  const fromProxy = req.proxyCountry?.trim().toUpperCase();
  // XX and T1 are Cloudflare's "unknown" and "Tor".
  if (fromProxy && /^[A-Z]{2}$/.test(fromProxy) && fromProxy !== 'XX' && fromProxy !== 'T1') return fromProxy;
  return countryOfIp(req.ip);
}
