import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { IncomingHttpHeaders } from 'node:http';
import type { DomainStatus } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { DomainEvents } from '../../platform/events/domain-events';
import { DomainsRepository } from './domains.repository';

/** What routing needs of a custom domain a request came to. */
export interface HostDomain {
  id: number;
  status: DomainStatus;
  rootUrl: string | null;
  notFoundUrl: string | null;
}

/** A host asked about is remembered this long, in case an event was missed. */
const REMEMBER_MS = 60_000;

/**
 * Set by the gateway on what it passes from any host but the panel's (deploy/nginx): there,
 * a host no workspace added is nobody's, and answers 404 as a domain not verified does.
 * Sent by anyone else, it only makes their own requests not found.
 */
export const CUSTOMER_HOST_HEADER = 'x-qrpanel-customer-host';

/** A host no workspace added, reached as a customer's: nothing answers there. */
const NOBODYS: HostDomain = { id: -1, status: 'inactive', rootUrl: null, notFoundUrl: null };

/**
 * Host header → custom domain, for routing by host (docs/product.md, Custom domains): null
 * for the panel's own host and any host no workspace added. Kept in memory: a scan on a
 * custom domain reads no table for its host; `domain.changed` drops a host on every replica.
 */
@Injectable()
export class DomainHosts implements OnModuleInit {
  private readonly panelHost: string;
  private readonly entries = new LRUCache<string, { domain: HostDomain | null }>({
    max: 10_000,
    ttl: REMEMBER_MS,
  });

  constructor(
    private readonly domains: DomainsRepository,
    private readonly events: DomainEvents,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.panelHost = new URL(config.publicUrl).host;
  }

  onModuleInit(): void {
    this.events.on('domain.changed', ({ hostname }) => this.entries.delete(hostname));
    this.events.on('events.missed', () => this.entries.clear());
  }

  /**
   * The custom domain a request's Host names, or null for the panel's (its own host, or one
   * no workspace added: `npm start` is reached as localhost, 127.0.0.1 or a LAN address),
   * unless the gateway says the host is not the panel's.
   */
  async of(headers: IncomingHttpHeaders): Promise<HostDomain | null> {
    const hostHeader = headers.host;
    if (!hostHeader || hostHeader === this.panelHost) return null;
    const domain = await this.byHost(hostHeader);
    return domain ?? (headers[CUSTOMER_HOST_HEADER] === '1' ? NOBODYS : null);
  }

  private async byHost(hostHeader: string): Promise<HostDomain | null> {
    const hostname = hostHeader.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
    const known = this.entries.get(hostname);
    if (known) return known.domain;
    const row = await this.domains.byHostname(hostname);
    const domain = row
      ? { id: row.id, status: row.status, rootUrl: row.rootUrl, notFoundUrl: row.notFoundUrl }
      : null;
    this.entries.set(hostname, { domain });
    return domain;
  }
}
