import { once } from 'node:events';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './api-process';

/**
 * A TCP proxy on 127.0.0.1 in front of a server (the database), which a test cuts, as a
 * network outage would (open connections drop, new ones are refused), and restores.
 */
export class TcpProxy {
  private server?: Server;
  private readonly sockets = new Set<Socket>();

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  /** Listens again on the same port: new connections reach the target. */
  async restore(): Promise<void> {
    if (this.server) return;
    this.server = createServer((client) => this.relay(client));
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    const closed = once(server, 'close');
    server.close();
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await closed;
  }

  private relay(client: Socket): void {
    const upstream = connect(this.target.port, this.target.host);
    for (const socket of [client, upstream]) {
      this.sockets.add(socket);
      socket.on('error', () => undefined); // a dropped side ends the pair below
      socket.on('close', () => {
        this.sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  }
}
