import { performance } from 'node:perf_hooks';

/** While the scanners are busy, renders take at most this share of one core. */
export const BUSY_RENDER_SHARE = 0.25;

/** Why a render was not let in: too many already wait their turn. */
export class TooManyWaiting extends Error {}

/**
 * Lets renders into the pool. While the scanners are quiet every render goes straight in;
 * while they are busy, renders take turns, one at a time, each turn followed by a rest three
 * times as long as its render took. The pool's lower priority alone is not enough: on a
 * small machine renders running beside the redirect still added 10 to 19 ms to its p99 (the
 * api, the database and the render share two cores, and their caches), while renders held
 * to a quarter of a core added at most 5. A download waits longer during a burst of scans;
 * no scanner does.
 */
export class RenderTurns {
  private turn: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(
    private readonly busy: () => boolean,
    private readonly maxWaiting: number,
  ) {}

  /** Runs `render` when its turn comes; throws TooManyWaiting when `maxWaiting` already wait. */
  async run<T>(render: () => Promise<T>): Promise<T> {
    if (this.waiting === 0 && !this.busy()) return render();
    if (this.waiting >= this.maxWaiting) throw new TooManyWaiting();
    const previous = this.turn;
    let done!: () => void;
    this.turn = new Promise<void>((resolve) => (done = resolve));
    this.waiting += 1;
    try {
      await previous;
    } finally {
      this.waiting -= 1;
    }
    const started = performance.now();
    try {
      return await render();
    } finally {
      const rest = this.busy() ? (performance.now() - started) * (1 / BUSY_RENDER_SHARE - 1) : 0;
      setTimeout(done, rest);
    }
  }
}
