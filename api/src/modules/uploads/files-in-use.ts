/**
 * The uploaded files the codes' pages use, for the clean-up of unused files. Codes are a
 * floor above: the qrcodes module provides this (CodeUploadsModule), so uploads reads no table
 * of theirs.
 */
export abstract class FilesInUse {
  /** Every uploaded file's path a code's page holds (/api/uploads/files/{name}). */
  abstract paths(): Promise<Set<string>>;
}
