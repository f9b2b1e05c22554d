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
  /** When the answer had come whole (epoch ms, comparable with Date.now() in the test). */
  at: number;
}

export interface Burst {
  /** Resolves once every request is on its way. */
  sent: Promise<void>;
  /** Resolves once the first answer with `status` has come (never, if none does). */
  firstAnswered: (status: number) => Promise<void>;
  /** Every answer, in the requests' order, once all have come. */
  answers: Promise<BurstAnswer[]>;
}

/** A burst of requests sent at once from a process of its own (burst-client.mjs). */
export function burst(url: string, requests: BurstRequest[]): Burst {
  const child = spawn(process.execPath, [join(__dirname, 'burst-client.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit');
  child.stdin.end(JSON.stringify({ url, requests: requests.map(withJsonBody) }));
  const firsts = new Map<number, { seen: Promise<void>; see: () => void }>();
  const first = (status: number) => {
    let entry = firsts.get(status);
    if (!entry) {
      let see!: () => void;
      const seen = new Promise<void>((resolve) => (see = resolve));
      entry = { seen, see };
      firsts.set(status, entry);
    }
    return entry;
  };
  let sendingSeen!: () => void;
  const sent = new Promise<void>((resolve) => (sendingSeen = resolve));
  const answers = (async () => {
    for await (const line of createInterface({ input: child.stdout })) {
      if (line === 'sending') sendingSeen();
      else if (line.startsWith('answered ')) first(Number(line.slice('answered '.length))).see();
      else {
        await exited;
        return JSON.parse(line) as BurstAnswer[];
      }
    }
    throw new Error('the burst client ended without its answers');
  })();
  return { sent, firstAnswered: (status) => first(status).seen, answers };
}

function withJsonBody(r: BurstRequest): BurstRequest {
  return r.body === undefined ? r : { ...r, headers: { 'content-type': 'application/json', ...r.headers } };
}
