/**
 * The names of the developers module's background work (see
 * docs/decisions/background-work.md). Each is a row's kind in existing databases: the strings
 * never change.
 */
export const DEVELOPER_JOBS = {
  /** Job: one webhook delivery's attempt (WebhookDeliveries). */
  deliver: 'webhook.deliver',
  /** Job: a scan batch's events, expanded into deliveries once the scanners are quiet. */
  scanEvents: 'webhook.scan-events',
  /** Job: one endpoint's share of a scan events job. */
  scanDeliveries: 'webhook.scan-deliveries',
  /** Job: disables the endpoints failing long enough. */
  disableFailing: 'webhooks.disable-failing',
  /** Schedule: queues disableFailing hourly. */
  disableFailingHourly: 'webhooks.disable-failing-hourly',
  /** Schedule: the delivery log forgets what is done and old. */
  purge: 'webhooks.purge',
  /** Schedule: the public API forgets old idempotency keys (PublicApiModule). */
  idempotencyPurge: 'api.idempotency-purge',
} as const;
