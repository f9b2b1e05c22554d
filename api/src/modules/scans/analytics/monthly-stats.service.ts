import { Injectable } from '@nestjs/common';
import type { MonthlyStat } from '@qrpanel/contracts';
import { SubscriptionsService } from '../../billing';
import { UsersService } from '../../identity';

/**
 * The admins' dashboard by month: users who joined (identity's figures), and the payments
 * received, renewals included (billing's).
 */
@Injectable()
export class MonthlyStatsService {
  constructor(
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** The last `months` UTC months, this one included, oldest first, zeros included. */
  async lastMonths(months: number, now = new Date()): Promise<MonthlyStat[]> {
    const keys = Array.from({ length: months }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1))
        .toISOString()
        .slice(0, 7),
    );
    const newUsers = await this.users.joinedByMonthSince(keys[0]);
    const revenue = await this.subscriptions.revenueSince(new Date(`${keys[0]}-01T00:00:00Z`));
    return keys.map((month) => ({
      month,
      newUsers: newUsers.get(month) ?? 0,
      revenue: revenue.filter((r) => r.month === month).map(({ currency, amount }) => ({ currency, amount })),
    }));
  }
}
