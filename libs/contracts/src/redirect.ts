import type { CodeData, CodeType } from './qr-types';

/**
 * What the public redirect page reads from GET /api/qrcodes/redirect/{uuid} (docs/product.md, The public
 * redirect page).
 */
export type RedirectResult =
  | { type: CodeType; data: CodeData }
  /** Paused, suspended, expired or past its scans (inactive), or unknown (error). */
  | { type: 'inactive' | 'error'; data: { message: string } }
  /**
   * A protected code: POST /qrcodes/redirect/{uuid}/unlock with its password answers the
   * rest. Nothing of the code is shown before (its label is for its owner, not strangers).
   */
  | { type: 'password'; data: Record<string, never> };

/** The body of POST /qrcodes/redirect/{uuid}/unlock. */
export interface UnlockPayload {
  password: string;
}

export const REDIRECT_MESSAGES = {
  notFound: 'QR code not found.',
  paused: 'This QR code has been paused by its owner.',
  suspended: 'This QR code has been suspended.',
  expired: 'This QR code has expired.',
  scanLimit: 'This QR code has reached its monthly scan limit.',
  scanCap: 'This QR code has reached its scan limit.',
  notYetActive: 'This QR code is not active yet.',
  selfRedirect: 'This QR code leads to another QR code of this site, so it cannot be followed.',
} as const;
