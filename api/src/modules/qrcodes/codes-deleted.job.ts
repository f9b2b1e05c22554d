import { QRCODE_JOBS } from './qrcode-jobs';

/** Queued in the transaction that deletes codes: their scans are the scans module's to delete. */
export const CODES_DELETED = QRCODE_JOBS.codesDeleted;

export interface CodesDeleted {
  ids: number[];
}
