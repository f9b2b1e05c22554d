import type { CodeScope } from '../../qrcodes/qr-codes.repository';

/** Whose codes a query reads: one owner's, or everyone's (admins); optionally one code. */
export type AnalyticsScope = CodeScope;

/** A day column as 'YYYY-MM-DD', whichever driver read it. */
export function dayString(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** The last `days` UTC dates ending today, oldest first. */
export function lastDays(days: number, today = new Date()): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
