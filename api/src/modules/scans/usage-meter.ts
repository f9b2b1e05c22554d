/**
 * Each owner's counted scans this calendar month (UTC), for the monthly scan limit. Read
 * from the daily roll-ups once, then counted here; re-read every few seconds so that
 * other replicas' scans are taken into account.
 */
export class UsageMeter {
  private readonly usage = new Map<number, { month: string; scans: number; readAt: number }>();

  constructor(
    private readonly read: (userId: number, monthStart: string) => Promise<number>,
    private readonly refreshMs = 10_000,
  ) {}

  async current(userId: number, now = new Date()): Promise<number> {
    const month = monthStart(now);
    const known = this.usage.get(userId);
    if (known && known.month === month && now.getTime() - known.readAt < this.refreshMs) return known.scans;
    const scans = await this.read(userId, month);
    this.usage.set(userId, { month, scans, readAt: now.getTime() });
    return scans;
  }

  add(userId: number, scans = 1): void {
    const known = this.usage.get(userId);
    if (known) known.scans += scans;
  }

  forget(userId: number): void {
    this.usage.delete(userId);
  }
}

/** 'YYYY-MM-01' of the date's month, in UTC. */
export function monthStart(d: Date): string {
  return `${d.toISOString().slice(0, 7)}-01`;
}
