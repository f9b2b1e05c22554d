import { type DynamicModule, Global, Module } from '@nestjs/common';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { answerClientError, MAX_HEADER_BYTES } from './client-errors';
import { HttpDrain } from './http-drain';
import type { securityHeaders } from './security-headers';

/** Answers a request itself, or calls next() to hand it to Fastify untouched. */
export type RawHandler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Requests answered on Node's http server before Fastify sees them: only the scan
 * redirect, the one address hit thousands of times a second, where Fastify's request
 * objects, hooks and logger cost more than the answer itself. A raw handler answers
 * the common case and hands anything else to Fastify's own route for it. Its answers
 * carry the app's security headers, as Fastify's do.
 */
export class RawRoutes {
  /** The graceful stop of the server made here; its answers close their connection once it begins. */
  readonly drain: HttpDrain;
  private readonly routes: { method: string; path: string | RegExp; handler: RawHandler }[] = [];

  constructor(
    private readonly headers: ReturnType<typeof securityHeaders>,
    behindGateway: boolean,
  ) {
    this.drain = new HttpDrain(behindGateway);
  }

  /** A route for the paths starting with `path`, or matching it (a RegExp, tried on the URL). */
  add(method: string, path: string | RegExp, handler: RawHandler): void {
    this.routes.push({ method, path, handler });
  }

  /** Fastify's serverFactory: the http server that tries these routes first. */
  serverFactory(): (fastify: (req: IncomingMessage, res: ServerResponse) => void) => Server {
    return (fastify) => {
      const server = createServer({ maxHeaderSize: MAX_HEADER_BYTES }, (req, res) => {
        if (this.drain.handsBack(req)) return this.headers(req, res, () => this.drain.handBack(req, res));
        const url = req.url ?? '';
        const route = this.routes.find(
          (r) =>
            r.method === req.method &&
            (typeof r.path === 'string' ? url.startsWith(r.path) : r.path.test(url)),
        );
        if (!route) return fastify(req, res);
        if (this.drain.closing) res.setHeader('connection', 'close');
        this.headers(req, res, () => route.handler(req, res, () => fastify(req, res)));
      });
      // A request the parser refused, answered so that the client can read why (see answerClientError).
      server.on('clientError', answerClientError);
      this.drain.watch(server);
      return server;
    };
  }
}

/** Makes the app's RawRoutes injectable everywhere. */
@Global()
@Module({})
export class RawRoutesModule {
  static forRoot(routes: RawRoutes): DynamicModule {
    return {
      module: RawRoutesModule,
      providers: [{ provide: RawRoutes, useValue: routes }],
      exports: [RawRoutes],
    };
  }
}
