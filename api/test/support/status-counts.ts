import type request from 'supertest';

/** How many of the answers had each status: `{ 302: 5, 200: 195 }`. */
export function statusCounts(answers: readonly request.Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
