/**
 * Custom domains (docs/product.md, Custom domains): a workspace adds a host name of its own,
 * proves it holds it in DNS, and its codes print and answer at `https://{hostname}/{key}`.
 */

import { UrlClass } from './destination-url';

/** `pending` until DNS proves it; `verified` answers scans; `inactive` after failing its checks for days. */
export const DOMAIN_STATUSES = ['pending', 'verified', 'inactive'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

/** The TXT record's name that proves a domain is the workspace's. */
export const DOMAIN_CHALLENGE_PREFIX = '_qrpanel-challenge';
/** A verified domain whose DNS fails its checks this long turns inactive. */
export const DOMAIN_GRACE_DAYS = 3;
export const HOSTNAME_MAX = 253;

export const DOMAIN_MESSAGES = {
  hostnameRequired: 'Enter a domain name such as qr.example.com.',
  hostnameInvalid:
    'Enter a domain name such as qr.example.com: letters, digits and hyphens, parts joined by dots.',
  hostnameNoDot: 'A domain has at least one dot, such as qr.example.com.',
  hostnameLocal: 'A domain must be a public name: not localhost and not an IP address.',
  hostnameOwn: "This is the panel's own address: add a domain of your own.",
  taken: 'This domain is already added.',
  limitReached: 'Your plan does not include more custom domains.',
  notFound: 'Domain not found.',
  inUse: 'QR codes use this domain: move or delete them first.',
  urlInvalid: 'Enter a full address starting with http:// or https://.',
  notUsable: 'Choose one of the verified domains of this workspace.',
  staticHasNoDomain: 'Only dynamic QR codes have a domain.',
  recordMissing:
    'Neither the TXT record nor a CNAME to the address shown was found yet. DNS changes can take a few minutes.',
  dnsFailed: 'DNS did not answer. Try again in a few minutes.',
  verified: 'The domain is verified.',
  checkedTooOften: 'DNS was checked too often. Please try again later.',
} as const;

/** What a workspace adds to prove a domain is theirs: the TXT record (or a CNAME to `cname_target`). */
export interface DomainVerification {
  type: 'TXT';
  /** `_qrpanel-challenge.{hostname}` */
  name: string;
  value: string;
}

export interface DomainDto {
  id: number;
  workspace_id: number;
  /** As people read it (internationalised names in their letters). */
  hostname: string;
  /** As DNS and browsers send it (punycode). */
  ascii_hostname: string;
  status: DomainStatus;
  verification: DomainVerification;
  /** The instance's host a CNAME may point to instead of the TXT record. */
  cname_target: string;
  /** Where the bare domain sends people; null: a not-found page. */
  root_url: string | null;
  /** Where an unknown key sends people; null: a not-found page. */
  not_found_url: string | null;
  verified_at: string | null;
  last_checked_at: string | null;
  /** Why the last check failed (DOMAIN_MESSAGES), or null. */
  last_check_message: string | null;
  /** Since when a verified domain's checks fail; it turns inactive DOMAIN_GRACE_DAYS later. */
  failing_since: string | null;
  codes_count: number;
  created_at: string;
}

/** The body of POST /domains. */
export interface CreateDomainInput {
  hostname: string;
}

/** The body of PATCH /domains/{id}: null or '' clears an address. */
export interface UpdateDomainInput {
  root_url?: string | null;
  not_found_url?: string | null;
}

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^\d+(\.\d+){0,3}$/;

/**
 * The host name as DNS reads it (lower case, punycode, no trailing dot) and why it cannot be
 * a custom domain, if it cannot. The URL parser does the IDNA mapping, in browsers and Node.
 */
export function normaliseHostname(input: string): { ascii: string; problem: string | null } {
  const typed = input.trim().replace(/\.$/, '');
  if (!typed) return { ascii: '', problem: DOMAIN_MESSAGES.hostnameRequired };
  if (/[\s/:@?#\\[\]]/.test(typed) || typed.length > HOSTNAME_MAX) {
    return { ascii: typed, problem: DOMAIN_MESSAGES.hostnameInvalid };
  }
  let ascii: string;
  try {
    ascii = new UrlClass(`http://${typed}`).hostname;
  } catch {
    return { ascii: typed, problem: DOMAIN_MESSAGES.hostnameInvalid };
  }
  if (ascii === 'localhost' || ascii.endsWith('.localhost') || IPV4.test(typed) || IPV4.test(ascii)) {
    return { ascii, problem: DOMAIN_MESSAGES.hostnameLocal };
  }
  if (!ascii.includes('.')) return { ascii, problem: DOMAIN_MESSAGES.hostnameNoDot };
  const labels = ascii.split('.');
  if (
    ascii.length > HOSTNAME_MAX ||
    !labels.every((label) => LABEL.test(label)) ||
    /^\d+$/.test(labels.at(-1)!)
  ) {
    return { ascii, problem: DOMAIN_MESSAGES.hostnameInvalid };
  }
  return { ascii, problem: null };
}

/** `_qrpanel-challenge.{hostname}` */
export const challengeName = (asciiHostname: string): string => `${DOMAIN_CHALLENGE_PREFIX}.${asciiHostname}`;
