/**
 * Sign-in sessions (docs/product.md, Sessions): each sign-in is one, listed and revocable from
 * the account; a password change ends all but the one that made it.
 */

/** How often at most a session's last_active_at is written: reading it is good to the minute. */
export const SESSION_ACTIVITY_SECONDS = 60;

export const SESSIONS_MESSAGES = {
  notFound: 'No session of yours has this id.',
  idInvalid: 'A session id is a whole number.',
  passwordChanged: 'Password changed. Your other sessions were signed out.',
} as const;

/** GET /api/auth/sessions: one of the signed-in user's sessions. No IP address is kept. */
/** The kinds of device a user agent may tell. */
export const SESSION_DEVICES = ['desktop', 'mobile', 'tablet', 'tv'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

export interface SessionDto {
  id: number;
  /** From the user agent at sign-in ('Chrome', 'Firefox'); 'Unknown' when it says nothing. */
  browser: string;
  /** From the user agent at sign-in ('macOS', 'Android'); 'Unknown' when it says nothing. */
  os: string;
  /** When the user agent tells. */
  device?: SessionDevice;
  /** ISO 3166-1 alpha-2 of the address signed in from, or null when unknown. */
  country: string | null;
  created_at: string;
  /** Good to the minute (SESSION_ACTIVITY_SECONDS). */
  last_active_at: string;
  /** The session of the request's own token. */
  current: boolean;
}

/** DELETE /api/auth/sessions: how many other sessions were signed out. */
export interface SessionsRevokedDto {
  revoked: number;
}

/** PUT /api/auth/password: the caller's session goes on with this token; the others ended. */
export interface PasswordChangedDto {
  message: string;
  token: string;
}
