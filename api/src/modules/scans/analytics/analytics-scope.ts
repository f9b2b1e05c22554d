/** Whose codes a query reads: one owner's, or everyone's (admins); optionally one code. */
export interface AnalyticsScope {
  ownerId: number | null;
  qrId?: number;
}

/** The WHERE clause (on qr_codes aliased q) and its parameters for a scope. */
export function scopeSql(scope: AnalyticsScope): { where: string; params: number[] } {
  const clauses: string[] = [];
  const params: number[] = [];
  if (scope.ownerId !== null) {
    clauses.push('q.user_id = ?');
    params.push(scope.ownerId);
  }
  if (scope.qrId !== undefined) {
    clauses.push('q.id = ?');
    params.push(scope.qrId);
  }
  return { where: clauses.length ? clauses.join(' AND ') : '1 = 1', params };
}

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
