import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { BILLING_JOBS } from '../billing-jobs';
import { SubscriptionsService } from './subscriptions.service';

const EVERY_MS = 10 * 60_000;

/**
 * Every ten minutes (once across replicas), subscriptions past their period end without a
 * renewal expire.
 */
@Injectable()
export class SubscriptionExpiryJob implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionExpiry');

  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.every(BILLING_JOBS.subscriptionExpiry, EVERY_MS, async () => {
      await this.run();
    });
  }

  /** Expires what is due at `now`; answers how many subscriptions expired. */
  async run(now = new Date()): Promise<number> {
    const expired = await this.subscriptions.expireDue(now);
    if (expired)
      this.logger.log(`${expired} subscription(s) expired; their users are back on the Free Trial`);
    return expired;
  }
}
