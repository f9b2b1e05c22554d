import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
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

  /** The custom domain a Host header names, or null (the panel's host, or no one's). */
  async of(hostHeader: string | undefined): Promise<HostDomain | null> {
    if (!hostHeader || hostHeader === this.panelHost) return null;
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
