import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX } from '@qrpanel/contracts';

/** qrp_ then 43 base64url characters (256 random bits). */
const KEY_PATTERN = /^qrp_[A-Za-z0-9_-]{43}$/;
/** What a list shows of a key: qrp_ and 8 characters. */
const SHOWN = API_KEY_PREFIX.length + 8;

export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN), hash: hashApiKey(key) };
}

export const isApiKeyShaped = (text: string): boolean => KEY_PATTERN.test(text);

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Hashes compared in constant time, so the time taken tells nothing of how much matched. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
