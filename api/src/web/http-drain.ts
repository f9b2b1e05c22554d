import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a connection may sit idle during a stop before the api closes it. Longer than
 * the gateway's upstream keepalive_timeout (deploy/nginx/gateway.conf.template): the
 * gateway closes its own idle connections first, so the api never closes one at the
 * moment the gateway sends a request on it (a POST lost that way is not retried).
 */
export const DRAIN_IDLE_CLOSE_MS = 3000;
const CHECK_EVERY_MS = 100;

interface Connection {
  /** Requests read and not yet answered. */
  busy: number;
  idleSince: number;
}

/**
 * The graceful stop of the http server. Node's own server.close() stops listening and at
 * once destroys every connection without a request in progress; under load some of those
 * already carry a request the server has not read yet, and their clients see a reset.
 * Here the listener closes first (new connections are refused at the TCP level, so a
 * gateway tries another replica), every request already accepted is answered as usual
 * with `connection: close`, and an idle connection is closed only once its client has had
 * time to close it itself.
 */
export class HttpDrain {
  /** Set once the stop begins: every answer then closes its connection. */
  closing = false;
  private readonly connections = new Map<Socket, Connection>();
  private server?: Server;

  /** Follows the server's connections and the requests in progress on each. */
  watch(server: Server): void {
    this.server = server;
    server.on('connection', (socket: Socket) => {
      this.connections.set(socket, { busy: 0, idleSince: Date.now() });
      socket.once('close', () => this.connections.delete(socket));
    });
    server.on('request', (req: { socket: Socket }, res: NodeJS.EventEmitter) => {
      const connection = this.connections.get(req.socket);
      if (!connection) return;
      connection.busy += 1;
      res.once('close', () => {
        connection.busy -= 1;
        connection.idleSince = Date.now();
      });
    });
  }

  /**
   * Stops listening, then resolves once every connection is closed. After `limitMs` the
   * connections still open are destroyed, so a stuck client cannot hold the stop forever;
   * resolves with how many requests were still in progress then.
   */
  async drain(limitMs: number): Promise<number> {
    this.closing = true;
    const server = this.server;
    if (!server) return 0;
    // net.Server's close, not http.Server's: the latter also destroys the idle connections
    // at once, the very resets this stop avoids. Closed twice (Fastify's close follows),
    // the listener answers ERR_SERVER_NOT_RUNNING, which Fastify expects.
    if (server.listening) NetServer.prototype.close.call(server);
    const deadline = Date.now() + limitMs;
    while (this.connections.size > 0 && Date.now() < deadline) {
      this.closeIdle(Date.now() - DRAIN_IDLE_CLOSE_MS);
      await new Promise((r) => setTimeout(r, CHECK_EVERY_MS));
    }
    let unanswered = 0;
    for (const [socket, connection] of this.connections) {
      unanswered += connection.busy;
      socket.destroy();
    }
    return unanswered;
  }

  private closeIdle(idleBefore: number): void {
    for (const [socket, connection] of this.connections) {
      if (connection.busy === 0 && connection.idleSince <= idleBefore) socket.destroy();
    }
  }
}
