/**
 * Waiting with a time limit. Work that cannot be called off (a query, a roll-up pass, a DNS
 * lookup) goes on after the limit; only the wait ends.
 */

/** `work`'s answer, or `late()`'s error once `ms` have passed (a late answer is dropped). */
export function beforeDeadline<T>(
  work: Promise<T>,
  ms: number,
  late: () => Error = () => new Error(`No answer within ${ms} ms`),
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(late()), Math.max(1, ms));
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Waits for `work`, at most `ms`; then goes on whether it ended or not. */
export async function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const enough = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([work, enough]).finally(() => clearTimeout(timer));
}
