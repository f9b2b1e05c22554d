/*
 * How a range of days is read from the roll-ups: its whole months from the monthly rows
 * and only the days at its ends from the daily ones. A month the range covers in part is
 * read as its days in the range, or as the whole month less its days outside the range,
 * whichever reads fewer days: at most half a month at each end (and a range ending today
 * takes its month less the days to come, which have no rows yet).
 */

/** Days read from the daily rows, added (1) or taken off (-1). */
export interface DayPiece {
  from: string;
  to: string;
  sign: 1 | -1;
}

/** Months read whole (first days of the first and last month, inclusive), and days. */
export interface RangePieces {
  months: { from: string; to: string } | null;
  days: DayPiece[];
}

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const daysFromTo = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The first day of the day's month: the key of the monthly rows. */
export const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};
const lastDayOf = (month: string) => addDays(nextMonth(month), -1);

/** The pieces that read from and to a day (inclusive; YYYY-MM-DD, from <= to). */
export function piecesOf(from: string, to: string): RangePieces {
  const first = monthOf(from);
  const last = monthOf(to);
  const days: DayPiece[] = [];
  // Each end month: taken whole (less the days outside), or as its days inside.
  const whole = (inside: DayPiece, outside: DayPiece[]) => {
    const outsideDays = outside.reduce((n, p) => n + daysFromTo(p.from, p.to), 0);
    if (outsideDays < daysFromTo(inside.from, inside.to)) {
      days.push(...outside);
      return true;
    }
    days.push(inside);
    return false;
  };
  const piece = (a: string, b: string, sign: 1 | -1): DayPiece[] =>
    a <= b ? [{ from: a, to: b, sign }] : [];
  if (first === last) {
    const taken = whole({ from, to, sign: 1 }, [
      ...piece(first, addDays(from, -1), -1),
      ...piece(addDays(to, 1), lastDayOf(first), -1),
    ]);
    return { months: taken ? { from: first, to: first } : null, days };
  }
  const head = whole({ from, to: lastDayOf(first), sign: 1 }, piece(first, addDays(from, -1), -1));
  const tail = whole({ from: last, to, sign: 1 }, piece(addDays(to, 1), lastDayOf(last), -1));
  const fromMonth = head ? first : nextMonth(first);
  const toMonth = tail ? last : monthOf(addDays(last, -1));
  return { months: fromMonth <= toMonth ? { from: fromMonth, to: toMonth } : null, days };
}
