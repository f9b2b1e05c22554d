/**
 * Group commit: callers add items and wait until the batch holding theirs is written.
 * Up to `concurrency` writes run at a time; whatever arrives meanwhile goes into the next
 * write, so a lone item is written at once and a burst shares one statement per batch.
 * A caller answers only once its item is stored (the scan writer: a scan answered is a scan
 * kept). An in-memory facility on the request's path, not a job: the request waits for it
 * (docs/decisions/background-work.md).
 */
export class GroupCommit<T> {
  private pending: { item: T; done: () => void; failed: (e: unknown) => void }[] = [];
  private writers = 0;
  private idle: (() => void)[] = [];

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch = 1000,
    private readonly concurrency = 1,
  ) {}

  /** Resolves once the item is stored; rejects if its batch could not be written. */
  add(item: T): Promise<void> {
    return new Promise((done, failed) => {
      this.pending.push({ item, done, failed });
      if (this.writers < this.concurrency) {
        this.writers += 1;
        void this.writeAll();
      }
    });
  }

  /** Waits for everything added so far to be written (used on shutdown). */
  drain(): Promise<void> {
    return this.writers ? new Promise((resolve) => this.idle.push(resolve)) : Promise.resolve();
  }

  get size(): number {
    return this.pending.length;
  }

  private async writeAll(): Promise<void> {
    // Let the requests already in this tick join the first batch.
    await Promise.resolve();
    while (this.pending.length) {
      const batch = this.pending.splice(0, this.maxBatch);
      try {
        await this.write(batch.map((p) => p.item));
        for (const p of batch) p.done();
      } catch (e) {
        for (const p of batch) p.failed(e);
      }
    }
    this.writers -= 1;
    if (!this.writers) for (const resolve of this.idle.splice(0)) resolve();
  }
}
