import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts secrets kept in the database (docs/product.md, Application settings): AES-256-GCM with a key
 * derived from APP_SECRET by HKDF-SHA256. Each value gets a fresh IV and is bound to its
 * field name, so a ciphertext copied into another column does not decrypt.
 * Stored form: 'v1:' + base64(iv | tag | ciphertext); '' stays ''.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', appSecret, 'qrpanel', 'settings secrets v1', 32));
  }

  seal(plain: string, field: string): string {
    if (!plain) return '';
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(field));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** Throws when the value was not sealed with this key for this field. */
  open(sealed: string, field: string): string {
    if (!sealed) return '';
    if (!sealed.startsWith(`${VERSION}:`)) throw new Error('Unknown secret format');
    const raw = Buffer.from(sealed.slice(VERSION.length + 1), 'base64');
    const iv = raw.subarray(0, IV_BYTES);
    const tag = raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAAD(Buffer.from(field));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  }
}
