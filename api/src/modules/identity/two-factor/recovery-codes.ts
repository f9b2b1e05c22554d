import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@qrpanel/contracts';

/** Lower-case letters and digits without the look-alikes (0/o, 1/l/i), for codes read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

/** The form a code is stored and compared in: lower case, without the hyphen or spaces people type. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

function randomHalf(): string {
  return Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten new codes as shown: two groups of five (about 49 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomHalf()}-${randomHalf()}`);
}

/**
 * Keyed hashes of recovery codes: HMAC-SHA256 with a key derived from APP_SECRET, so the
 * table alone cannot be searched for the codes, and a lookup is one hash rather than ten
 * slow password checks.
 */
export class RecoveryCodeHasher {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'qrpanel', 'recovery codes v1', 32));
  }

  hash(code: string): string {
    return createHmac('sha256', this.key).update(normalizeRecoveryCode(code)).digest('hex');
  }
}
