/**
 * The logos the codes use, for the clean-up of unused logos. Codes are a floor above: the
 * qrcodes module provides this (CodeUploadsModule), so uploads reads no table of theirs.
 */
export abstract class LogosInUse {
  /** Every logo address a code holds. */
  abstract paths(): Promise<string[]>;
}
