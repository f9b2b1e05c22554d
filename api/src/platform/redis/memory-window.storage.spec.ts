import { MemoryWindowStorage } from './memory-window.storage';

describe('MemoryWindowStorage', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const hit = (storage: MemoryWindowStorage, key = 'k') => storage.increment(key, 60_000, 4, 1, 'v1');

  it('refuses every request past the limit until the window opened by the first one ends', async () => {
    const storage = new MemoryWindowStorage();
    const seen: [number, boolean, number][] = [];
    for (let i = 0; i < 12; i += 1) {
      const record = await hit(storage);
      seen.push([record.totalHits, record.isBlocked, record.timeToExpire]);
      jest.advanceTimersByTime(4_000);
    }
    expect(seen.map(([, blocked]) => blocked)).toEqual([
      ...Array<boolean>(4).fill(false),
      ...Array<boolean>(8).fill(true),
    ]);
    expect(seen.map(([, , left]) => left)).toEqual([60, 56, 52, 48, 44, 40, 36, 32, 28, 24, 20, 16]);

    jest.advanceTimersByTime(16_000 - 4_000 - 1);
    expect((await hit(storage)).isBlocked).toBe(true);
    jest.advanceTimersByTime(1);
    expect(await hit(storage)).toEqual({
      totalHits: 1,
      isBlocked: false,
      timeToExpire: 60,
      timeToBlockExpire: 0,
    });
  });

  it('counts each key in its own window', async () => {
    const storage = new MemoryWindowStorage();
    for (let i = 0; i < 5; i += 1) await hit(storage, 'a');
    expect((await hit(storage, 'a')).isBlocked).toBe(true);
    expect(await hit(storage, 'b')).toMatchObject({ totalHits: 1, isBlocked: false });
  });
});
