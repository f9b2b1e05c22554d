import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { errorText } from '../../mail/background-tasks';
import { SubscriptionsService } from './subscriptions.service';

/** Every ten minutes, subscriptions past their period end without a renewal expire. */
@Injectable()
export class SubscriptionExpiryJob {
  private readonly logger = new Logger('SubscriptionExpiry');

  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'subscription-expiry' })
  async onSchedule(): Promise<void> {
    try {
      await this.run();
    } catch (error) {
      this.logger.error(`Expiring subscriptions failed: ${errorText(error)}`);
    }
  }

  /** Expires what is due at `now`; answers how many subscriptions expired. */
  async run(now = new Date()): Promise<number> {
    const expired = await this.subscriptions.expireDue(now);
    if (expired)
      this.logger.log(`${expired} subscription(s) expired; their users are back on the Free Trial`);
    return expired;
  }
}
