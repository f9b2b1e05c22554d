import { Brackets, type ObjectLiteral, type SelectQueryBuilder } from 'typeorm';
import type { Paging } from '../common/list-query';

/** `%` and `_` typed in a search are searched for, not wildcards (escaped with `!`). */
export function likePattern(search: string): string {
  return `%${search.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * A list read on the server: the search over `searchIn` (case-insensitive: MariaDB's
 * collation, SQLite's LIKE), ordered by the sort's column then the id, one page of it or,
 * with no page asked, up to `allLimit` rows (every row when unset).
 */
export async function readPage<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  paging: Paging,
  columns: Record<string, string>,
  searchIn: readonly string[],
  allLimit?: number,
): Promise<{ rows: T[]; total: number }> {
  const alias = query.alias;
  if (paging.q) {
    const like = likePattern(paging.q);
    query.andWhere(
      new Brackets((w) => {
        for (const column of searchIn) w.orWhere(`${column} LIKE :like ESCAPE '!'`, { like });
      }),
    );
  }
  const direction = paging.sort.direction === 'desc' ? 'DESC' : 'ASC';
  query.orderBy(columns[paging.sort.field], direction).addOrderBy(`${alias}.id`, direction);
  if (paging.page === undefined) {
    if (allLimit !== undefined) query.take(allLimit);
    const rows = await query.getMany();
    return { rows, total: rows.length };
  }
  const total = await query.getCount();
  const rows = await query
    .skip((paging.page - 1) * paging.limit)
    .take(paging.limit)
    .getMany();
  return { rows, total };
}
