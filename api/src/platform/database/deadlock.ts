/** The driver's error code (TypeORM's QueryFailedError carries the driver's, also as driverError). */
function codeOf(error: unknown): unknown {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  return e?.code ?? e?.driverError?.code;
}

/**
 * MariaDB rolled the transaction back whole to break a deadlock, or SQLite found its file
 * held by another connection: nothing of it was kept, and the whole change may run again.
 */
export function isDeadlock(error: unknown): boolean {
  const code = codeOf(error);
  return code === 'ER_LOCK_DEADLOCK' || code === 'SQLITE_BUSY';
}

/** A deadlock or a lock wait given up: the transaction is gone, not the data at fault. */
export function isLockLost(error: unknown): boolean {
  return isDeadlock(error) || codeOf(error) === 'ER_LOCK_WAIT_TIMEOUT';
}

/**
 * Runs `transaction` (a whole one, whose every effect is rolled back with it) again while it
 * is a deadlock's victim, `tries` times in all; any other error, or the last, is thrown.
 */
export async function retryDeadlocks<T>(transaction: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= tries || !isDeadlock(error)) throw error;
    }
  }
}
