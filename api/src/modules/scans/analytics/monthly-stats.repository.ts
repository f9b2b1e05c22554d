import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { MonthlyStat } from '@qrpanel/contracts';
import { SubscriptionsService } from '../../billing';

/** The admins' dashboard by month: users who joined, and the payments received (renewals included). */
@Injectable()
export class MonthlyStatsRepository {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** The last `months` UTC months, this one included, oldest first, zeros included. */
  async lastMonths(months: number, now = new Date()): Promise<MonthlyStat[]> {
    const keys = Array.from({ length: months }, (_, i) =>
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1 - i), 1))
        .toISOString()
        .slice(0, 7),
    );
    const since = `${keys[0]}-01 00:00:00`;
    // Both databases keep datetimes that read as 'YYYY-MM-DD hh:mm:ss': the month is their start.
    const users = await this.db.query<{ month: string; n: unknown }[]>(
      'SELECT SUBSTR(created_at, 1, 7) AS month, COUNT(*) AS n FROM users WHERE created_at >= ? GROUP BY SUBSTR(created_at, 1, 7)',
      [since],
    );
    const revenue = await this.subscriptions.revenueSince(new Date(`${keys[0]}-01T00:00:00Z`));
    const newUsers = new Map(users.map((r) => [String(r.month), Number(r.n)]));
    return keys.map((month) => ({
      month,
      newUsers: newUsers.get(month) ?? 0,
      revenue: revenue.filter((r) => r.month === month).map(({ currency, amount }) => ({ currency, amount })),
    }));
  }
}
