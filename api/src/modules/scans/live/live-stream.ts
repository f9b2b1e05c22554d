import type { LiveScan } from '@qrpanel/contracts';
import { EventStream, type EventStreamLimits } from '../../../platform/web/event-stream';

/** 1 MiB: a burst of a thousand scans (one full batch) fits; a client that never reads does not. */
export const LIVE_LIMITS: EventStreamLimits = { maxBuffered: 1 << 20, heartbeatMs: 15_000 };

/**
 * One client's live feed: server-sent events (EventStream, which drops a client that does
 * not read and keeps an idle connection open with its heartbeat), one `scan` event per scan.
 */
export class LiveStream extends EventStream {
  send(scan: LiveScan): void {
    this.event('scan', JSON.stringify(scan));
  }
}
