import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { sendShellPage } from '../web/web-apps';
import { RedirectService } from './redirect.service';
import type { ScanRequest } from './visitor-info';

/**
 * GET /qr-redirect/{uuid}, the address printed in every dynamic code. Mounted on Fastify
 * directly, outside Nest's pipeline (guards, pipes, interceptors): scanners never wait.
 * An active url code answers 302 once its scan is stored; anything else gets the shell's
 * page, which reads GET /api/qrcodes/redirect/{uuid} and records the scan there.
 */
@Injectable()
export class RedirectRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly redirects: RedirectService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.get<{ Params: { uuid: string } }>('/qr-redirect/:uuid', { logLevel: 'warn' }, (request, reply) =>
      this.handle(request, reply),
    );
  }

  private async handle(request: FastifyRequest<{ Params: { uuid: string } }>, reply: FastifyReply) {
    const decision = await this.redirects.decide(request.params.uuid);
    if (decision.kind === 'serve' && decision.target.type === 'url' && decision.target.destination) {
      await this.redirects.record(decision, scanRequest(request, this.config.trustProxy));
      return reply
        .code(302)
        .header('location', decision.target.destination)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send();
    }
    reply.header('x-robots-tag', 'noindex');
    return sendShellPage(reply, this.config, decision.kind === 'unknown' ? 404 : 200);
  }
}

/** What a scan keeps of the request: IP (hashed later, never stored), agent, method, country header. */
export function scanRequest(request: FastifyRequest, trustProxy: boolean): ScanRequest {
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    ip: request.ip,
    userAgent: header('user-agent') ?? '',
    method: request.method,
    proxyCountry: trustProxy ? (header('cf-ipcountry') ?? header('x-country-code')) : undefined,
  };
}
