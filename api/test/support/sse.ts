import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { LiveScan } from '@qrpanel/contracts';
import { WAIT_MS } from './pace';

/** A server-sent events client that keeps what it was sent, as EventSource would see it. */
export interface SseClient {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every byte received, events and comments. */
  raw: () => string;
  scans: LiveScan[];
  /** The JSON body of a refusal (not 200). */
  body?: { statusCode: number; message: unknown };
  waitFor: (seen: (scans: LiveScan[]) => boolean, ms?: number) => Promise<void>;
  close: () => void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      let text = '';
      let pending = '';
      const scans: LiveScan[] = [];
      res.setEncoding('utf8');
      const client: SseClient = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        raw: () => text,
        scans,
        waitFor: async (seen, ms = WAIT_MS) => {
          const until = Date.now() + ms;
          while (!seen(scans)) {
            if (Date.now() > until) throw new Error(`not seen within ${ms} ms; received: ${text}`);
            await new Promise((r) => setTimeout(r, 20));
          }
        },
        close: () => req.destroy(),
      };
      if (client.status !== 200) {
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ ...client, body: JSON.parse(text) as SseClient['body'] }));
        return;
      }
      res.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        const blocks = pending.split('\n\n');
        pending = blocks.pop() ?? '';
        for (const block of blocks) {
          const lines = block.split('\n');
          if (!lines.includes('event: scan')) continue;
          const data = lines.find((l) => l.startsWith('data: '));
          if (data) scans.push(JSON.parse(data.slice(6)) as LiveScan);
        }
      });
      res.on('error', () => undefined);
      resolve(client);
    });
    req.on('error', reject);
    req.end();
  });
}
