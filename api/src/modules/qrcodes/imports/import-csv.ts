import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { CsvError, parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import {
  IMPORT_ALL_COLUMNS,
  IMPORT_ERROR_COLUMNS,
  IMPORT_MAX_BYTES,
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
 * The text of an uploaded CSV: UTF-8 with or without its BOM, UTF-16 with its BOM, and
 * otherwise Windows-1252 (what Excel writes on Windows), told apart by whether the bytes
 * are valid UTF-8.
 */
export function decodeCsv(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf-16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return iconv.decode(bytes, 'windows-1252');
  }
}

/**
 * An import file's rows, or a 400 (413 past 5 MB) saying what is wrong with the file as a
 * whole: its header, its size, its row count or a quote left open. Rows whose cells are
 * all empty (blank lines, a spreadsheet's trailing ",,,,") are skipped.
 */
export function readImportCsv(bytes: Buffer): ImportCsvRow[] {
  if (bytes.length > IMPORT_MAX_BYTES) throw new PayloadTooLargeException(M.tooLarge);
  const text = decodeCsv(bytes);
  const records = parseRecords(text);
  if (records.length === 0) throw new BadRequestException(M.noRows);
  const columns = headerColumns(records[0].cells);
  const rows: ImportCsvRow[] = [];
  for (const { cells, row } of records.slice(1)) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const named: Partial<Record<ImportColumn, string>> = {};
    columns.forEach((column, i) => {
      if (column) named[column] = cells[i] ?? '';
    });
    // A row is kept as it is until it is made (code_import_rows): refused here if it could
    // not be, rather than failing the upload.
    if (Buffer.byteLength(JSON.stringify(named)) > IMPORT_MAX_ROW_BYTES)
      throw new BadRequestException(M.rowTooLong(row));
    rows.push({ row, cells: named });
    if (rows.length > IMPORT_MAX_ROWS) throw new BadRequestException(M.tooManyRows);
  }
  if (rows.length === 0) throw new BadRequestException(M.noRows);
  return rows;
}

/** Records with their spreadsheet row (blank lines count as rows there, as they show). */
function parseRecords(text: string): { cells: string[]; row: number }[] {
  // A row past the limit (and the header) is enough to refuse the file.
  const limit = IMPORT_MAX_ROWS * 2 + 2;
  try {
    const parsed = parse(text, {
      delimiter: delimiterOf(text),
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to: limit,
    }) as unknown as { record: string[]; info: { records: number; empty_lines: number } }[];
    // Read to the limit, the file may hold more (rows of empty cells do not count as rows,
    // so they alone do not refuse it): refused rather than cut short.
    if (parsed.length >= limit) throw new BadRequestException(M.tooManyRows);
    return parsed.map(({ record, info }) => ({ cells: record, row: info.records + info.empty_lines }));
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw new BadRequestException(M.malformed(line, error.message.replace(/^[^:]*:\s*/, '')));
    }
    throw error;
  }
}

/** Commas, unless the header has none and semicolons or tabs (a European spreadsheet's export). */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  if (header.includes(',')) return ',';
  if (header.includes(';')) return ';';
  return header.includes('\t') ? '\t' : ',';
}

/** The header's columns by position; null for the errors CSV's own columns, which are skipped. */
function headerColumns(header: string[]): (ImportColumn | null)[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const known: readonly string[] = [...IMPORT_ALL_COLUMNS, ...IMPORT_ERROR_COLUMNS];
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new BadRequestException(M.unknownColumns(unknown.map((n) => n || '(empty)')));
  const missing = IMPORT_REQUIRED_COLUMNS.filter((name) => !names.includes(name));
  if (missing.length) throw new BadRequestException(M.missingColumns(missing));
  const twice = names.find((name, i) => names.indexOf(name) !== i);
  if (twice) throw new BadRequestException(M.duplicateColumn(twice));
  return names.map((name) =>
    (IMPORT_ERROR_COLUMNS as readonly string[]).includes(name) ? null : (name as ImportColumn),
  );
}
