/** One statement and its parameters, for the repositories that write SQL by hand. */
export interface Statement {
  sql: string;
  params: unknown[];
}

/** `?,?,?`: the placeholders of an IN list or a row of `count` values. */
export function marks(count: number): string {
  return Array(count).fill('?').join(',');
}

/** One multi-row INSERT. */
export function insertRows(head: string, rows: unknown[][], tail = ''): Statement {
  const row = `(${marks(rows[0].length)})`;
  return { sql: `${head} VALUES ${rows.map(() => row).join(',')} ${tail}`, params: rows.flat() };
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' in UTC: what both databases store for a datetime(3). */
export function sqlDateTime(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}

/** A datetime read by a raw query: MariaDB's driver answers a Date, SQLite its UTC text. */
export function dateOfSql(value: unknown): Date {
  return value instanceof Date ? value : new Date(`${String(value).replace(' ', 'T')}Z`);
}

/** Whether TypeORM runs on the embedded SQLite (else MariaDB/MySQL). */
export function isSqlite(db: { options: { type: string } }): boolean {
  return db.options.type === 'better-sqlite3';
}

/**
 * Ids as a one-column table for `column IN (…)`, in one parameter (a JSON array): a scope's
 * ids, however many (an owner's 50,000 codes), in one statement under every driver's limit
 * on placeholders. Both databases read it as a table function (SQLite's json_each,
 * MariaDB's JSON_TABLE) and look each id up in the column's index.
 */
export function idTable(sqlite: boolean, ids: readonly number[]): Statement {
  return {
    sql: sqlite
      ? 'SELECT value FROM json_each(?)'
      : "SELECT ids.id FROM JSON_TABLE(?, '$[*]' COLUMNS (id INT PATH '$')) AS ids",
    params: [JSON.stringify(ids)],
  };
}
