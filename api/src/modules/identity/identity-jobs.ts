/**
 * The names of identity's background work (see docs/decisions/background-work.md). Each is a
 * row's kind in existing databases: the strings never change.
 */
export const IDENTITY_JOBS = {
  /** Job: issues a password reset and mails its link (PasswordResetService). */
  passwordReset: 'identity.password-reset',
  /** Job: queued when a user is deleted; handled by the modules that own what they had. */
  userDeleted: 'identity.user-deleted',
  /** Schedule: deletes sign-in sessions long expired (SessionsService). */
  sessionPurge: 'identity.session-purge',
} as const;
