import { setTimeout as sleep } from 'node:timers/promises';
import { BUSY_RENDER_SHARE, RenderAbandoned, RenderQueue, RenderRefused } from './render-queue';

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

/** Renders that finish when the test says so, noting the order they started in. */
function heldRenders() {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  return {
    started,
    render: (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        finishers.set(name, () => resolve(name));
      }),
    finish: async (name: string) => {
      finishers.get(name)?.();
      // The queue hands the slot on once the render's promise has settled.
      await sleep(0);
    },
  };
}

const quiet = () => false;
const limits = (slots: number, maxWaiting = 16, maxWaitingPerOwner = 16) => ({
  slots,
  maxWaiting,
  maxWaitingPerOwner,
});

describe('RenderQueue', () => {
  describe('while the scanners are quiet', () => {
    it('lets renders run side by side, as many as there are slots', async () => {
      const queue = new RenderQueue(limits(3), quiet);
      const log: { start: number; end: number }[] = [];
      await Promise.all([1, 2, 3].map(() => queue.run('a', timedRender(log, 40))));
      // All three had started before the first one ended.
      expect(Math.max(...log.map((r) => r.start))).toBeLessThan(Math.min(...log.map((r) => r.end)));
    });

    it('serves the owners in turn, one render each, whoever asked first or most', async () => {
      const queue = new RenderQueue(limits(1), quiet);
      const held = heldRenders();
      const all = [
        ...['a1', 'a2', 'a3', 'a4', 'a5'].map((n) => queue.run('a', held.render(n))),
        ...['b1', 'b2'].map((n) => queue.run('b', held.render(n))),
        queue.run('c', held.render('c1')),
      ];
      for (const name of ['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4', 'a5']) await held.finish(name);
      await Promise.all(all);
      // Beyond the render drawing when they came, b and c waited for one of a's, not for all four.
      expect(held.started).toEqual(['a1', 'a2', 'b1', 'c1', 'a3', 'b2', 'a4', 'a5']);
    });

    it("refuses an owner's render past their waiting limit, and still takes another owner's", async () => {
      const queue = new RenderQueue(limits(1, 16, 2), quiet);
      const held = heldRenders();
      const a = ['a1', 'a2', 'a3'].map((n) => queue.run('a', held.render(n)));
      const refused = queue.run('a', held.render('a4'));
      await expect(refused).rejects.toBeInstanceOf(RenderRefused);
      await expect(refused).rejects.toMatchObject({ full: 'owner' });
      const b = queue.run('b', held.render('b1'));
      for (const name of ['a1', 'a2', 'b1', 'a3']) await held.finish(name);
      await expect(Promise.all([...a, b])).resolves.toEqual(['a1', 'a2', 'a3', 'b1']);
      expect(held.started).not.toContain('a4');
    });

    it('refuses anyone past the waiting limit of all owners together, with when to come back', async () => {
      const queue = new RenderQueue(limits(1, 2, 2), quiet);
      const held = heldRenders();
      const taken = [queue.run('a', held.render('a1')), queue.run('b', held.render('b1'))];
      taken.push(queue.run('c', held.render('c1')));
      const refused = queue.run('d', held.render('d1'));
      await expect(refused).rejects.toMatchObject({ full: 'everyone' });
      const { retryAfterSeconds } = (await refused.catch((e: unknown) => e)) as RenderRefused;
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(retryAfterSeconds).toBeLessThanOrEqual(60);
      for (const name of ['a1', 'b1', 'c1']) await held.finish(name);
      await expect(Promise.all(taken)).resolves.toEqual(['a1', 'b1', 'c1']);
      // Places free up as renders leave the queue.
      const later = queue.run('d', held.render('d1'));
      await held.finish('d1');
      await expect(later).resolves.toBe('d1');
    });

    it('drops a waiting render whose caller gives up: it never runs, and its place is free again', async () => {
      const queue = new RenderQueue(limits(1, 1, 1), quiet);
      const held = heldRenders();
      const first = queue.run('a', held.render('a1'));
      const gone = new AbortController();
      const abandoned = queue.run('b', held.render('b1'), gone.signal);
      gone.abort();
      await expect(abandoned).rejects.toBeInstanceOf(RenderAbandoned);
      const next = queue.run('c', held.render('c1'));
      await held.finish('a1');
      await held.finish('c1');
      await expect(Promise.all([first, next])).resolves.toEqual(['a1', 'c1']);
      expect(held.started).toEqual(['a1', 'c1']);
      // A signal that has already aborted is never queued.
      await expect(queue.run('d', held.render('d1'), gone.signal)).rejects.toBeInstanceOf(RenderAbandoned);
    });

    it('gives the next turn on when a render fails', async () => {
      const queue = new RenderQueue(limits(1), quiet);
      const failed = queue.run('a', () => Promise.reject(new Error('bad logo')));
      const next = queue.run('b', () => Promise.resolve('drawn'));
      await expect(failed).rejects.toThrow('bad logo');
      await expect(next).resolves.toBe('drawn');
    });
  });

  describe('while the scanners are busy', () => {
    it('runs them one at a time, each followed by a rest three times its length', async () => {
      const queue = new RenderQueue(limits(2), () => true);
      const log: { start: number; end: number }[] = [];
      const answers = await Promise.all([1, 2, 3].map(() => queue.run('a', timedRender(log, 30))));
      expect(answers).toEqual([30, 30, 30]);
      for (let i = 1; i < log.length; i += 1) {
        const took = log[i - 1].end - log[i - 1].start;
        const rest = log[i].start - log[i - 1].end;
        // Timers may fire a millisecond early; never a whole rest early.
        expect(rest).toBeGreaterThanOrEqual(took * (1 / BUSY_RENDER_SHARE - 1) - 2);
      }
    });

    it('refuses a render past the waiting limit and still runs the others', async () => {
      const queue = new RenderQueue(limits(2, 2, 2), () => true);
      const log: { start: number; end: number }[] = [];
      const first = queue.run('a', timedRender(log, 20));
      const waiting = [queue.run('a', timedRender(log, 1)), queue.run('a', timedRender(log, 1))];
      await expect(queue.run('a', timedRender(log, 1))).rejects.toBeInstanceOf(RenderRefused);
      await expect(Promise.all([first, ...waiting])).resolves.toEqual([20, 1, 1]);
      expect(log).toHaveLength(3);
    });

    it('lets a waiting render in as soon as the scanners quieten, while a rest still holds a slot', async () => {
      let busy = true;
      const queue = new RenderQueue(limits(2), () => busy);
      const held = heldRenders();
      const first = queue.run('a', held.render('a1'));
      const waiting = queue.run('b', held.render('b1'));
      await sleep(100);
      await held.finish('a1'); // drawn for 100 ms: a rest of 300 ms follows
      expect(held.started).toEqual(['a1']);
      busy = false;
      const later = queue.run('c', held.render('c1'));
      // One slot rests, the other takes the render that waited longest; c waits its turn.
      expect(held.started).toEqual(['a1', 'b1']);
      await held.finish('b1');
      await held.finish('c1');
      await expect(Promise.all([first, waiting, later])).resolves.toEqual(['a1', 'b1', 'c1']);
    });

    it('gives the next turn on when a render fails', async () => {
      const queue = new RenderQueue(limits(2), () => true);
      const failed = queue.run('a', () => Promise.reject(new Error('bad logo')));
      const next = queue.run('a', () => Promise.resolve('drawn'));
      await expect(failed).rejects.toThrow('bad logo');
      await expect(next).resolves.toBe('drawn');
    });
  });
});
