/** API keys and the public REST API v1 (api keys, scopes, problem details). */

/** What a key may do; a key acts as its owner with at most these. */
export const API_KEY_SCOPES = [
  'qrcodes:read',
  'qrcodes:write',
  'analytics:read',
  'webhooks:write',
  'domains:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a leaked one is recognised by secret scanners. */
export const API_KEY_PREFIX = 'qrp_';
export const API_KEY_NAME_MAX = 60;

/** Keys one user may make in an hour, whatever their plan: revoking and remaking keys gains nothing. */
export const API_KEYS_CREATED_PER_HOUR = 20;

/**
 * A workspace's keys together make at most this many times its plan's per-key rate a
 * minute: the plan's key limit, at most this (with unlimited keys, this).
 */
export const API_OWNER_RATE_KEYS_MAX = 10;

/** Requests a minute per key when a plan does not say otherwise. */
export const API_RATE_LIMIT_DEFAULT = 120;

/** A key as listed: never its secret. */
export interface ApiKeyDto {
  id: number;
  /** The workspace it was made in, and acts in. */
  workspace_id: number;
  /** The member who made it: it acts with their role in the workspace. */
  created_by: number;
  name: string;
  /** The first characters of the key (qrp_ and 8 more), to tell keys apart. */
  prefix: string;
  scopes: ApiKeyScope[];
  created_at: string;
  /** null until the key is first used. */
  last_used_at: string | null;
}

/** The answer of POST /api/api-keys: the only time the key itself is shown. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}

/** The body of POST /api/api-keys. */
export interface ApiKeyInput {
  name: string;
  scopes: ApiKeyScope[];
}

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required.',
  nameTooLong: `Name must be at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: 'Choose at least one scope.',
  scopeInvalid: `Each scope must be one of: ${API_KEY_SCOPES.join(', ')}.`,
  limitReached: 'You have reached the maximum number of API keys allowed on your current plan.',
  notFound: 'API key not found.',
  missing: 'Send an API key as Authorization: Bearer qrp_…',
  invalid: 'The API key is invalid or has been revoked.',
  scopeMissing: (scope: ApiKeyScope) => `This API key lacks the ${scope} scope.`,
  rateLimited: (seconds: number) => `Too many requests for this API key: try again in ${seconds} seconds.`,
  ownerRateLimited: (seconds: number) =>
    `Too many requests for this workspace's API keys together: try again in ${seconds} seconds.`,
  createdTooOften: `You can make at most ${API_KEYS_CREATED_PER_HOUR} API keys an hour. Try again later.`,
  noApiAccess: 'Your plan includes no API access: this API key no longer works. Upgrade to use it again.',
  beyondPlan: (limit: number) =>
    `Your plan allows ${limit} ${limit === 1 ? 'API key' : 'API keys'}: this one is newer than those and no longer works. Revoke keys you no longer use, or upgrade.`,
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible ASCII characters.',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed.',
} as const;

/** An error of the public API (RFC 9457), sent as application/problem+json. */
export interface ProblemDetails {
  /** A URI naming the kind of problem; about:blank when the status says it all. */
  type: string;
  title: string;
  status: number;
  detail: string;
  /** Validation failures, by field. */
  errors?: Record<string, string[]>;
  instance?: string;
  request_id?: string;
}
