import { ConflictException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';

/**
 * Runs a write guarded by a unique index and answers 409 with `message` when the index
 * refuses it: the index, not a read before the write, decides whatever raced.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ConflictException(message);
    throw error;
  }
}

/** Whether a write failed on a unique index (either database's wording). */
export function isUniqueViolation(error: unknown): error is QueryFailedError {
  return error instanceof QueryFailedError && /UNIQUE|Duplicate/i.test(error.message);
}
