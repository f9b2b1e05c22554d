import { JobNames } from './job-names';
import { LocalTimers } from './local-timer';

describe('LocalTimers', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a declared timer every period until the api stops, and refuses an undeclared one', async () => {
    const timers = new LocalTimers(new JobNames(['scans.visitor-salts']));
    let runs = 0;
    timers.every('scans.visitor-salts', 1_000, () => Promise.resolve(void (runs += 1)));
    expect(() => timers.every('scans.visitor-salts', 1_000, () => Promise.resolve())).toThrow(/runs already/);
    expect(() => timers.every('scans.salts', 1_000, () => Promise.resolve())).toThrow(
      /scans\.salts is not in the registry of job names/,
    );
    await jest.advanceTimersByTimeAsync(3_500);
    expect(runs).toBe(3);
    timers.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(3);
  });
});
