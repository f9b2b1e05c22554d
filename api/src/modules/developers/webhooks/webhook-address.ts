import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES as M, WEBHOOK_URL_MAX } from '@qrpanel/contracts';
import type { WebhookConfig } from '../../../platform/config/app-config';

/** An address a delivery connects to, pinned for the request (no second DNS answer). */
export interface PinnedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a URL may not be used; the message is the one shown to its owner. */
export class WebhookUrlError extends Error {}

/** The URL's form: absolute, http(s) (https unless allowed), no credentials. Throws WebhookUrlError. */
export function parseWebhookUrl(raw: string, policy: Pick<WebhookConfig, 'allowHttp'>): URL {
  if (raw.length > WEBHOOK_URL_MAX) throw new WebhookUrlError(M.urlTooLong);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookUrlError(M.urlInvalid);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new WebhookUrlError(M.urlInvalid);
  if (url.protocol === 'http:' && !policy.allowHttp) throw new WebhookUrlError(M.urlNotHttps);
  if (url.username || url.password) throw new WebhookUrlError(M.urlCredentials);
  return url;
}

/**
 * The address to connect to for this URL: its host resolved, and every answer checked, so
 * a name that resolves to an inside address (at creation, or later through DNS rebinding)
 * is refused. Only public unicast addresses pass unless private ones are allowed (see
 * isPublicAddress). The refusal names no address: what an inside name resolves to is not
 * the caller's to learn.
 */
export async function resolveWebhookHost(
  url: URL,
  policy: Pick<WebhookConfig, 'allowPrivate'>,
): Promise<PinnedAddress> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new WebhookUrlError(M.urlUnresolvable);
  }
  if (answers.length === 0) throw new WebhookUrlError(M.urlUnresolvable);
  if (!policy.allowPrivate && !answers.every((answer) => isPublicAddress(answer.address)))
    throw new WebhookUrlError(M.urlPrivate);
  const [first] = answers;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/**
 * Where an IPv6 range carries an IPv4 address (ipaddr.js names the range): the byte at which
 * its 4 bytes start. A packet to such an address reaches that IPv4 host (through a NAT64
 * gateway, a 6to4 relay, the kernel's own mapping), so it is judged as that host.
 * IPv4-compatible addresses (::a.b.c.d, deprecated) have no range name: ipaddr.js calls
 * them unicast, and the WHATWG URL parser writes [::127.0.0.1] as [::7f00:1].
 */
const EMBEDDED_IPV4_AT: Partial<Record<string, number>> = {
  ipv4Mapped: 12, // ::ffff:a.b.c.d
  rfc6145: 12, // ::ffff:0:a.b.c.d (IPv4-translated)
  '6to4': 2, // 2002:AABB:CCDD::/48
};

/**
 * Only public unicast addresses, as ipaddr.js names the ranges (loopback, private,
 * link-local with the cloud metadata address, unique-local, carrier-grade NAT, reserved,
 * multicast are not). An IPv6 address that carries an IPv4 one is judged as that IPv4
 * address; Teredo (2001::/32) carries two, the relay's and the host's, and both must pass.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return embeddedIpv4(parsed as ipaddr.IPv6).every((ipv4) => ipv4.range() === 'unicast');
}

/** The IPv4 addresses an IPv6 address carries, or itself when it carries none. */
function embeddedIpv4(address: ipaddr.IPv6): (ipaddr.IPv4 | ipaddr.IPv6)[] {
  const bytes = address.toByteArray();
  const ipv4At = (at: number) => new ipaddr.IPv4(bytes.slice(at, at + 4));
  const range = address.range();
  const at = EMBEDDED_IPV4_AT[range];
  if (at !== undefined) return [ipv4At(at)];
  // NAT64's well-known prefix, 64:ff9b::a.b.c.d. Its local-use /48 (64:ff9b:1::) spreads the
  // IPv4 bits around a reserved octet by the network's own prefix length: left refused.
  if (range === 'rfc6052' && address.parts.slice(2, 6).every((part) => part === 0)) return [ipv4At(12)];
  if (range === 'teredo') {
    // The host's address is stored with every bit flipped (RFC 4380).
    const host = new ipaddr.IPv4(bytes.slice(12, 16).map((byte) => byte ^ 0xff));
    return [ipv4At(4), host];
  }
  // ::a.b.c.d: the first 96 bits zero (:: and ::1 are named unspecified and loopback).
  if (range === 'unicast' && bytes.slice(0, 12).every((byte) => byte === 0)) return [ipv4At(12)];
  return [address];
}
