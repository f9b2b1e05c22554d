/**
 * The names of the audit module's background work (see docs/decisions/background-work.md).
 * Each is a row's kind in existing databases: the strings never change.
 */
export const AUDIT_JOBS = {
  /** Job: deletes the entries past `audit_retention_days` (AuditRetention); may be queued any time. */
  retention: 'audit.retention',
  /** Schedule: queues the retention once a day. */
  retentionDaily: 'audit.retention-daily',
} as const;
