/**
 * Group commit: callers add items and wait until the batch holding theirs is written.
 * One write runs at a time; whatever arrives meanwhile goes into the next write, so a
 * lone scan is written at once and a burst shares one statement per batch. The answer to
 * a scanner is sent only after its scan is stored: a scan answered is a scan kept.
 */
export class GroupCommit<T> {
  private pending: { item: T; done: () => void; failed: (e: unknown) => void }[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly write: (items: T[]) => Promise<void>,
    private readonly maxBatch = 1000,
  ) {}

  /** Resolves once the item is stored; rejects if its batch could not be written. */
  add(item: T): Promise<void> {
    return new Promise((done, failed) => {
      this.pending.push({ item, done, failed });
      this.writing ??= this.writeAll();
    });
  }

  /** Waits for everything added so far to be written (used on shutdown). */
  async drain(): Promise<void> {
    while (this.writing) await this.writing;
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
    this.writing = undefined;
  }
}
