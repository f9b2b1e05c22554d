/**
 * Two-factor sign-in (docs/product.md, Two-factor sign-in): a TOTP app's 6-digit code (RFC 6238)
 * after the password, or one of ten single-use recovery codes.
 */

import type { PasskeyResponseJson } from './passkeys';
import type { AuthResponse } from './users';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step may wait after the password: the mfa_token's life. */
export const MFA_TOKEN_SECONDS = 5 * 60;
/** Wrong second steps that lock an account's second step, and for how long. */
export const SECOND_STEP_FAILURE_LIMIT = 5;
export const SECOND_STEP_LOCK_SECONDS = 15 * 60;

export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app.',
  recoveryCodeFormat: 'Enter a recovery code as it was shown, such as 7kq2m-x9d4p.',
  oneCodeKind: 'Enter either the code from your authenticator app or a recovery code, not both.',
  mfaTokenFormat: 'mfa_token must be the token the sign-in answered.',
  codeWrong:
    'The code is not right. Check that the time on your device is correct and enter the current code.',
  codeReused: 'This code was already used. Wait for the next code from your authenticator app.',
  recoveryCodeWrong: 'This recovery code is not right, or it was already used.',
  mfaTokenExpired: 'The sign-in took more than 5 minutes. Enter your email and password again.',
  mfaTokenInvalid: 'This sign-in is no longer valid. Enter your email and password again.',
  locked: 'Too many wrong codes: the second sign-in step is locked for 15 minutes.',
  alreadyEnabled: 'Two-factor authentication is already on. Turn it off first to set it up again.',
  notSetUp: 'Start the set-up of two-factor authentication first.',
  notEnabled: 'Two-factor authentication is not on.',
} as const;

/** POST /api/auth/2fa/totp/setup: the secret, as text and as the URL an authenticator app reads from a QR code. */
export interface TotpSetupDto {
  /** Base32, for typing into an app. */
  secret: string;
  /** otpauth://totp/…: what the QR code holds. */
  otpauth_url: string;
}

/** POST /api/auth/2fa/totp/enable: shown once; each works once in place of a code. */
export interface RecoveryCodesDto {
  recovery_codes: string[];
}

/** GET /api/auth/2fa/totp: whether two-factor sign-in is on. */
export interface TwoFactorStatusDto {
  enabled: boolean;
  /** Recovery codes not used yet (0 while off). */
  recovery_codes_left: number;
}

export interface TotpEnableInput {
  code: string;
}

/** One of `code` and `recovery_code`. */
export interface SecondStepCodes {
  code?: string;
  recovery_code?: string;
}

/** At sign-in, one of `code`, `recovery_code` and `passkey`. */
export interface SecondStepInput extends SecondStepCodes {
  /** The browser's answer to POST /api/auth/2fa/passkey/options. */
  passkey?: PasskeyResponseJson;
}

export interface TotpDisableInput extends SecondStepCodes {
  password: string;
}

export interface MfaVerifyInput extends SecondStepInput {
  mfa_token: string;
}

/** POST /api/auth/login for an account with two-factor sign-in on: no session yet. */
export interface MfaChallenge {
  mfa_required: true;
  /** Signed, for POST /api/auth/2fa/verify only, valid MFA_TOKEN_SECONDS. */
  mfa_token: string;
}

/** What POST /api/auth/login answers: a session, or the second step's challenge. */
export type LoginResponse = AuthResponse | MfaChallenge;

export function isMfaChallenge(answer: LoginResponse): answer is MfaChallenge {
  return 'mfa_required' in answer && answer.mfa_required === true;
}
