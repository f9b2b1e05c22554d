/**
 * Each owner's (workspace's) counted scans this calendar month (UTC), for the monthly scan limit. Read
 * from the daily roll-ups once, then counted here; re-read every few seconds so that
 * other replicas' scans are taken into account.
 */
export class UsageMeter {
  private readonly usage = new Map<number, { month: string; scans: number; readAt: number }>();

  constructor(
    private readonly read: (ownerId: number, monthStart: string) => Promise<number>,
    private readonly refreshMs = 10_000,
  ) {}

  async current(ownerId: number, now = new Date()): Promise<number> {
    const month = monthStart(now);
    const known = this.usage.get(ownerId);
    if (known && known.month === month && now.getTime() - known.readAt < this.refreshMs) return known.scans;
    const scans = await this.read(ownerId, month);
    this.usage.set(ownerId, { month, scans, readAt: now.getTime() });
    return scans;
  }

  add(ownerId: number, scans = 1): void {
    const known = this.usage.get(ownerId);
    if (known) known.scans += scans;
  }
}

/** 'YYYY-MM-01' of the date's month, in UTC. */
export function monthStart(d: Date): string {
  return `${d.toISOString().slice(0, 7)}-01`;
}
