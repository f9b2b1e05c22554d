import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

/**
 * How long a connection may sit idle during a stop before the api closes it. Longer than
 * the gateway's upstream keepalive_timeout (deploy/nginx/gateway.conf.template): the
 * gateway closes its own idle connections first, so the api never closes one at the
 * moment the gateway sends a request on it (a POST lost that way is not retried).
 */
export const DRAIN_IDLE_CLOSE_MS = 3000;
/** How long no new connection must arrive before the listener may close. */
const QUIET_MS = 250;
/** How often the quiet is checked for, and then how often idle connections are looked for. */
const LEAVE_CHECK_MS = 20;
const DRAIN_CHECK_MS = 100;
/** What a gateway may send again to another replica (nginx's own list: not POST, PATCH or LOCK). */
const RETRIED_BY_GATEWAYS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

interface Connection {
  /** Requests read and not yet answered. */
  busy: number;
  idleSince: number;
  /** The bytes read from the connection when it was last answered: more means a request is coming in. */
  readWhenIdle: number;
}

/**
 * The graceful stop of the http server.
 *
 * Closing a listening socket resets every connection the kernel has completed and queued
 * but the server not yet accepted, with its request already sent; a gateway cannot know
 * that such a POST was never read, so it does not send it again, and under load the queue
 * is seldom empty (the event loop accepts one connection a turn). So the listener closes
 * only once the queue is empty and no new connection has come for a while, however long
 * emptying it takes (half the stop's limit at most), and a gateway is made to stop
 * opening them first: while the api is leaving, a request that came through a trusted
 * gateway and that the gateway may send again elsewhere (a GET, a PUT, …) is handed back
 * with 503, which nginx answers by sending it to another replica and by leaving this one
 * out (max_fails). Everything else is answered as usual. Then the listener closes (new
 * connections are refused, which a gateway also takes elsewhere), every request accepted
 * is answered with `connection: close`, and an idle connection is closed only once its
 * client has had time to close it itself.
 */
export class HttpDrain {
  /** Set once the stop begins: requests a gateway may send elsewhere are handed back to it. */
  leaving = false;
  /** Set once the listener has closed: every answer then closes its connection. */
  closing = false;
  private readonly connections = new Map<Socket, Connection>();
  /** Connections accepted so far. */
  private accepted = 0;
  private server?: Server;

  /** Trusts X-Forwarded-For (TRUST_PROXY): a request carrying it came through a gateway. */
  constructor(private readonly behindGateway: boolean) {}

  /** Follows the server's connections and the requests in progress on each. */
  watch(server: Server): void {
    this.server = server;
    server.on('connection', (socket: Socket) => {
      this.accepted += 1;
      this.connections.set(socket, { busy: 0, idleSince: Date.now(), readWhenIdle: 0 });
      socket.once('close', () => this.connections.delete(socket));
    });
    server.on('request', (req: { socket: Socket }, res: NodeJS.EventEmitter) => {
      const connection = this.connections.get(req.socket);
      if (!connection) return;
      connection.busy += 1;
      res.once('close', () => {
        connection.busy -= 1;
        connection.idleSince = Date.now();
        connection.readWhenIdle = req.socket.bytesRead;
      });
    });
  }

  /** While leaving: whether this request came through a gateway that can send it to another replica. */
  handsBack(req: IncomingMessage): boolean {
    return (
      this.leaving &&
      this.behindGateway &&
      req.headers['x-forwarded-for'] !== undefined &&
      RETRIED_BY_GATEWAYS.has(req.method ?? '')
    );
  }

  /** Answers such a request 503, once its body is read (so its connection closes cleanly). */
  handBack(req: IncomingMessage, res: ServerResponse): void {
    req.resume();
    req.once('end', () => {
      res.writeHead(503, {
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '1',
        connection: 'close',
      });
      res.end(
        JSON.stringify({
          statusCode: 503,
          message: 'This server is restarting.',
          error: 'Service Unavailable',
        }),
      );
    });
  }

  /**
   * Stops listening once new connections have stopped coming, then resolves once every
   * connection is closed. After `limitMs` the connections still open are destroyed, so a
   * stuck client cannot hold the stop forever; resolves with how many requests were
   * still in progress then. Half of `limitMs` at most goes to waiting for the quiet, so
   * the requests accepted have the other half.
   */
  async drain(limitMs: number): Promise<number> {
    const server = this.server;
    const deadline = Date.now() + limitMs;
    this.leaving = true;
    if (server?.listening) {
      await this.untilNoNewConnections(Date.now() + limitMs / 2);
      // net.Server's close, not http.Server's: the latter also destroys the idle
      // connections at once, the very resets this stop avoids. Closed twice (Fastify's
      // close follows), the listener answers ERR_SERVER_NOT_RUNNING, which Fastify expects.
      NetServer.prototype.close.call(server);
    }
    // Only now: answers that close their connection make a client open new ones.
    this.closing = true;
    while (this.connections.size > 0 && Date.now() < deadline) {
      await this.closeIdle(Date.now() - DRAIN_IDLE_CLOSE_MS);
      await sleep(DRAIN_CHECK_MS);
    }
    let unanswered = 0;
    for (const [socket, connection] of this.connections) {
      unanswered += connection.busy;
      socket.destroy();
    }
    return unanswered;
  }

  /**
   * Waits until no connection has been accepted for QUIET_MS (until `deadline` at most),
   * and returns right after a poll phase of the event loop, where connections are
   * accepted, so the listener closes when its queue is most likely empty. The event loop
   * accepts one connection a turn, so a busy loop takes seconds to empty a queue that
   * filled while it worked: each of those connections carries a request already sent,
   * which closing the listener would reset. A turn that accepts nothing found the queue
   * empty. A timer that fires late (a busy loop) is followed by a poll phase before it
   * counts as quiet.
   */
  private async untilNoNewConnections(deadline: number): Promise<void> {
    let seen = this.accepted;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      await sleep(LEAVE_CHECK_MS);
      await afterNextPollPhase();
      if (this.accepted !== seen) {
        seen = this.accepted;
        quietSince = Date.now();
      } else if (Date.now() - quietSince >= QUIET_MS) {
        return;
      }
    }
  }

  /**
   * Closes the connections idle since before `idleBefore`, checked again after a poll
   * phase: a timer that fires late (a busy loop) runs before the poll phase that reads a
   * request sent meanwhile, and closing the connection then would reset that request.
   */
  private async closeIdle(idleBefore: number): Promise<void> {
    const idle = () =>
      [...this.connections].filter(
        ([socket, c]) => c.busy === 0 && c.idleSince <= idleBefore && socket.bytesRead === c.readWhenIdle,
      );
    if (idle().length === 0) return;
    await afterNextPollPhase();
    for (const [socket] of idle()) socket.destroy();
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** setImmediate runs after a poll phase; twice, so that one full poll phase lies between. */
async function afterNextPollPhase(): Promise<void> {
  await new Promise((r) => setImmediate(r));
  await new Promise((r) => setImmediate(r));
}
