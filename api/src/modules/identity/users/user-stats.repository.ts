import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Figures about accounts for the admins' dashboard. */
@Injectable()
export class UserStatsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Accounts made per UTC month ('YYYY-MM') since the start of a month. */
  async joinedByMonthSince(month: string): Promise<Map<string, number>> {
    // Both databases keep datetimes that read as 'YYYY-MM-DD hh:mm:ss': the month is their start.
    const rows = await this.db.query<{ month: string; n: unknown }[]>(
      'SELECT SUBSTR(created_at, 1, 7) AS month, COUNT(*) AS n FROM users WHERE created_at >= ? GROUP BY SUBSTR(created_at, 1, 7)',
      [`${month}-01 00:00:00`],
    );
    return new Map(rows.map((r) => [String(r.month), Number(r.n)]));
  }
}
