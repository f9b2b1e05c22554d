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
const MAX_ACCEPT_TURNS = 1000;

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
  /** Connections accepted so far. */
  private accepted = 0;
  private server?: Server;

  /** Follows the server's connections and the requests in progress on each. */
  watch(server: Server): void {
    this.server = server;
    server.on('connection', (socket: Socket) => {
      this.accepted += 1;
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
    const server = this.server;
    if (server?.listening) {
      await this.acceptQueued();
      // net.Server's close, not http.Server's: the latter also destroys the idle
      // connections at once, the very resets this stop avoids. Closed twice (Fastify's
      // close follows), the listener answers ERR_SERVER_NOT_RUNNING, which Fastify expects.
      NetServer.prototype.close.call(server);
    }
    // Only now: answers that close their connection make a gateway open new ones.
    this.closing = true;
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

  /**
   * Closing the listener resets the connections the kernel has queued and the server not
   * yet accepted, their requests already sent (and a gateway does not retry a POST). So
   * the listener closes right after a turn of the event loop that accepted none, when the
   * queue is most likely empty; at most MAX_ACCEPT_TURNS turns are waited for.
   */
  private async acceptQueued(): Promise<void> {
    for (let turn = 0; turn < MAX_ACCEPT_TURNS; turn += 1) {
      const accepted = this.accepted;
      // setImmediate runs after the next poll phase, which accepts what is queued.
      await new Promise((r) => setImmediate(r));
      if (this.accepted === accepted) return;
    }
  }

  private closeIdle(idleBefore: number): void {
    for (const [socket, connection] of this.connections) {
      if (connection.busy === 0 && connection.idleSince <= idleBefore) socket.destroy();
    }
  }
}
