/**
 * The names of the domains module's background work (see docs/decisions/background-work.md).
 * Each is a row's kind in existing databases: the strings never change.
 */
export const DOMAIN_JOBS = {
  /** Schedule: reads each domain's DNS again once a day (DomainChecks). */
  recheck: 'domains.recheck',
} as const;
