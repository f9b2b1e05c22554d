/**
 * How many days entries are kept (`audit_retention_days`; 0: forever). Settings are a floor
 * above the audit log (settings record their own changes here), so the settings module
 * provides this port (`audit-retention.provider.ts` there) and the purge reads it without
 * importing settings.
 */
export abstract class AuditRetentionDays {
  abstract days(): Promise<number>;
}
