import { monthOf, piecesOf, type RangePieces } from './rollup-periods';

const DAY_MS = 86_400_000;
const dayAt = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * DAY_MS).toISOString().slice(0, 10);
/** Every day of 2024 to 2026, each with its own count (day n counts n + 1). */
const DAYS = Array.from({ length: 1096 }, (_, n) => dayAt(n));
const count = new Map(DAYS.map((day, n) => [day, n + 1]));

/** What the pieces add up to: their months' days, plus or minus their days. */
function read({ months, days }: RangePieces): number {
  let total = 0;
  for (const day of DAYS) {
    if (months && monthOf(day) >= months.from && monthOf(day) <= months.to) total += count.get(day)!;
    for (const piece of days) {
      if (day >= piece.from && day <= piece.to) total += piece.sign * count.get(day)!;
    }
  }
  return total;
}
const direct = (from: string, to: string) =>
  DAYS.filter((d) => d >= from && d <= to).reduce((n, d) => n + count.get(d)!, 0);
const dayCount = ({ days }: RangePieces) =>
  days.reduce((n, p) => n + (Date.parse(p.to) - Date.parse(p.from)) / DAY_MS + 1, 0);

describe('piecesOf', () => {
  it('reads a whole month as one month row, and a few days as days', () => {
    expect(piecesOf('2025-02-01', '2025-02-28')).toEqual({
      months: { from: '2025-02-01', to: '2025-02-01' },
      days: [],
    });
    expect(piecesOf('2025-02-10', '2025-02-12')).toEqual({
      months: null,
      days: [{ from: '2025-02-10', to: '2025-02-12', sign: 1 }],
    });
  });

  it('takes a month nearly covered as the month less its few days outside', () => {
    // The last 30 days to 27 November: 29–31 October, then November less 28–30 (to come).
    expect(piecesOf('2026-10-29', '2026-11-27')).toEqual({
      months: { from: '2026-11-01', to: '2026-11-01' },
      days: [
        { from: '2026-10-29', to: '2026-10-31', sign: 1 },
        { from: '2026-11-28', to: '2026-11-30', sign: -1 },
      ],
    });
  });

  it('adds up to the days of any range, reading at most half a month of days at each end', () => {
    for (let a = 0; a < DAYS.length; a += 7) {
      for (const length of [1, 2, 14, 15, 16, 29, 30, 31, 45, 62, 90, 180, 365, 366, 400, 730]) {
        if (a + length - 1 >= DAYS.length) continue;
        const from = DAYS[a];
        const to = DAYS[a + length - 1];
        const pieces = piecesOf(from, to);
        expect([from, to, read(pieces)]).toEqual([from, to, direct(from, to)]);
        expect(dayCount(pieces)).toBeLessThanOrEqual(30);
      }
    }
  });
});
