import { KeyedMutex } from './keyed-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedMutex', () => {
  it('runs work of one key one at a time, in order, even when some fails', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const job = (name: string, fail = false) =>
      mutex.run('k', async () => {
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('runs different keys side by side', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    const job = (key: string) =>
      mutex.run(key, async () => {
        log.push(`start ${key}`);
        await tick();
        log.push(`end ${key}`);
      });
    await Promise.all([job('x'), job('y')]);
    expect(log.slice(0, 2)).toEqual(['start x', 'start y']);
  });
});
