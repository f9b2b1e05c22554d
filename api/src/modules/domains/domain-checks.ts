import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../platform/jobs/jobs.service';
import { DOMAIN_JOBS } from './domain-jobs';
import { DomainsService } from './domains.service';

/** How often the schedule looks for domains not checked for a day. */
const LOOK_EVERY_MS = 3_600_000;
/** Domains checked a run: each waits for DNS a few seconds at most. */
const BATCH = 50;

/**
 * The daily re-check of every domain (docs/product.md, Custom domains): hourly, whichever
 * replica's turn it is takes the domains not checked for a day, a batch at a time.
 */
@Injectable()
export class DomainChecks implements OnModuleInit {
  constructor(
    private readonly jobs: Jobs,
    private readonly domains: DomainsService,
  ) {}

  onModuleInit(): void {
    this.jobs.every(DOMAIN_JOBS.recheck, LOOK_EVERY_MS, async () => {
      while ((await this.domains.checkDue(BATCH)) === BATCH);
    });
  }
}
