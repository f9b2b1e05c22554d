/** Queued in the transaction that deletes codes: their scans are the scans module's to delete. */
export const CODES_DELETED = 'qrcodes.codes-deleted';

export interface CodesDeleted {
  ids: number[];
}
