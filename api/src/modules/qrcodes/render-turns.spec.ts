import { setTimeout as sleep } from 'node:timers/promises';
import { BUSY_RENDER_SHARE, RenderTurns, TooManyWaiting } from './render-turns';

/** A render that takes `ms` and notes when it ran. */
function timedRender(log: { start: number; end: number }[], ms: number) {
  return async () => {
    const entry = { start: performance.now(), end: 0 };
    log.push(entry);
    await sleep(ms);
    entry.end = performance.now();
    return ms;
  };
}

describe('RenderTurns', () => {
  it('lets renders run side by side while the scanners are quiet', async () => {
    const turns = new RenderTurns(() => false, 16);
    const log: { start: number; end: number }[] = [];
    await Promise.all([1, 2, 3].map(() => turns.run(timedRender(log, 40))));
    // All three had started before the first one ended.
    expect(Math.max(...log.map((r) => r.start))).toBeLessThan(Math.min(...log.map((r) => r.end)));
  });

  it('runs them one at a time, each followed by a rest three times its length, while busy', async () => {
    const turns = new RenderTurns(() => true, 16);
    const log: { start: number; end: number }[] = [];
    const answers = await Promise.all([1, 2, 3].map(() => turns.run(timedRender(log, 30))));
    expect(answers).toEqual([30, 30, 30]);
    for (let i = 1; i < log.length; i += 1) {
      const took = log[i - 1].end - log[i - 1].start;
      const rest = log[i].start - log[i - 1].end;
      // Timers may fire a millisecond early; never a whole rest early.
      expect(rest).toBeGreaterThanOrEqual(took * (1 / BUSY_RENDER_SHARE - 1) - 2);
    }
  });

  it('refuses a render past the waiting limit and still runs the others', async () => {
    const turns = new RenderTurns(() => true, 2);
    const log: { start: number; end: number }[] = [];
    const first = turns.run(timedRender(log, 20));
    await sleep(5); // the first is drawing: no longer waiting
    const waiting = [turns.run(timedRender(log, 1)), turns.run(timedRender(log, 1))];
    await expect(turns.run(timedRender(log, 1))).rejects.toBeInstanceOf(TooManyWaiting);
    await expect(Promise.all([first, ...waiting])).resolves.toEqual([20, 1, 1]);
    expect(log).toHaveLength(3);
  });

  it('gives the next turn on when a render fails', async () => {
    const turns = new RenderTurns(() => true, 16);
    const failed = turns.run(() => Promise.reject(new Error('bad logo')));
    const next = turns.run(() => Promise.resolve('drawn'));
    await expect(failed).rejects.toThrow('bad logo');
    await expect(next).resolves.toBe('drawn');
  });
});
