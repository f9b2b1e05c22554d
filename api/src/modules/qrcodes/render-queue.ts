import { performance } from 'node:perf_hooks';

/** While the scanners are busy, renders take at most this share of one core. */
export const BUSY_RENDER_SHARE = 0.25;

/** Whose render it is (a user's id): each owner waits in a line of their own. */
export type RenderOwner = number | string;

/** What a render is assumed to take until one has been timed, for Retry-After. */
const FIRST_ESTIMATE_MS = 250;
/** How much each timed render moves the estimate (an exponential mean). */
const ESTIMATE_WEIGHT = 0.2;
/** Retry-After stays within these bounds (seconds). */
const RETRY_AFTER_MIN_S = 1;
const RETRY_AFTER_MAX_S = 60;

export interface RenderQueueLimits {
  /** Renders drawn at once (one a render process) while the scanners are quiet. */
  slots: number;
  /** Renders that may wait, every owner's together. */
  maxWaiting: number;
  /** Renders one owner may have waiting. */
  maxWaitingPerOwner: number;
}

/** Why a render was not let in: its owner has too many waiting, or everyone together has. */
export class RenderRefused extends Error {
  constructor(
    readonly full: 'owner' | 'everyone',
    /** When a place is likely to be free again. */
    readonly retryAfterSeconds: number,
  ) {
    super(full === 'owner' ? 'this owner has too many renders waiting' : 'too many renders are waiting');
  }
}

/** A waiting render whose caller gave it up (the client went away): it never ran. */
export class RenderAbandoned extends Error {}

interface Waiting {
  /** Hands the render its turn. */
  begin: () => void;
}

/**
 * Decides when each render may run. Every owner has a line of their own and the lines are
 * served in turn, one render each: a user who asks for a hundred images delays another
 * user's by at most one of theirs (plus those already drawing), never by the hundred. Past
 * `maxWaitingPerOwner` an owner's next render is refused (503, their own), past `maxWaiting`
 * anyone's (503); nothing waits without bound. A waiting render can be given up by its
 * caller and leaves no trace. What a render may then take is its caller's business: this
 * only says when it starts, so time spent here never counts against its limit.
 *
 * While the scanners are busy, renders take turns one at a time, each turn followed by a
 * rest three times as long as its render took. The process's lower priority alone is not
 * enough: on a small machine renders running beside the redirect still added 10 to 19 ms to
 * its p99 (the api, the database and the render share two cores, and their caches), while
 * renders held to a quarter of a core added at most 5. A download waits longer during a
 * burst of scans; no scanner does.
 */
export class RenderQueue {
  /** Each owner's waiting renders, oldest first; the Map's order is the order of their turns. */
  private readonly lines = new Map<RenderOwner, Waiting[]>();
  private waiting = 0;
  private running = 0;
  /** Slots held by a rest after a render while the scanners were busy. */
  private resting = 0;
  private estimateMs = FIRST_ESTIMATE_MS;

  constructor(
    private readonly limits: RenderQueueLimits,
    private readonly busy: () => boolean,
  ) {}

  /**
   * Runs `render` when its owner's turn comes. Rejects with RenderRefused when the owner's
   * line or the whole queue is full, and with RenderAbandoned when `signal` aborts while it
   * waits (once it runs, the render is its caller's to stop).
   */
  run<T>(owner: RenderOwner, render: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (signal?.aborted) return Promise.reject(new RenderAbandoned());
    if (this.waiting === 0 && this.hasRoom()) return this.start(render);
    const line = this.lines.get(owner) ?? [];
    if (line.length >= this.limits.maxWaitingPerOwner) {
      return Promise.reject(new RenderRefused('owner', this.secondsFor(this.lines.size)));
    }
    if (this.waiting >= this.limits.maxWaiting) {
      return Promise.reject(new RenderRefused('everyone', this.secondsFor(this.waiting)));
    }
    return new Promise<T>((resolve, reject) => {
      const giveUp = () => {
        this.remove(owner, entry);
        reject(new RenderAbandoned());
      };
      const entry: Waiting = {
        begin: () => {
          signal?.removeEventListener('abort', giveUp);
          this.start(render).then(resolve, reject);
        },
      };
      signal?.addEventListener('abort', giveUp, { once: true });
      line.push(entry);
      // A new line joins the end of the turns.
      if (line.length === 1) this.lines.set(owner, line);
      this.waiting += 1;
      // Room may have come without a render ending (the scanners quietened during a rest).
      this.next();
    });
  }

  private hasRoom(): boolean {
    return this.running + this.resting < (this.busy() ? 1 : this.limits.slots);
  }

  private async start<T>(render: () => Promise<T>): Promise<T> {
    this.running += 1;
    const started = performance.now();
    try {
      return await render();
    } finally {
      const took = performance.now() - started;
      this.estimateMs += (took - this.estimateMs) * ESTIMATE_WEIGHT;
      this.running -= 1;
      // A failed render hands the turn on as a drawn one does.
      if (this.busy()) this.rest(took * (1 / BUSY_RENDER_SHARE - 1));
      else this.next();
    }
  }

  private rest(ms: number): void {
    this.resting += 1;
    setTimeout(() => {
      this.resting -= 1;
      this.next();
    }, ms).unref();
  }

  /** Starts waiting renders while there is room: the first line's oldest, that line then to the back. */
  private next(): void {
    while (this.waiting > 0 && this.hasRoom()) {
      const [owner, line] = this.lines.entries().next().value as [RenderOwner, Waiting[]];
      const entry = line.shift() as Waiting;
      this.lines.delete(owner);
      if (line.length > 0) this.lines.set(owner, line);
      this.waiting -= 1;
      entry.begin();
    }
  }

  private remove(owner: RenderOwner, entry: Waiting): void {
    const line = this.lines.get(owner);
    const at = line?.indexOf(entry) ?? -1;
    if (!line || at < 0) return;
    line.splice(at, 1);
    if (line.length === 0) this.lines.delete(owner);
    this.waiting -= 1;
  }

  /** Roughly how long `renders` take to go through the slots, in whole seconds. */
  private secondsFor(renders: number): number {
    const seconds = Math.ceil((renders * this.estimateMs) / this.limits.slots / 1000);
    return Math.min(RETRY_AFTER_MAX_S, Math.max(RETRY_AFTER_MIN_S, seconds));
  }
}
