import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface BurstRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

export interface BurstAnswer {
  /** 0: the connection failed (the body says how). */
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A burst of requests sent at once from a process of its own (burst-client.mjs): `sent`
 * resolves once every request is on its way, `answers` with every answer, in order.
 */
export function burst(
  url: string,
  requests: BurstRequest[],
): { sent: Promise<void>; answers: Promise<BurstAnswer[]> } {
  const child = spawn(process.execPath, [join(__dirname, 'burst-client.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  child.stdin.end(JSON.stringify({ url, requests: requests.map(withJsonBody) }));
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const sent = lines.next().then(() => undefined);
  const answers = (async () => {
    await sent;
    const { value } = await lines.next();
    await exited;
    return JSON.parse(String(value)) as BurstAnswer[];
  })();
  return { sent, answers };
}

function withJsonBody(r: BurstRequest): BurstRequest {
  return r.body === undefined ? r : { ...r, headers: { 'content-type': 'application/json', ...r.headers } };
}
