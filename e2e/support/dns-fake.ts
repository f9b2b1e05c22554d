import { createServer, type IncomingMessage } from 'node:http';
import { DnsServer, type DnsRecords } from '../../api/test/support/dns-server';

/**
 * The DNS the api proves custom domains with (docs/product.md, Custom domains): the api's
 * own tests' server, started before the api so that it is pointed at it (DNS_SERVERS). The
 * journeys run in the runner's workers, not in the process that holds the server: they set
 * its records through a small HTTP control on 127.0.0.1, whose address E2E_DNS_CONTROL holds.
 */
export interface DnsFake {
  /** What the api is started with. */
  apiEnv: Record<string, string>;
  /** What the journeys read. */
  testEnv: Record<string, string>;
  close: () => Promise<void>;
}

const RECORDS_PATH = /^\/records\/([^/?]+)$/;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startDnsFake(): Promise<DnsFake> {
  const dns = new DnsServer();
  await dns.start();
  // PUT /records/{name} with the records as JSON sets them; DELETE forgets them.
  const control = createServer((req, res) => {
    const match = RECORDS_PATH.exec(req.url ?? '');
    if (!match || (req.method !== 'PUT' && req.method !== 'DELETE')) {
      res.writeHead(404).end();
      return;
    }
    const name = decodeURIComponent(match[1]);
    bodyOf(req)
      .then((body) => {
        if (req.method === 'PUT') dns.set(name, JSON.parse(body) as DnsRecords);
        else dns.remove(name);
        res.writeHead(204).end();
      })
      .catch((error: unknown) => res.writeHead(400).end(String(error)));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as { port: number };
  return {
    apiEnv: { DNS_SERVERS: dns.address },
    testEnv: { E2E_DNS_CONTROL: `http://127.0.0.1:${port}` },
    close: async () => {
      control.closeAllConnections();
      await new Promise<void>((resolve) => control.close(() => resolve()));
      await dns.stop();
    },
  };
}

/** Makes the journeys' DNS answer these records for `name` (a journey's step "DNS now holds it"). */
export async function publishDnsRecords(name: string, records: DnsRecords): Promise<void> {
  const control = process.env.E2E_DNS_CONTROL;
  if (!control)
    throw new Error('E2E_DNS_CONTROL is not set: run the journeys with `npx playwright test` in e2e/');
  const answer = await fetch(`${control}/records/${encodeURIComponent(name)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(records),
  });
  if (answer.status !== 204) throw new Error(`The DNS control answered ${answer.status}`);
}
