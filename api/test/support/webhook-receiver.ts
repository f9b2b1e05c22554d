import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WAIT_MS } from './pace';

export interface ReceivedHook {
  /** The path it was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** What the receiver does with the next request: answer this status (after a while), or never answer. */
export type Reply = number | { status: number; afterMs: number } | 'hang';

export interface WebhookReceiver {
  url: string;
  received: ReceivedHook[];
  /** The answers to give, in turn; once spent, the receiver's own (200 unless told). */
  replies: Reply[];
  /** Resolves once `count` requests have arrived, or fails after `ms`. */
  waitFor: (count: number, ms?: number) => Promise<ReceivedHook[]>;
  /**
   * Resolves with every request so far once `count` different webhook-ids have arrived
   * (a retry repeats its id), or fails after `ms`.
   */
  waitForIds: (count: number, ms?: number) => Promise<ReceivedHook[]>;
  close: () => Promise<void>;
}

/**
 * A real HTTP receiver on 127.0.0.1 (a free port) that keeps what it is sent, answering
 * `otherwise` once its `replies` are spent ('hang': a receiver that never answers).
 */
export async function startWebhookReceiver(otherwise: Reply = 200): Promise<WebhookReceiver> {
  const received: ReceivedHook[] = [];
  const replies: Reply[] = [];
  const hanging = new Set<() => void>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const reply = replies.shift() ?? otherwise;
      if (reply === 'hang') {
        const end = () => res.destroy();
        hanging.add(end);
        res.on('close', () => hanging.delete(end));
        return;
      }
      const answer = (status: number) =>
        res.writeHead(status, { 'content-type': 'text/plain' }).end('x'.repeat(10_000));
      if (typeof reply === 'number') return answer(reply);
      const timer = setTimeout(() => answer(reply.status), reply.afterMs);
      res.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    replies,
    waitFor: async (count, ms = WAIT_MS) => {
      await until(() => received.length, count, 'requests', ms);
      return received.slice(0, count);
    },
    waitForIds: async (count, ms = WAIT_MS) => {
      await until(
        () => new Set(received.map((hook) => hook.headers['webhook-id'])).size,
        count,
        'webhook-ids',
        ms,
      );
      return [...received];
    },
    close: async () => {
      for (const end of hanging) end();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Resolves once `got()` reaches `count`, or fails after `ms` naming what fell short. */
async function until(got: () => number, count: number, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (got() < count) {
    if (Date.now() > deadline) throw new Error(`The receiver got ${got()} of ${count} ${what} in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
