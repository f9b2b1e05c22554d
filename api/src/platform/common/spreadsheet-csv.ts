import { stringify as stringifyStream, type Options, type Stringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { spreadsheetSafe } from '@qrpanel/contracts';

/**
 * The CSVs the api writes: a BOM, so spreadsheets read them as UTF-8; CRLF as RFC 4180 has
 * it; every text cell guarded against spreadsheet formulas.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  record_delimiter: 'windows',
  cast: { string: (value) => spreadsheetSafe(value) },
};

/** A CSV to download. */
export function writeCsv(
  columns: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return stringify([columns, ...rows], CSV_OPTIONS);
}

/** The same CSV as a stream, for rows too many to hold: write each row, then end it. */
export function csvStream(columns: readonly string[]): Stringifier {
  const stream = stringifyStream(CSV_OPTIONS);
  stream.write(columns);
  return stream;
}
