import { BUSY_SCANS_PER_SECOND, ScanPressure } from './scan-pressure';

// The waits go through the global timers, which the fake clock below drives.
jest.mock('node:timers/promises', () => ({
  setTimeout: (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
}));

describe('ScanPressure', () => {
  const halfSecond = BUSY_SCANS_PER_SECOND / 2;

  it('is quiet under a trickle of scans, busy from the rate on, and quiet again a second after a burst', () => {
    const pressure = new ScanPressure();
    const t0 = 1_000_000;
    for (let ms = 0; ms < 2_000; ms += 100) pressure.scanned(1, t0 + ms);
    expect(pressure.busy(t0 + 2_000)).toBe(false);

    pressure.scanned(halfSecond - 1, t0 + 2_050);
    expect(pressure.busy(t0 + 2_100)).toBe(false);
    pressure.scanned(1, t0 + 2_200);
    expect(pressure.busy(t0 + 2_200)).toBe(true);
    // The burst's window has ended, but it is the last one: still busy.
    expect(pressure.busy(t0 + 2_700)).toBe(true);
    // Two windows on, with nothing scanned since, it has passed.
    expect(pressure.busy(t0 + 3_300)).toBe(false);
  });

  it('forgets a burst when nothing is scanned for longer than a window', () => {
    const pressure = new ScanPressure();
    pressure.scanned(BUSY_SCANS_PER_SECOND * 10, 5_000);
    expect(pressure.busy(5_100)).toBe(true);
    expect(pressure.busy(6_200)).toBe(false);
  });

  it('lets a waiting delivery go at once when quiet, and at its deadline while busy', async () => {
    // On a clock of the test's own: "at once" and "at its deadline" are then exact, however
    // busy the machine is.
    jest.useFakeTimers();
    try {
      const pressure = new ScanPressure();
      let went = false;
      const quiet = pressure.quiet(Date.now() + 5_000).then(() => (went = true));
      await jest.advanceTimersByTimeAsync(0);
      expect(went).toBe(true);
      await quiet;

      pressure.scanned(BUSY_SCANS_PER_SECOND);
      const keepBusy = setInterval(() => pressure.scanned(BUSY_SCANS_PER_SECOND), 50);
      try {
        went = false;
        const started = Date.now();
        const busy = pressure.quiet(started + 300).then(() => (went = true));
        await jest.advanceTimersByTimeAsync(299);
        expect(went).toBe(false);
        await jest.advanceTimersByTimeAsync(1);
        expect(went).toBe(true);
        await busy;
        expect(Date.now() - started).toBe(300);
      } finally {
        clearInterval(keepBusy);
      }
    } finally {
      jest.useRealTimers();
    }
  });
});
