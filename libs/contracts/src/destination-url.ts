import { toUnicode } from 'punycode.js';
import { QR_REDIRECT_PATH } from './qr-encoding';

/** The parts of the WHATWG URL class (in browsers and Node alike) this module reads. */
export interface ParsedUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  search: string;
  hash: string;
}
export const UrlClass = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** Printable ASCII without spaces: what an HTTP Location header carries as it is. */
const LOCATION_SAFE = /^[\x21-\x7e]*$/;

/**
 * The form a destination is stored and redirected to: the text as typed when it is
 * already printable ASCII (browsers resolve it exactly as we would), else the WHATWG URL's
 * serialisation: host in punycode, path, query and fragment percent-encoded as UTF-8.
 * A Location header only carries ASCII, so `https://аpple.com/é` goes out as
 * `https://xn--pple-43d.com/%C3%A9`. Throws on text that is not a URL.
 */
export function normalizeDestinationUrl(url: string): string {
  return LOCATION_SAFE.test(url) ? url : new UrlClass(url).href;
}

/** Percent-encoded UTF-8 of characters past ASCII, decoded; everything else left encoded. */
function decodeNonAscii(text: string): string {
  return text.replace(/(?:%[89a-f][0-9a-f])+/gi, (bytes) => {
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  });
}

/**
 * How a person reads a destination: the host in its own script and the path with its
 * non-ASCII characters decoded. Equal to the stored form when that holds no punycode
 * and no encoded non-ASCII character. Answers the text unchanged if it is not a URL.
 */
export function destinationDisplayForm(url: string): string {
  let parsed: ParsedUrl;
  try {
    parsed = new UrlClass(url);
  } catch {
    return url;
  }
  const readable =
    LOCATION_SAFE.test(url) && !/(^|\.)xn--/i.test(parsed.hostname) && !/%[89a-f][0-9a-f]/i.test(url);
  // Text a person can already read is shown as typed (no added slash, no lower-cased host).
  if (readable) return url;
  const auth = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@` : '';
  const host = `${toUnicode(parsed.hostname)}${parsed.port ? `:${parsed.port}` : ''}`;
  return `${parsed.protocol}//${auth}${host}${decodeNonAscii(parsed.pathname + parsed.search + parsed.hash)}`;
}

/**
 * Scripts look-alike host names mix. Chinese, Japanese and Korean labels mix their own
 * scripts (and Latin) by nature, so they count as one.
 */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];
const CJK_WITH_LATIN = new Set(['Latin', 'CJK']);

function labelScripts(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (!/\p{L}/u.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  }
  return scripts;
}

/**
 * True when one label of the URL's host mixes alphabets (`аpple.com`, a Cyrillic а among
 * Latin letters): the mark of a look-alike (homograph) address.
 */
export function hostMixesScripts(url: string): boolean {
  let hostname: string;
  try {
    hostname = toUnicode(new UrlClass(url).hostname);
  } catch {
    return false;
  }
  return hostname.split('.').some((label) => {
    const scripts = labelScripts(label);
    if (scripts.size <= 1) return false;
    return !(scripts.size === 2 && [...scripts].every((s) => CJK_WITH_LATIN.has(s)));
  });
}

/**
 * Host names that always mean "this machine": a destination there that names the
 * redirect path can only lead back into this suite (or nowhere).
 */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (/^127\.\d+\.\d+\.\d+$/.test(host) || host === '0.0.0.0') return true;
  // IPv6 as the URL class writes it: ::1, ::, and IPv4-mapped 127.x.x.x or 0.0.0.0.
  return /^\[(::1?|::ffff:(7f[0-9a-f]{2}:[0-9a-f]{1,4}|0:0))\]$/.test(host);
}

/** A host name as the URL class writes it (punycode, IPv4 shorthand expanded), or null. */
function canonicalHost(host: string): string | null {
  try {
    const hostname = new UrlClass(`http://${host}`).hostname.toLowerCase();
    return hostname.replace(/\.$/, '');
  } catch {
    return null;
  }
}

/**
 * True when the URL leads to this suite's own redirect path: on one of its own hosts
 * (`ownHosts`: its public address's host, the address it listens on) or on loopback,
 * on any port, however the host and path are written.
 */
export function isOwnRedirectUrl(url: ParsedUrl, ownHosts: readonly string[]): boolean {
  const host = canonicalHost(url.hostname);
  if (!host) return false;
  const own = isLoopback(host) || ownHosts.some((h) => canonicalHost(h) === host);
  if (!own) return false;
  // Servers decode the path before routing it, so /%71r-redirect/ is /qr-redirect/ too.
  let path = url.pathname;
  for (let i = 0; i < 3; i += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      break;
    }
  }
  const segment = QR_REDIRECT_PATH.replace(/\//g, '');
  return new RegExp(`(^|/)${segment}(/|$)`, 'i').test(path.replace(/\\/g, '/'));
}
