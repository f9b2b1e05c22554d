import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

export interface FakeServer {
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  close: () => Promise<void>;
}

/** A small HTTP server on 127.0.0.1 (a free port) answering JSON, standing in for a gateway's API. */
export async function startFakeServer(handle: (request: FakeRequest) => FakeAnswer): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      let answer: FakeAnswer;
      try {
        answer = handle(request);
      } catch (error) {
        answer = { status: 500, body: { error: { message: String(error) } } };
      }
      res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Request-Id': `req_${id(14)}` });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A random id of letters and digits, like the gateways'. */
export function id(length: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(length)].map((b) => alphabet[b % alphabet.length]).join('');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
