import proxyAddr from '@fastify/proxy-addr';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { RawRoutes } from '../../platform/web/raw-routes';
import { REDIRECT_MESSAGES, isPageQrType, shortKeyProblem } from '@qrpanel/contracts';
import { sendPublicPage, sendShellPath } from '../../platform/web/web-apps';
import { DomainHosts, type HostDomain } from '../domains';
import { HostedPages, isPageDecision } from './hosted-pages';
import type { CodeAddress } from './redirect-cache';
import { RedirectService, type ScanDecision } from './redirect.service';
import type { ScanRequest } from './visitor-info';

const PREFIX = '/qr-redirect/';
/** A code's uuid as the api makes them (base64url), or a short key; anything else goes the long way. */
const KEY = /^[A-Za-z0-9_-]{1,64}$/;
/** /{key}, with or without a query. */
const SHORT_PATH = /^\/[A-Za-z0-9_-]{1,64}(?:\?|$)/;
const trustAll = () => true;

/**
 * GET /qr-redirect/{uuid} and GET /{key}, the addresses printed in dynamic codes (the short
 * one: docs/product.md, Short links). An active url code answers 302 once its scan is
 * stored; anything else gets the public page, which reads GET /api/qrcodes/redirect/{uuid}
 * (or /api/qrcodes/short/{key}) and records the scan there. The panel's own words at the
 * root (/login, /dashboard…) are never keys: they get the shell's page.
 *
 * Scanners never wait: the 302 of a GET is answered on Node's http server before Fastify
 * (RawRoutes), everything else (HEAD, other types, inactive or unknown codes, a failure)
 * by the Fastify route below, outside Nest's guards, pipes and interceptors.
 */
@Injectable()
export class RedirectRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly redirects: RedirectService,
    private readonly rawRoutes: RawRoutes,
    private readonly hosts: DomainHosts,
    private readonly pages: HostedPages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get<{ Params: { uuid: string } }>(
      `${PREFIX}:uuid`,
      { logLevel: 'warn', onSend: noStore },
      (request, reply) => this.handle({ uuid: request.params.uuid }, request, reply),
    );
    fastify.get<{ Params: { key: string } }>(
      '/:key(^[A-Za-z0-9_-]{1,64}$)',
      { logLevel: 'warn', onSend: noStoreScans },
      async (request, reply) => {
        const { key } = request.params;
        if (!isShortKey(key)) return sendShellPath(reply, this.config, key);
        // A custom domain not verified never gets here (CustomerHosts answers 404 first).
        const domain = await this.hosts.of(request.headers);
        return this.handle({ key, domainId: domain?.id ?? 0 }, request, reply, domain);
      },
    );
    // A hosted page's counted hops: {scan address}/l/{n}.
    fastify.get<{ Params: { uuid: string; n: string } }>(
      `${PREFIX}:uuid/l/:n`,
      { logLevel: 'warn', onSend: noStore },
      (request, reply) => this.hop({ uuid: request.params.uuid }, request.params.n, request, reply),
    );
    fastify.get<{ Params: { key: string; n: string } }>(
      '/:key(^[A-Za-z0-9_-]{1,64}$)/l/:n',
      { logLevel: 'warn', onSend: noStore },
      async (request, reply) => {
        const { key, n } = request.params;
        if (!isShortKey(key)) return notFound(reply);
        const domain = await this.hosts.of(request.headers);
        return this.hop({ key, domainId: domain?.id ?? 0 }, n, request, reply);
      },
    );
    this.rawRoutes.add('GET', PREFIX, (req, res, next) => {
      const uuid = (req.url ?? '').slice(PREFIX.length).split('?')[0];
      if (!KEY.test(uuid)) return next();
      void this.onPanelHost(req).then((panel) => (panel ? this.handleRaw({ uuid }, req, res, next) : next()));
    });
    this.rawRoutes.add('GET', SHORT_PATH, (req, res, next) => {
      const key = (req.url ?? '').slice(1).split('?')[0];
      if (!isShortKey(key)) return next();
      void this.hosts.of(req.headers).then(
        (domain) =>
          !domain || domain.status === 'verified'
            ? this.handleRaw({ key, domainId: domain?.id ?? 0 }, req, res, next)
            : next(),
        () => next(),
      );
    });
  }

  /** Whether a request came to the panel's host: a custom domain answers only its keys. */
  private async onPanelHost(req: IncomingMessage): Promise<boolean> {
    return (await this.hosts.of(req.headers).catch(() => null)) === null;
  }

  private async handle(
    code: CodeAddress,
    request: FastifyRequest,
    reply: FastifyReply,
    domain: HostDomain | null = null,
  ) {
    const decision = this.pages.opened(await this.redirects.decide(code), request.headers.cookie);
    // A custom domain may send unknown keys to a page of its own.
    if (decision.kind === 'unknown' && domain?.notFoundUrl) {
      return reply.code(302).headers(redirectHeaders(domain.notFoundUrl)).send();
    }
    if (isUrlRedirect(decision)) {
      const scan = scanRequest(request.headers, request.ip, request.method, this.config.trustProxy);
      const visit = this.redirects.visit(decision, scan);
      if (visit.destination) {
        // The raw route may have stored this scan, and sent it to where its split picked then.
        const recorded = recordedBefore.get(request.raw);
        const answered = recorded ? decision : await this.redirects.record(decision, scan, visit);
        // A capped code with no scan left gets the page, which tells why.
        if (answered.kind === 'serve') {
          return reply
            .code(302)
            .headers(redirectHeaders(recorded ?? visit.destination))
            .send();
        }
      }
    }
    // Hosted pages are made here, never on the raw path: a url code's 302 does no more work.
    if (isPageDecision(decision)) {
      const scan = scanRequest(request.headers, request.ip, request.method, this.config.trustProxy);
      if (await this.pages.serve(decision, scan, pathOf(request.url), reply)) return reply;
    }
    reply.header('x-robots-tag', 'noindex');
    return sendPublicPage(reply, this.config, decision.kind === 'unknown' ? 404 : 200);
  }

  /**
   * GET {scan address}/l/{n}: a 302 to the n-th link of the page as it is now, the tap
   * counted; 404 for no such link or code. A page that cannot be shown now (locked without
   * its ticket, paused, expired…) sends the visitor to its scan address, which tells why.
   */
  private async hop(code: CodeAddress, nText: string, request: FastifyRequest, reply: FastifyReply) {
    const n = /^\d{1,4}$/.test(nText) ? Number(nText) : 0;
    const decision = this.pages.opened(await this.redirects.decide(code), request.headers.cookie);
    reply.header('x-robots-tag', 'noindex');
    if (n < 1 || decision.kind === 'unknown' || !isPageQrType(decision.target.type)) return notFound(reply);
    if (!isPageDecision(decision)) {
      return reply
        .code(302)
        .headers(redirectHeaders(pathOf(request.url).replace(/\/l\/[^/]*$/, '')))
        .send();
    }
    const scan = scanRequest(request.headers, request.ip, request.method, this.config.trustProxy);
    const url = await this.pages.hop(decision, n, scan);
    return url ? reply.code(302).headers(redirectHeaders(url)).send() : notFound(reply);
  }

  private async handleRaw(
    code: CodeAddress,
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ): Promise<void> {
    let recorded: string | null = null;
    try {
      const decision = await this.redirects.decide(code);
      if (!isUrlRedirect(decision)) return next();
      const ip = (this.config.trustProxy ? proxyAddr(req, trustAll) : req.socket.remoteAddress) ?? '';
      const scan = scanRequest(req.headers, ip, 'GET', this.config.trustProxy);
      const visit = this.redirects.visit(decision, scan);
      if (!visit.destination) return next();
      if ((await this.redirects.record(decision, scan, visit)).kind !== 'serve') return next();
      recorded = visit.destination;
      res.writeHead(302, redirectHeaders(visit.destination)).end();
    } catch {
      // The Fastify route tries again and answers the failure in the api's own way; a scan
      // already stored is not stored twice.
      if (recorded) {
        recordedBefore.set(req, recorded);
        // A writeHead that threw leaves its reason phrase behind ("500 Found").
        res.statusMessage = '';
      }
      next();
    }
  }
}

/** Requests whose scan the raw route stored before failing to answer them, and where it sent them. */
const recordedBefore = new WeakMap<IncomingMessage, string>();

/**
 * Every answer of the scan address, whatever it is (a redirect, the page of a paused,
 * expired or unknown code, an error), depends on the code's state at that moment: no
 * browser or proxy may keep it. Set last, over the static file sender's own header.
 */
function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFn): void {
  reply.header('cache-control', 'no-store');
  done(null, payload);
}
type DoneFn = (error: Error | null, payload: unknown) => void;

/** noStore for the scans' answers at the root (each sets x-robots-tag), not for the shell's pages there. */
function noStoreScans(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: DoneFn): void {
  if (reply.getHeader('x-robots-tag') === 'noindex') return noStore(request, reply, payload, done);
  done(null, payload);
}

/** A request's path without its query. */
const pathOf = (url: string) => url.split('?')[0];

/** 404 in the api's one error body. */
function notFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ statusCode: 404, message: REDIRECT_MESSAGES.notFound, error: 'Not Found' });
}

/** A root path that may be a code's short key: not one of the panel's own words. */
function isShortKey(segment: string): boolean {
  return shortKeyProblem(segment) === null;
}

/** A scan answered with a redirect: an open, active url code (a protected one gets the page first). */
function isUrlRedirect(decision: ScanDecision): boolean {
  return decision.kind === 'serve' && decision.target.type === 'url' && decision.target.destination !== null;
}

function redirectHeaders(destination: string): Record<string, string> {
  return { location: destination, 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
}

/**
 * What a scan reads of the request: IP (hashed with the day's salt, never stored), agent,
 * method, country and language headers, and whether the scanner asked not to be tracked.
 */
export function scanRequest(
  headers: IncomingHttpHeaders,
  ip: string,
  method: string,
  trustProxy: boolean,
): ScanRequest {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    ip,
    userAgent: header('user-agent') ?? '',
    method,
    proxyCountry: trustProxy ? (header('cf-ipcountry') ?? header('x-country-code')) : undefined,
    acceptLanguage: header('accept-language'),
    doNotTrack: header('dnt')?.trim() === '1' || header('sec-gpc')?.trim() === '1',
  };
}
