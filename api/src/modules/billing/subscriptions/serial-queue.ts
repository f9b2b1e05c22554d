/**
 * Runs tasks one after another. Subscription changes read, decide and write in several
 * queries; on SQLite every request shares one connection, so two changes interleaving
 * would each decide on a state the other is rewriting. Queued, each sees the last one's
 * result. (Across several api processes on MySQL, conditional updates and the unique
 * webhook event ids keep the outcome right.)
 */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}
