/**
 * Time in the tests' verdicts, made independent of how fast the machine is right now: suites
 * run side by side on few cores shared with other work, and a test must stay green on a
 * machine twice as slow.
 *
 * - A wait that is only a wait (for a job to run, a mail to come, a replica to start) has a
 *   deadline of minutes, WAIT_MS, and ends as soon as its condition holds.
 * - A verdict on elapsed time compares with work of the same kind measured just before, on
 *   the same machine under the same load (pace()): the bound is the figure a quiet machine
 *   meets, or a multiple of that baseline, whichever is larger (bound()). The multiple is
 *   far below what the bug the test guards against costs, which grows with the machine's
 *   slowness just as the baseline does.
 */

/** How long a wait that is only a wait may last. */
export const WAIT_MS = 120_000;

/** How long `work` takes, from its call to its result. */
export async function timed<T>(work: () => PromiseLike<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/**
 * The median time of `runs` runs of `work` one after the other: this machine's pace for it,
 * now. The median, so that one run the scheduler held up does not set the pace.
 */
export async function pace(work: () => PromiseLike<unknown>, runs = 3): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) times.push((await timed(work)).ms);
  return median(times);
}

/** The larger of what a quiet machine meets and `times` × the baseline measured just before. */
export function bound(quietMs: number, times: number, baselineMs: number): number {
  return Math.max(quietMs, times * baselineMs);
}

export function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

/** Polls `check` until it holds; fails naming `what` once `ms` have passed. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  ms = WAIT_MS,
  everyMs = 20,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * Asks `condition` until it holds, for something that follows within milliseconds (another
 * replica hearing of a change through Redis): fails once `asks` asks and `quietMs` have both
 * passed. Each ask is a round trip through the same machine, so the count holds however busy
 * it is, where a time alone would not; `quietMs` keeps a fast machine's asks from running out
 * before a quiet one's time would.
 */
export async function soon(
  condition: () => Promise<boolean>,
  what: string,
  { asks = 50, quietMs = 1000 } = {},
): Promise<void> {
  const quiet = Date.now() + quietMs;
  for (let asked = 1; !(await condition()); asked += 1) {
    if (asked >= asks && Date.now() > quiet) throw new Error(`asked ${asked} times for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
