import { GroupCommit } from './group-commit';

const tick = () => new Promise((r) => setImmediate(r));

describe('GroupCommit', () => {
  it('writes a lone item at once and resolves after it is written', async () => {
    const written: number[][] = [];
    const gc = new GroupCommit<number>(async (items) => {
      written.push(items);
      await tick();
    });
    await gc.add(1);
    expect(written).toEqual([[1]]);
  });

  it('gathers what arrives during a write into the next single write', async () => {
    const written: number[][] = [];
    let release!: () => void;
    const gc = new GroupCommit<number>(async (items) => {
      written.push(items);
      if (written.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = gc.add(0);
    await tick();
    const rest = [1, 2, 3, 4].map((n) => gc.add(n));
    expect(written).toEqual([[0]]);
    release();
    await Promise.all([first, ...rest]);
    expect(written).toEqual([[0], [1, 2, 3, 4]]);
  });

  it('splits bursts into batches of at most maxBatch', async () => {
    const sizes: number[] = [];
    const gc = new GroupCommit<number>((items) => {
      sizes.push(items.length);
      return Promise.resolve();
    }, 3);
    await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => gc.add(n)));
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('rejects the callers of a failed batch and goes on with the next', async () => {
    let calls = 0;
    const gc = new GroupCommit<number>(() => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('db down')) : Promise.resolve();
    });
    await expect(gc.add(1)).rejects.toThrow('db down');
    await expect(gc.add(2)).resolves.toBeUndefined();
  });

  it('runs up to `concurrency` writes at once, each taking what waited for it', async () => {
    const written: number[][] = [];
    const releases: (() => void)[] = [];
    const gc = new GroupCommit<number>(
      async (items) => {
        written.push(items);
        await new Promise<void>((r) => releases.push(r));
      },
      1000,
      2,
    );
    const first = gc.add(0);
    await tick();
    const second = gc.add(1);
    await tick();
    const rest = [2, 3].map((n) => gc.add(n));
    await tick();
    // Two writes in flight; what came after them waits for the first to end.
    expect(written).toEqual([[0], [1]]);
    releases[0]();
    await first;
    await tick();
    expect(written).toEqual([[0], [1], [2, 3]]);
    releases[1]();
    releases[2]();
    await Promise.all([second, ...rest]);
  });

  it('drain waits for everything in flight', async () => {
    const written: number[] = [];
    const gc = new GroupCommit<number>(async (items) => {
      await new Promise((r) => setTimeout(r, 5));
      written.push(...items);
    });
    void gc.add(1);
    void gc.add(2);
    await gc.drain();
    expect(written).toEqual([1, 2]);
  });
});
