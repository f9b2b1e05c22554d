import { IDENTITY_JOBS } from '../identity-jobs';

/**
 * Queued in the transaction that deletes a user: what the user owned on higher floors is
 * cleaned up by the modules that own it (their codes went with them by foreign key; the
 * scans of those codes are the scans module's), never by a call upward from here.
 */
export const USER_DELETED = IDENTITY_JOBS.userDeleted;

export interface UserDeleted {
  userId: number;
}
