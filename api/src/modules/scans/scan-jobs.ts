/**
 * The names of the scans module's background work (see docs/decisions/background-work.md).
 * Each is a row's kind in existing databases: the strings never change.
 */
export const SCAN_JOBS = {
  /** Schedule: counts the scans stored and not yet rolled up (ScanRollupsService). */
  rollUpSweep: 'scans.roll-up-sweep',
  /** Job: deletes the raw scans past retention (ScanRetention); may be queued any time. */
  retention: 'scans.retention',
  /** Schedule: queues retention once a day. */
  retentionDaily: 'scans.retention-daily',
  /**
   * Replica timer (LocalTimers): each replica refreshes its own cached visitor salts
   * (VisitorSalts). Never a row's kind: a schedule would refresh one replica's cache only.
   */
  visitorSalts: 'scans.visitor-salts',
} as const;
