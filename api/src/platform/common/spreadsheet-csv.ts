import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * The same CSV as a stream, for rows too many to hold: write each row, then end it. It
 * takes one row at a time (its other writes wait for 'drain'): a row can be tens of KB,
 * and quoting a cell full of quotes costs about 70 ns a character, so rows queued by the
 * dozen would be quoted in one go, holding up the event loop.
 */
export function csvStream(columns: readonly string[]): Stringifier {
  const stream = stringifyStream({ ...CSV_OPTIONS, writableHighWaterMark: 1 });
  stream.write(columns);
  return stream;
}

/**
 * The CSV of `rows` as they come (a page read at a time, say), to send as it is written: the
 * reading waits while the client takes what is written. A failed read ends the download
 * broken off (the pipeline destroys the stream with the error).
 */
export function csvFrom(
  columns: readonly string[],
  rows: AsyncIterable<readonly (string | number)[]>,
): Readable {
  const csv = csvStream(columns);
  pipeline(Readable.from(rows), csv).catch(() => undefined);
  return csv;
}
