import { DOWNLOAD_FORMATS } from './qr-svg';
import { QR_DATA_FIELDS, isQrType, type QrType } from './qr-types';

/**
 * CSV import and ZIP export of codes: the columns, the limits and the texts, shared by
 * the api (which reads and writes the files) and the import screen.
 */

/** The columns an import reads, in the template's order; label, type and content are required. */
export const IMPORT_COLUMNS = ['label', 'type', 'generation_type', 'content', 'folder', 'tags'] as const;
export const IMPORT_REQUIRED_COLUMNS = ['label', 'type', 'content'] as const;
/** Optional design columns: the same fields as a single create's style. */
export const IMPORT_DESIGN_COLUMNS = [
  'size',
  'foreground_color',
  'background_color',
  'frame_id',
  'design',
  'template',
] as const;
export const IMPORT_ALL_COLUMNS = [...IMPORT_COLUMNS, ...IMPORT_DESIGN_COLUMNS] as const;
export type ImportColumn = (typeof IMPORT_ALL_COLUMNS)[number];

export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * A header past either is refused before the rest of the file is read: every column an
 * import knows fits in about 120 characters, so these leave room for quotes and spaces only.
 */
export const IMPORT_MAX_HEADER_BYTES = 4 * 1024;
export const IMPORT_MAX_COLUMNS = 50;
/** A message names at most this many problems (columns), then says how many more there are. */
export const IMPORT_PROBLEMS_LISTED = 20;
/** Tags in the tags column are separated by this. */
export const IMPORT_TAG_SEPARATOR = '|';
/** GET /qrcodes/import/{id} lists this many of the failed rows; the errors CSV lists them all. */
export const IMPORT_ERRORS_SHOWN = 100;

/** `failed`: the import stopped for good (its job gave up, or its owner is gone); `message` says why. */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/**
 * The errors CSV's own columns, before the row's cells: an import ignores them, so the
 * errors CSV, its rows fixed, can be imported as it is.
 */
export const IMPORT_ERROR_COLUMNS = ['row', 'message'] as const;

export interface ImportRowError {
  /** The row in the file, counting the header as row 1 (as a spreadsheet numbers it). */
  row: number;
  message: string;
}

/** GET /qrcodes/import/{id}: where an import stands. */
export interface CodeImportDto {
  id: number;
  file_name: string;
  status: ImportStatus;
  total: number;
  processed: number;
  created: number;
  failed: number;
  /** The first failed rows, in file order (at most 100; the errors CSV has every one). */
  errors: ImportRowError[];
  /** Why a failed import stopped (null otherwise). */
  message: string | null;
  created_at: string;
  finished_at: string | null;
}

/** POST /qrcodes/import answers at once; the rows are made in the background. */
export interface CodeImportStartedDto {
  id: number;
  total: number;
}

/** At most this many codes in one ZIP. */
export const EXPORT_MAX_CODES = 10_000;
/** The ZIP's list of its codes. */
export const EXPORT_CSV_NAME = 'codes.csv';
export const EXPORT_CSV_COLUMNS = [
  'file',
  'label',
  'type',
  'key',
  'short_link',
  'scans_count',
  'error',
] as const;

/** Where a ZIP being built stands (GET /qrcodes/export/progress/{token}). */
export interface ExportProgressDto {
  total: number;
  done: number;
  finished: boolean;
  /** Finished before every code was in: the download was cancelled or broke off. */
  failed: boolean;
}

/** A ticket opens one ZIP download within this many seconds. */
export const EXPORT_TICKET_SECONDS = 60;
/** Download tickets one user may hold unused at once. */
export const EXPORT_TICKETS_PER_USER = 10;

/**
 * POST /qrcodes/export/ticket: the ZIP its query describes, downloaded once by a plain
 * navigation (GET /qrcodes/export.zip?ticket=…), so the browser streams it to disk.
 */
export interface ExportTicketDto {
  ticket: string;
  expires_at: string;
  /** Codes in the ZIP, as they match now. */
  total: number;
  /** GET /qrcodes/export/progress/{progress} follows the download. */
  progress: string;
}

/**
 * A row's cells as they are kept until made (JSON, UTF-8), at most: within the 64 KB a
 * MariaDB TEXT column holds, and far beyond any QR code's content and design.
 */
export const IMPORT_MAX_ROW_BYTES = 60 * 1024;

/** The first IMPORT_PROBLEMS_LISTED of `items`, and how many are left out. */
function listed(items: readonly string[]): string {
  const more = items.length - IMPORT_PROBLEMS_LISTED;
  const shown = items.slice(0, IMPORT_PROBLEMS_LISTED).join(', ');
  return more > 0 ? `${shown} and ${more.toLocaleString('en')} more` : shown;
}

export const IMPORT_MESSAGES = {
  notMultipart: 'Send the CSV file as multipart/form-data (field "file").',
  fileRequired: 'Choose a CSV file to import.',
  tooLarge: `The CSV file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  tooManyRows: `The CSV file has more than ${IMPORT_MAX_ROWS.toLocaleString('en')} rows; split it into smaller files.`,
  noRows: 'The CSV file has no rows under its header.',
  missingColumns: (missing: readonly string[]) =>
    `The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Columns: ${IMPORT_ALL_COLUMNS.join(', ')}.`,
  unknownColumns: (unknown: readonly string[]) =>
    `Unknown column${unknown.length > 1 ? 's' : ''} ${listed(unknown)}. Columns: ${IMPORT_ALL_COLUMNS.join(', ')}.`,
  headerTooLong: `The header is too long: an import reads at most ${IMPORT_MAX_COLUMNS} columns and ${IMPORT_MAX_HEADER_BYTES / 1024} KB of header. Columns: ${IMPORT_ALL_COLUMNS.join(', ')}.`,
  busy: 'Another import of yours is being read. Send this file once that one has been answered.',
  duplicateColumn: (column: string) => `The column ${column} appears twice in the header.`,
  malformed: (line: number, reason: string) => `The CSV file cannot be read at line ${line}: ${reason}`,
  rowTooLong: (row: number) => `Row ${row} is too long: no QR code holds that much.`,
  notFound: 'Import not found.',
  contentField: (type: QrType, field: string) =>
    `content: ${type} has no field "${field}"; its fields are ${QR_DATA_FIELDS[type].join(', ')}.`,
  contentPair: (part: string) => `content: "${part}" is not field=value.`,
  contentJson: "content: the JSON is not an object of the type's fields (nested at most 32 levels).",
  sizeInvalid: 'size must be a whole number.',
  designJson: 'design must be a JSON object (nested at most 32 levels).',
  rowFailed: 'This row could not be saved.',
  stopped:
    'The import stopped after repeated errors. Download the errors CSV: it lists the rows not made, to import again.',
  ownerGone: 'The import stopped: its owner no longer exists.',
  makerLeft: 'The import stopped: its owner can no longer make codes in this workspace.',
  notImported: 'Not imported: the import stopped before this row.',
} as const;

export const EXPORT_MESSAGES = {
  formatInvalid: `format must be one of: ${DOWNLOAD_FORMATS.join(', ')}.`,
  idsInvalid: 'ids must be code ids separated by commas.',
  idsOrFilter: 'Give either ids or filters, not both.',
  tooMany: (n: number) =>
    `At most ${EXPORT_MAX_CODES.toLocaleString('en')} codes fit in one ZIP; ${n.toLocaleString('en')} match. Narrow the filter.`,
  none: 'No QR codes match.',
  progressInvalid: 'progress must be 8 to 64 letters, digits, - or _.',
  progressNotFound: 'No ZIP download with this token.',
  badTicket: 'This download link has expired or was used already. Start the download again.',
  ticketInvalid: 'ticket must be the one POST /qrcodes/export/ticket answered.',
  ticketAlone: 'A download ticket takes no other parameters: the ZIP is the one it was issued for.',
  tooManyTickets: `You have ${EXPORT_TICKETS_PER_USER} ZIP downloads waiting to start already. Start one, or wait a minute for them to expire.`,
} as const;

/** What a row asks for: the create call's body (less the folder) and the folder's name. */
export interface ImportRowInput {
  body: Record<string, unknown>;
  folder: string | null;
  /** A design template's name: the caller's own, or a published one. */
  template: string | null;
}

/**
 * A CSV row (cells by column) as the body of a single create: `content` becomes the type's
 * data, `tags` a list, the design columns the style fields. What is not understood here is
 * left for the create's own validation, so a row fails with the create's messages.
 */
export function importRowInput(
  cells: Partial<Record<ImportColumn, string>>,
): ImportRowInput | { error: string } {
  const type = (cells.type ?? '').trim().toLowerCase();
  const data = importContent(type, cells.content ?? '');
  if ('error' in data) return data;
  const body: Record<string, unknown> = { label: (cells.label ?? '').trim(), type, data: data.data };
  const generationType = (cells.generation_type ?? '').trim().toLowerCase();
  if (generationType) body.generation_type = generationType;
  const tags = (cells.tags ?? '')
    .split(IMPORT_TAG_SEPARATOR)
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length) body.tags = tags;
  const style = importStyle(cells);
  if ('error' in style) return style;
  Object.assign(body, style.style);
  return {
    body,
    folder: (cells.folder ?? '').trim() || null,
    template: (cells.template ?? '').trim() || null,
  };
}

/** The design columns as the create's fields; empty cells are left out. */
function importStyle(
  cells: Partial<Record<ImportColumn, string>>,
): { style: Record<string, unknown> } | { error: string } {
  const style: Record<string, unknown> = {};
  const size = (cells.size ?? '').trim();
  if (size) {
    if (!/^\d{1,5}$/.test(size)) return { error: IMPORT_MESSAGES.sizeInvalid };
    style.size = Number(size);
  }
  const fg = (cells.foreground_color ?? '').trim();
  if (fg) style.foregroundColor = fg;
  const bg = (cells.background_color ?? '').trim();
  if (bg) style.backgroundColor = bg;
  const frame = (cells.frame_id ?? '').trim();
  if (frame) style.frameId = frame;
  const design = (cells.design ?? '').trim();
  if (design) {
    const parsed = jsonObject(design);
    if (!parsed) return { error: IMPORT_MESSAGES.designJson };
    style.design = parsed;
  }
  return { style };
}

/**
 * The content cell as the type's data: a url code's address, a text code's text, else
 * `field=value` pairs separated by `;` (`\;` and `\\` for a literal semicolon or
 * backslash) or a JSON object of the fields.
 */
export function importContent(
  type: string,
  content: string,
): { data: Record<string, unknown> } | { error: string } {
  if (type === 'url') return { data: { url: content.trim() } };
  if (type === 'text') return { data: { text: content } };
  if (!isQrType(type)) return { data: {} };
  const trimmed = content.trim();
  if (trimmed.startsWith('{')) {
    const parsed = jsonObject(trimmed);
    return parsed ? { data: parsed } : { error: IMPORT_MESSAGES.contentJson };
  }
  const fields = QR_DATA_FIELDS[type] as readonly string[];
  const data: Record<string, unknown> = {};
  for (const part of splitPairs(trimmed)) {
    const eq = part.indexOf('=');
    if (eq < 1) return { error: IMPORT_MESSAGES.contentPair(part) };
    const field = part.slice(0, eq).trim();
    if (!fields.includes(field)) return { error: IMPORT_MESSAGES.contentField(type, field) };
    const value = part.slice(eq + 1);
    data[field] = field === 'hidden' ? /^(true|yes|1)$/i.test(value.trim()) : value;
  }
  return { data };
}

/** `a=1;b=2\;3` as ['a=1', 'b=2;3']; empty parts are dropped. */
function splitPairs(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\\' && i + 1 < text.length) {
      current += text[i + 1];
      i += 1;
    } else if (ch === ';') {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.filter((part) => part.trim() !== '');
}

/** Cells' JSON nests no deeper than a request body may (the api's limit for JSON bodies). */
const JSON_CELL_MAX_DEPTH = 32;

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    const object = value && typeof value === 'object' && !Array.isArray(value);
    return object && depthWithin(value, JSON_CELL_MAX_DEPTH) ? (value as Record<string, unknown>) : null;
  } catch {
    return null; // Not JSON, or nested past what the parser takes.
  }
}

function depthWithin(value: unknown, max: number): boolean {
  if (max < 0) return false;
  if (!value || typeof value !== 'object') return true;
  return Object.values(value).every((inner) => depthWithin(inner, max - 1));
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first)
 * gets a leading apostrophe in the CSVs we write (OWASP's advice against CSV injection).
 */
export function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The template's example rows: one per kind of content. */
export const IMPORT_TEMPLATE_ROWS: readonly Partial<Record<ImportColumn, string>>[] = [
  {
    label: 'Lunch menu',
    type: 'url',
    generation_type: 'dynamic',
    content: 'https://example.com/menu',
    folder: 'Restaurants',
    tags: 'menu|lunch',
  },
  {
    label: 'Guest Wi-Fi',
    type: 'wifi',
    generation_type: 'static',
    content: 'ssid=Cafe Guest;encryption=WPA;password=coffee-1234;hidden=false',
    folder: 'Restaurants',
    tags: 'wifi',
  },
  { label: 'Opening hours', type: 'text', generation_type: 'static', content: 'Open daily, 8 am to 10 pm' },
  {
    label: 'Book a table',
    type: 'phone',
    generation_type: 'dynamic',
    content: 'phone=+15551234567',
    foreground_color: '#1A237E',
  },
];
