import { isUtf8 } from 'node:buffer';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import iconv from 'iconv-lite';
import Papa, { type Parser, type ParseResult } from 'papaparse';
import {
  IMPORT_ALL_COLUMNS,
  IMPORT_ERROR_COLUMNS,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_HEADER_BYTES,
  IMPORT_MAX_ROW_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_MESSAGES as M,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
} from '@qrpanel/contracts';

export interface ImportCsvRow {
  /** The row in the file as a spreadsheet numbers it (the header is 1). */
  row: number;
  cells: Partial<Record<ImportColumn, string>>;
}

/**
 * Characters parsed between two turns of the event loop: a few milliseconds of work,
 * whatever they hold (commas, quotes, one long cell).
 */
const SLICE_CHARS = 8 * 1024;
/** Bytes decoded between two turns of the event loop (files not in UTF-8). */
const DECODE_SLICE_BYTES = 256 * 1024;

/**
 * A row whose text passes this many characters is refused while it is read, before its
 * cells are all in memory: twice what a row may hold as kept leaves room for doubled
 * quotes and separators.
 */
const MAX_ROW_TEXT = 2 * IMPORT_MAX_ROW_BYTES;

/** A column's name as a message shows it: long ones cut, so a message stays short. */
const NAME_SHOWN = 40;
/** A parser's reason as a message shows it. */
const REASON_SHOWN = 200;

/**
 * An import file's rows, or a 400 (413 past 5 MB) saying what is wrong with the file as a
 * whole: its header, its size, its row count, a row too long or a quote left open. Rows
 * whose cells are all empty (blank lines, a spreadsheet's trailing ",,,,") are skipped and
 * not counted.
 *
 * The text is parsed a slice at a time (Papa Parse, which makes no work of a row's number
 * of cells) with a turn of the event loop between slices, so no shape of file (a header of
 * millions of commas, one huge cell, quotes throughout) holds up other requests for more
 * than a slice's work; a header or a row past its limit is refused with the slice it
 * passes it in.
 */
export async function readImportCsv(bytes: Buffer): Promise<ImportCsvRow[]> {
  if (bytes.length > IMPORT_MAX_BYTES) throw new PayloadTooLargeException(M.tooLarge);
  const text = await decodeCsv(bytes);
  const rows = new ImportRows();
  await parseInSlices(text, (slice, parsed) => rows.take(slice, parsed, parsed < text.length));
  return rows.all();
}

/**
 * The text of an uploaded CSV: UTF-8 with or without its BOM, UTF-16 with its BOM, and
 * otherwise Windows-1252 (what Excel writes on Windows), told apart by whether the bytes
 * are valid UTF-8.
 */
async function decodeCsv(bytes: Buffer): Promise<string> {
  let encoding = 'utf8';
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ['utf-16be', 2];
  else if (!isUtf8(bytes)) encoding = 'windows-1252';
  // Node decodes UTF-8 natively, 5 MB in a few milliseconds; iconv-lite a slice at a time.
  if (encoding === 'utf8') return bytes.toString('utf8', start);
  const decoder = iconv.getDecoder(encoding);
  const parts: string[] = [];
  for (let at = start; at < bytes.length; at += DECODE_SLICE_BYTES) {
    parts.push(decoder.write(bytes.subarray(at, at + DECODE_SLICE_BYTES)));
    await nextTurn();
  }
  parts.push(decoder.end() ?? '');
  return parts.join('');
}

/**
 * Parses `text` SLICE_CHARS at a time, handing each slice's records to `take` with how
 * many characters are parsed so far; `take` throwing stops the parse with its error.
 */
function parseInSlices(
  text: string,
  take: (slice: ParseResult<string[]>, parsed: number) => void,
): Promise<void> {
  let parsed = 0;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(text, {
      delimiter: delimiterOf(text),
      chunkSize: SLICE_CHARS,
      chunk: (slice: ParseResult<string[]>, parser: Parser) => {
        parsed = Math.min(parsed + SLICE_CHARS, text.length);
        try {
          take(slice, parsed);
        } catch (error) {
          // Rejected first: aborting completes the parse at once, which would resolve it.
          reject(error instanceof Error ? error : new Error(String(error)));
          parser.abort();
          return;
        }
        parser.pause();
        // The next slice after a turn of the event loop: other requests go first.
        setImmediate(() => parser.resume());
      },
      complete: () => resolve(),
    });
  });
}

/** The records of an import file as they are parsed: its header checked, then its rows. */
class ImportRows {
  private columns: (ImportColumn | null)[] | null = null;
  private readonly rows: ImportCsvRow[] = [];
  /** Records so far, the header and blank lines included (a spreadsheet counts them). */
  private records = 0;

  /**
   * One slice's records, `parsed` characters into the file; throws the file's refusal.
   * Where more follows, the header must be over, and the row the slice ends in must not be
   * past MAX_ROW_TEXT so far.
   */
  take({ data, errors, meta }: ParseResult<string[]>, parsed: number, more: boolean): void {
    // A quote left open or closed in the middle of a cell.
    const quote = errors.find((error) => error.type === 'Quotes');
    if (quote)
      throw new BadRequestException(
        M.malformed(this.records + (quote.row ?? 0) + 1, cut(quote.message, REASON_SHOWN)),
      );
    for (const cells of data) {
      this.records += 1;
      if (this.columns) this.row(cells);
      else this.columns = headerColumns(cells);
    }
    if (!more) return;
    if (!this.columns) throw new BadRequestException(M.headerTooLong);
    // meta.cursor is where the last whole record ends: what follows is the row being read.
    if (parsed - meta.cursor > MAX_ROW_TEXT) throw new BadRequestException(M.rowTooLong(this.records + 1));
  }

  all(): ImportCsvRow[] {
    if (this.rows.length === 0) throw new BadRequestException(M.noRows);
    return this.rows;
  }

  private row(cells: string[]): void {
    if (cells.every((cell) => cell.trim() === '')) return;
    const named: Partial<Record<ImportColumn, string>> = {};
    this.columns?.forEach((column, i) => {
      if (column) named[column] = cells[i] ?? '';
    });
    // A row is kept as it is until it is made (code_import_rows): refused here if it could
    // not be, rather than failing the upload.
    if (Buffer.byteLength(JSON.stringify(named)) > IMPORT_MAX_ROW_BYTES)
      throw new BadRequestException(M.rowTooLong(this.records));
    // The file is refused at its first row past the limit: what follows cannot change that.
    if (this.rows.length === IMPORT_MAX_ROWS) throw new BadRequestException(M.tooManyRows);
    this.rows.push({ row: this.records, cells: named });
  }
}

/** Commas, unless the header has none and semicolons or tabs (a European spreadsheet's export). */
function delimiterOf(text: string): string {
  const start = text.slice(0, SLICE_CHARS);
  const header = start.slice(0, start.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
}

/** The header's columns by position; null for the errors CSV's own columns, which are skipped. */
function headerColumns(header: string[]): (ImportColumn | null)[] {
  if (header.length > IMPORT_MAX_COLUMNS || Buffer.byteLength(header.join(',')) > IMPORT_MAX_HEADER_BYTES)
    throw new BadRequestException(M.headerTooLong);
  const names = header.map((name) => name.trim().toLowerCase());
  const known: readonly string[] = [...IMPORT_ALL_COLUMNS, ...IMPORT_ERROR_COLUMNS];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length)
    throw new BadRequestException(M.unknownColumns(unknown.map((n) => (n ? cut(n, NAME_SHOWN) : '(empty)'))));
  const missing = IMPORT_REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length) throw new BadRequestException(M.missingColumns(missing));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new BadRequestException(M.duplicateColumn(cut(twice, NAME_SHOWN)));
  return names.map((name) =>
    (IMPORT_ERROR_COLUMNS as readonly string[]).includes(name) ? null : (name as ImportColumn),
  );
}

/** `text`, cut to `max` characters with an ellipsis. */
function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
