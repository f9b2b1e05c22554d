/**
 * The names of qrcodes' background work (see docs/decisions/background-work.md). Each is a
 * row's kind in existing databases: the strings never change.
 */
export const QRCODE_JOBS = {
  /** Job: queued when codes are deleted; their scans are the scans module's to delete. */
  codesDeleted: 'qrcodes.codes-deleted',
  /** Job: makes an import's codes from its rows (CodeImportsService). */
  codeImport: 'qrcodes.import',
} as const;
