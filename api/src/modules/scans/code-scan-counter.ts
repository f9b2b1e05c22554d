/**
 * Each capped code's recorded scans (people's, served), for its max_scans. Read from the
 * stored scans once, then counted here as this replica records them; re-read every few
 * seconds so that other replicas' scans are taken into account. Only codes with a cap are
 * ever read.
 */
export class CodeScanCounter {
  private readonly counts = new Map<number, { scans: number; readAt: number }>();

  constructor(
    private readonly read: (codeId: number) => Promise<number>,
    private readonly refreshMs = 10_000,
  ) {}

  async current(codeId: number, now = new Date()): Promise<number> {
    const known = this.counts.get(codeId);
    if (known && now.getTime() - known.readAt < this.refreshMs) return known.scans;
    const scans = await this.read(codeId);
    this.counts.set(codeId, { scans, readAt: now.getTime() });
    return scans;
  }

  add(codeId: number): void {
    const known = this.counts.get(codeId);
    if (known) known.scans += 1;
  }

  forget(codeId: number): void {
    this.counts.delete(codeId);
  }
}
