/**
 * Errors that say the database cannot be reached right now (not that a query is wrong): the
 * server is down or unreachable, the connection dropped, or SQLite's file stayed locked past
 * the busy timeout. They answer 503 with Retry-After, never 401 or 500: nothing the client
 * sent is at fault, and the same call will work once the database is back.
 */
const UNAVAILABLE_CODES = new Set([
  // Reaching the MariaDB server (mysql2 and Node's sockets).
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  // SQLite: another process holds the file's lock longer than busy_timeout, or the disk fails.
  'SQLITE_BUSY',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
]);

interface DriverFailure {
  code?: unknown;
  fatal?: unknown;
  driverError?: DriverFailure;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as DriverFailure;
  const code = typeof failure.code === 'string' ? failure.code : '';
  // SQLite's extended codes (SQLITE_IOERR_READ, SQLITE_BUSY_SNAPSHOT…) share their family's prefix.
  const family = code.replace(/^(SQLITE_[A-Z]+)_.*$/, '$1');
  // mysql2 marks every error that ends its connection as fatal, whatever its code.
  if (UNAVAILABLE_CODES.has(family) || failure.fatal === true) return true;
  // TypeORM wraps the driver's error (QueryFailedError).
  return failure.driverError !== undefined && failure.driverError !== error
    ? isDatabaseUnavailable(failure.driverError)
    : false;
}
