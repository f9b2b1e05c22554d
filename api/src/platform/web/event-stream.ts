import type { ServerResponse } from 'node:http';

export interface EventStreamLimits {
  /** Bytes kept for a client whose socket takes no more, before it is dropped. */
  maxBuffered: number;
  /** How often a comment goes out on an idle stream. */
  heartbeatMs: number;
}

/**
 * One client's server-sent events. What the socket does not take at once waits in Node's
 * buffer; a client that lets more than `maxBuffered` bytes wait there is dropped, so one
 * that never reads holds a bounded amount of memory, and only until it is dropped.
 *
 * The heartbeat is the stream's own timer, made and stopped with its connection: it belongs
 * to the connection it keeps open, not to the background work of the api
 * (docs/decisions/background-work.md).
 */
export class EventStream {
  private readonly heartbeat: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly limits: EventStreamLimits,
    onClose: () => void,
  ) {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx (and proxies that honour it) pass each event on as it comes.
      'x-accel-buffering': 'no',
    });
    // A reconnecting EventSource waits this long; the first bytes flush the headers.
    res.write('retry: 3000\n: connected\n\n');
    res.on('close', () => {
      this.stop();
      onClose();
    });
    // Comments keep proxies and load balancers from closing an idle connection.
    this.heartbeat = setInterval(() => this.write(': heartbeat\n\n'), limits.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends the stream (the api is stopping): the client's EventSource reconnects elsewhere. */
  end(): void {
    this.stop();
    this.res.end();
  }

  /** Sends an event named `event` with `data` (one line: JSON). */
  protected event(event: string, data: string): void {
    this.write(`event: ${event}\ndata: ${data}\n\n`);
  }

  private write(chunk: string): void {
    if (this.closed) return;
    if (this.res.writableLength + Buffer.byteLength(chunk) > this.limits.maxBuffered) {
      // A client this far behind is not reading: free what it holds.
      this.stop();
      this.res.destroy();
      return;
    }
    this.res.write(chunk);
  }

  private stop(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
  }
}
