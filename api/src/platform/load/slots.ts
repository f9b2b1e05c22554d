/** Why work was turned away: every slot is taken and as many as allowed already wait. */
export class SlotsFull extends Error {}

/**
 * At most `size` pieces of work at a time; the next `maxWaiting` wait for a slot in the
 * order they came, and any beyond them are turned away at once (SlotsFull), so that a
 * burst costs a bounded wait, never an unbounded queue.
 */
export class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting = Infinity,
  ) {}

  /** Nothing runs and nothing waits. */
  get idle(): boolean {
    return this.running === 0 && this.waiting.length === 0;
  }

  /** Runs `work` in a slot, once one is free; throws SlotsFull when too many wait already. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running += 1;
    else if (this.waiting.length >= this.maxWaiting) throw new SlotsFull();
    // The slot is handed over by the work that frees it (below): `running` stays as it is.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
