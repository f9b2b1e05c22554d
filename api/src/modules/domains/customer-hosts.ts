import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shortKeyProblem, type ErrorBody } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { sendPublicPage } from '../../platform/web/web-apps';
import { DomainHosts } from './domain-hosts';

/** What a customer's host answers besides its keys: the public page's files and its api. */
const CUSTOMER_PATHS = [/^\/public\//, /^\/api\/qrcodes\/short\/[^/?]+(\/unlock)?(\?|$)/];

/**
 * Routing by host (docs/product.md, Custom domains): on a custom domain's host only its
 * codes' keys, its root and its codes' public pages answer. The panel, the web apps and the
 * api are never served there (404), so a customer's domain never carries the panel's
 * sessions; a domain not (or no longer) verified answers nothing but 404.
 */
@Injectable()
export class CustomerHosts implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly hosts: DomainHosts,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply) => this.gate(request, reply));
  }

  private async gate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const domain = await this.hosts.of(request.headers);
    if (!domain) return;
    const path = request.url.split('?')[0];
    if (domain.status !== 'verified') return notFound(reply, path);
    if (path === '/') {
      reply.header('x-robots-tag', 'noindex').header('cache-control', 'no-store');
      if (domain.rootUrl) return reply.code(302).header('location', domain.rootUrl).send();
      return sendPublicPage(reply, this.config, 404);
    }
    const segment = path.slice(1);
    if (!segment.includes('/') && shortKeyProblem(segment) === null) return;
    // A hosted page's counted hops, {key}/l/{n}.
    if (HOP_PATH.test(path) && shortKeyProblem(segment.split('/')[0]) === null) return;
    if (CUSTOMER_PATHS.some((allowed) => allowed.test(request.url))) return;
    return notFound(reply, path);
  }
}

const HOP_PATH = /^\/[A-Za-z0-9_-]{1,64}\/l\/\d{1,4}$/;

function notFound(reply: FastifyReply, path: string): FastifyReply {
  const body: ErrorBody = { statusCode: 404, message: `Cannot GET ${path}`, error: 'Not Found' };
  return reply.code(404).send(body);
}
