/**
 * What a reader of counters calls before it reads: the work that writes so far have queued
 * for later (the scan roll-ups) is done first. The module that queues such work provides
 * it (scans: ScanRollupsModule), so a lower floor waits for it without importing it.
 */
export abstract class ReadBarrier {
  /** Resolves once what this replica queued so far is done, or after a bounded wait. */
  abstract settle(): Promise<void>;
}
