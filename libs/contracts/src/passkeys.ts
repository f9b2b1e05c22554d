/**
 * Passkeys (docs/product.md, Passkeys): WebAuthn credentials an account adds in its settings,
 * to sign in without a password or as the second step of sign-in.
 */

export const PASSKEY_NAME_MAX = 64;
/** Passkeys one account may hold: enough for every device a person owns, bounded for the table's sake. */
export const PASSKEYS_PER_USER_MAX = 20;
/** How long a WebAuthn challenge waits for its answer (and the browser's prompt, its timeout). */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;

export const PASSKEY_MESSAGES = {
  nameRequired: 'Name the passkey, such as "Work laptop".',
  nameTooLong: 'A passkey name has at most 64 characters.',
  responseRequired: 'response is required: the answer of the browser’s passkey prompt.',
  responseFormat:
    'response must be the answer of the browser’s passkey prompt (a WebAuthn credential as JSON).',
  challengeInvalid: 'The passkey prompt expired or was already answered. Try again.',
  registrationFailed: 'The passkey could not be verified. Try again.',
  signInFailed: 'This passkey is not known here, or it could not be verified.',
  alreadyAdded: 'This passkey is already added.',
  limitReached: 'An account holds at most 20 passkeys. Remove one you no longer use first.',
  notFound: 'Passkey not found.',
  tooManyPrompts: 'Too many passkey prompts at once. Try again in a few minutes.',
  noPasskeys: 'This account has no passkey.',
  oneSecondStepKind: 'Use either a code, a recovery code or a passkey, only one.',
} as const;

export type Base64Url = string;

/** A credential the browser is told about (to exclude at creation, to allow at sign-in). */
export interface PasskeyDescriptor {
  id: Base64Url;
  type: 'public-key';
  transports?: string[];
}

/** What navigator.credentials.create() takes, as JSON (PublicKeyCredentialCreationOptionsJSON). */
export interface PasskeyCreationOptionsDto {
  challenge: Base64Url;
  rp: { id?: string; name: string };
  user: { id: Base64Url; name: string; displayName: string };
  pubKeyCredParams: { type: 'public-key'; alg: number }[];
  timeout?: number;
  excludeCredentials?: PasskeyDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    residentKey?: 'discouraged' | 'preferred' | 'required';
    requireResidentKey?: boolean;
    userVerification?: 'discouraged' | 'preferred' | 'required';
  };
  attestation?: 'none' | 'indirect' | 'direct' | 'enterprise';
  extensions?: Record<string, unknown>;
}

/** What navigator.credentials.get() takes, as JSON (PublicKeyCredentialRequestOptionsJSON). */
export interface PasskeyRequestOptionsDto {
  challenge: Base64Url;
  rpId?: string;
  timeout?: number;
  allowCredentials?: PasskeyDescriptor[];
  userVerification?: 'discouraged' | 'preferred' | 'required';
  extensions?: Record<string, unknown>;
}

/** The browser's answer to a prompt, as JSON (RegistrationResponseJSON or AuthenticationResponseJSON). */
export interface PasskeyResponseJson {
  id: Base64Url;
  rawId: Base64Url;
  type: 'public-key';
  response: Record<string, unknown>;
  clientExtensionResults: Record<string, unknown>;
  authenticatorAttachment?: 'platform' | 'cross-platform';
}

/** One of the signed-in user's passkeys (GET /api/auth/passkeys). */
export interface PasskeyDto {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface PasskeyCreateInput {
  name: string;
  response: PasskeyResponseJson;
}

export interface PasskeyRenameInput {
  name: string;
}

export interface PasskeySignInInput {
  response: PasskeyResponseJson;
}

/** POST /api/auth/2fa/passkey/options: the second step's prompt for the account the mfa_token stands for. */
export interface MfaPasskeyOptionsInput {
  mfa_token: string;
}
