import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DRAIN_IDLE_CLOSE_MS, HttpDrain } from './http-drain';

const POST = 'POST / HTTP/1.1\r\nHost: api\r\nContent-Length: 2\r\n\r\nhi';

/** A server whose stop is the drain's, answering 200 once the body is read; `work` runs first. */
async function drainedServer(work: () => void = () => undefined) {
  const drain = new HttpDrain(false);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    work();
    req.resume();
    req.once('end', () => res.end('ok'));
  });
  drain.watch(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { drain, port: (server.address() as { port: number }).port };
}

/** Keeps the event loop busy until `done()` or `ms`, as a replica under load does. */
function busyUntil(done: () => boolean, ms: number): void {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) {
    /* nothing is accepted or read meanwhile */
  }
}

/**
 * Connects `count` clients in another process, each sending a POST at once; writes `ready`
 * once every request is sent, and prints each answer's status line or error once all ended.
 */
function clients(port: number, count: number, ready: string) {
  const script = `
    const net = require('node:net'), fs = require('node:fs');
    const results = []; let sent = 0;
    for (let i = 0; i < ${count}; i += 1) {
      const socket = net.connect(${port}, '127.0.0.1');
      let answer = '';
      socket.on('connect', () => socket.write(${JSON.stringify(POST)}, () => {
        if (++sent === ${count}) fs.writeFileSync(${JSON.stringify(ready)}, '');
      }));
      socket.on('data', (d) => { answer += d; if (answer.includes('\\r\\n\\r\\nok')) socket.destroy(); });
      socket.on('error', (e) => { answer = e.code; });
      socket.on('close', () => {
        results.push(answer.split('\\r\\n')[0]);
        if (results.length === ${count}) console.log(JSON.stringify(results));
      });
    }`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  return once(child, 'exit').then(() => JSON.parse(out) as string[]);
}

describe('HttpDrain', () => {
  const dir = mkdtempSync(join(tmpdir(), 'qrpanel-drain-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers every request waiting to be accepted when the stop begins, however long a busy loop takes to accept them', async () => {
    // 100 ms of work a request: the loop accepts one connection a turn, so forty queued
    // connections take four seconds to accept.
    const { drain, port } = await drainedServer(() => busyUntil(() => false, 100));
    const ready = join(dir, 'sent');
    const answers = clients(port, 40, ready);
    // The loop is busy while the clients connect and send: the kernel queues all forty.
    busyUntil(() => existsSync(ready), 30_000);
    const drained = drain.drain(60_000);

    expect(await answers).toEqual(Array(40).fill('HTTP/1.1 200 OK'));
    expect(await drained).toBe(0);
  });

  it('answers a request sent on an idle connection while the loop was busy, rather than closing the connection under it', async () => {
    const { drain, port } = await drainedServer();
    const socket = connect(port, '127.0.0.1');
    let answers = '';
    let closed = false;
    socket.setEncoding('utf8').on('data', (d: string) => (answers += d));
    socket.on('error', (e: NodeJS.ErrnoException) => (answers += e.code));
    socket.on('close', () => (closed = true));
    socket.write(POST);
    await waitFor(() => answers.includes('ok'));
    const idleSince = Date.now();
    const drained = drain.drain(30_000);

    // Half a second before the connection counts as idle for the stop, a request comes
    // while the loop is busy until after that moment: the stop's check runs before the
    // loop reads the request.
    await new Promise((r) => setTimeout(r, DRAIN_IDLE_CLOSE_MS - 500 - (Date.now() - idleSince)));
    socket.write(POST);
    busyUntil(() => false, idleSince + DRAIN_IDLE_CLOSE_MS + 300 - Date.now());
    await waitFor(() => answers.split('\r\n\r\nok').length === 3 || closed);
    socket.destroy();

    expect(answers.match(/HTTP\/1\.1 \d+ \w+|ECONNRESET|EPIPE/g)).toEqual([
      'HTTP/1.1 200 OK',
      'HTTP/1.1 200 OK',
    ]);
    expect(await drained).toBe(0);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}
