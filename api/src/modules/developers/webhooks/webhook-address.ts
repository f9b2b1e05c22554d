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
 * is refused. Only public unicast addresses pass unless private ones are allowed;
 * ipaddr.js names the ranges (loopback, private, link-local with the cloud metadata
 * address, unique-local, carrier-grade NAT, reserved, and IPv4 inside IPv6).
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
  if (!policy.allowPrivate) {
    const inside = answers.find((answer) => !isPublicAddress(answer.address));
    if (inside) throw new WebhookUrlError(M.urlPrivate(inside.address));
  }
  const [first] = answers;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  return ipaddr.process(address).range() === 'unicast';
}
