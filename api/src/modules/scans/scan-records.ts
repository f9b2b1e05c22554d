import type { EntityManager } from 'typeorm';

/**
 * Deletes the scans of the codes being deleted: scans have no foreign key to cascade
 * (see Scan). Run it in the transaction that deletes the codes.
 */
export async function deleteScansOf(
  manager: EntityManager,
  codes: { qrCodeId: number } | { userId: number },
): Promise<void> {
  if ('qrCodeId' in codes) {
    await manager.query('DELETE FROM scans WHERE qr_code_id = ?', [codes.qrCodeId]);
  } else {
    await manager.query('DELETE FROM scans WHERE qr_code_id IN (SELECT id FROM qr_codes WHERE user_id = ?)', [
      codes.userId,
    ]);
  }
}
