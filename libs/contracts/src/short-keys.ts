/**
 * Short keys (docs/product.md, Short links): every dynamic code answers at
 * `{PUBLIC_URL}/{key}` as it does at `/qr-redirect/{uuid}`. A key is made for the code
 * (SHORT_KEY_ALPHABET, 5 to 7 characters) or chosen by its workspace (1 to 64 letters,
 * digits, `-` and `_`); keys are unique whatever their case, and found whatever the case
 * a scanner sends.
 */

/** Letters and digits nobody misreads: no 0/o, 1/l/i; lower case only, as keys are found whatever the case. */
export const SHORT_KEY_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** The lengths of made keys: the shortest first, longer while the shorter ones are taken. */
export const MADE_KEY_LENGTHS = [5, 6, 7] as const;
export const SHORT_KEY_MAX = 64;
/** What a chosen key may hold. */
export const SHORT_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * First path segments the panel, its web apps and the api use, which no key may take
 * (whatever the case): every route of the shell and the remotes, the api, the scan and
 * asset folders. A test checks each route of the shell's table is here.
 */
export const RESERVED_SHORT_KEYS: ReadonlySet<string> = new Set([
  // The api, scans, the web apps' files.
  'api',
  'qr-redirect',
  'remotes',
  'public',
  'assets',
  'static',
  'favicon',
  'health',
  'healthz',
  // The shell's routes.
  'login',
  'logout',
  'register',
  'reset-password',
  'invite',
  'dashboard',
  'settings',
  'workspace',
  'contact',
  'account',
  // The remotes' routes.
  'my-qrcodes',
  'create-qrcode',
  'edit-qrcode',
  'show-qrcode',
  'analytics',
  'import',
  'templates',
  'developers',
  'domains',
  'admin',
  'pricing',
  'payment-success',
]);

export const SHORT_KEY_MESSAGES = {
  invalid: 'A key is 1 to 64 letters, digits, - or _.',
  reserved: 'This key is one of the words the panel uses: choose another.',
  taken: 'This key is already taken.',
  printed: 'Printed codes would stop working.',
  staticHasNoKey: 'Only dynamic QR codes have a key.',
  available: 'This key is available.',
} as const;

/** The key as it is compared and looked up: keys are one whatever their case. */
export const foldKey = (key: string): string => key.toLowerCase();

/** Why a chosen key cannot be used (before asking whether it is taken), or null. */
export function shortKeyProblem(key: string): string | null {
  if (!SHORT_KEY_PATTERN.test(key)) return SHORT_KEY_MESSAGES.invalid;
  if (RESERVED_SHORT_KEYS.has(foldKey(key))) return SHORT_KEY_MESSAGES.reserved;
  return null;
}

/** `{PUBLIC_URL}/{key}` */
export function shortUrl(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${key}`;
}

/** GET /qrcodes/keys/{key}: whether a chosen key could be used for a code of the active workspace. */
export interface ShortKeyCheckDto {
  key: string;
  available: boolean;
  /** Why not (SHORT_KEY_MESSAGES), or that it is available. */
  message: string;
}
