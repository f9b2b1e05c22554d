import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a link mailed to someone (a password reset, an invitation): the link
 * carries the token, the database keeps only its hash, so a leaked table opens nothing.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** The hash a link's token is stored and looked up by: SHA-256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
