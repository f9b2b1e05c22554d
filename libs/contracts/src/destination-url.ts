import { QR_REDIRECT_PATH } from './qr-encoding';
import { shortKeyProblem } from './short-keys';

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
export const LOCATION_SAFE = /^[\x21-\x7e]*$/;

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
 * on any port, however the host and path are written; or to a short address (/{key}) at
 * one of its own addresses (`ownHosts` entries may carry a port: `host:port`).
 */
export function isOwnRedirectUrl(url: ParsedUrl, ownHosts: readonly string[]): boolean {
  const host = canonicalHost(url.hostname);
  if (!host) return false;
  const named = ownHosts.some((h) => canonicalHost(h) === host);
  if (!named && !isLoopback(host)) return false;
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
  path = path.replace(/\\/g, '/');
  // A short address only at the suite's own address, port included: another port of the
  // same host (or any loopback one) may be another server's /menu.
  const atOwnAddress = named && ownHosts.some((h) => canonicalHost(h) === host && portOf(h) === url.port);
  return new RegExp(`(^|/)${segment}(/|$)`, 'i').test(path) || (atOwnAddress && isShortAddressPath(path));
}

/** The port of a `host[:port]` as a URL writes it ('' for none or http's default). */
function portOf(host: string): string | null {
  try {
    return new UrlClass(`http://${host}`).port;
  } catch {
    return null;
  }
}

/** /{key}: a code's short address on this suite (docs/product.md, Short links). */
function isShortAddressPath(path: string): boolean {
  const key = /^\/([^/]+)\/?$/.exec(path)?.[1];
  return key !== undefined && shortKeyProblem(key) === null;
}
