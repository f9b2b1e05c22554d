/**
 * The names of mail's background work (see docs/decisions/background-work.md). Each is a
 * row's kind in existing databases: the strings never change.
 */
export const MAIL_JOBS = {
  /** Job: sends one sealed mail (MailQueue); also the context its payload is sealed under. */
  send: 'mail.send',
} as const;
