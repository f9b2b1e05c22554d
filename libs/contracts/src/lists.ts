import { nameProblem } from './names';
import { QR_STATUSES, type QrStatus } from './qr-status';
import { GENERATION_TYPES, QR_TYPES, type GenerationType, type QrType } from './qr-types';

/**
 * Lists read on the server: page, limit, search and sort, and each list's
 * filters. One parser serves every list and every reader of a list's filter (the list,
 * the bulk actions, the ZIP export and the import), so they accept and refuse alike.
 */

export const LIST_LIMIT_DEFAULT = 25;
export const LIST_LIMIT_MAX = 100;
/** Longer searches are refused: no label, key, name or email is longer. */
export const LIST_SEARCH_MAX = 254;

/** A page of a list: sent only when the request names a page. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export type SortDirection = 'asc' | 'desc';

export interface ListSort<F extends string = string> {
  field: F;
  direction: SortDirection;
}

/** What every list takes besides its own filters. */
export interface PageQuery {
  /** From 1; without it the list answers as a plain array (as before pages existed). */
  page?: number;
  /** 1 to 100, 25 by default. */
  limit?: number;
  /** Case-insensitive search. */
  q?: string;
  /** `field:asc` or `field:desc`, on the list's sortable columns. */
  sort?: string;
}

/** The columns each list sorts on, and its order when none is asked. */
export const LIST_SORTS = {
  codes: {
    fields: ['created_at', 'label', 'type', 'generation_type', 'status', 'scans_count'],
    default: 'created_at:desc',
  },
  users: { fields: ['created_at', 'name', 'email', 'role'], default: 'created_at:desc' },
  payments: {
    fields: ['created_at', 'amount', 'status', 'gateway', 'decided_at'],
    default: 'created_at:desc',
  },
  messages: { fields: ['created_at', 'subject', 'sender_name'], default: 'created_at:desc' },
  workspaces: { fields: ['created_at', 'name'], default: 'created_at:desc' },
} as const;

export type ListName = keyof typeof LIST_SORTS;
export type SortField<L extends ListName> = (typeof LIST_SORTS)[L]['fields'][number];

/** The filters of a list of codes, shared by the list, bulk actions, the ZIP export and the import. */
export interface CodeListFilter {
  q?: string;
  type?: QrType;
  generation_type?: GenerationType;
  status?: QrStatus;
  folderId?: number;
  tag?: string;
  /** Admins only: one owner's codes. */
  userId?: number;
}

export const CODE_FILTER_KEYS = [
  'q',
  'type',
  'generation_type',
  'status',
  'folderId',
  'tag',
  'userId',
] as const;

export const LIST_MESSAGES = {
  pageInvalid: 'page must be a whole number from 1.',
  limitInvalid: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}.`,
  searchTooLong: `q must be at most ${LIST_SEARCH_MAX} characters.`,
  sortInvalid: (fields: readonly string[]) =>
    `sort must be field:asc or field:desc, where field is one of: ${fields.join(', ')}.`,
  typeInvalid: `type must be one of: ${QR_TYPES.join(', ')}.`,
  generationTypeInvalid: `generation_type must be one of: ${GENERATION_TYPES.join(', ')}.`,
  statusInvalid: `status must be one of: ${QR_STATUSES.join(', ')}.`,
  folderIdInvalid: 'folderId must be a folder id (a whole number from 1) or "none".',
  tagInvalid: 'tag must be 1 to 32 characters.',
  userIdInvalid: 'userId must be a whole number from 1.',
  othersCodes: "Only administrators can reach another user's codes.",
  ownCodesOnly: 'This list holds only your own codes: userId can only be your own id.',
} as const;

/** A whole number from 1, as a query string or JSON carries it; else undefined. */
export function positiveInteger(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const n = Number(text);
  return n <= 2_147_483_647 ? n : undefined;
}

/** `field:direction` read against the allowed fields; undefined when it is not one of them. */
export function parseSort<F extends string>(value: string, fields: readonly F[]): ListSort<F> | undefined {
  const [field, direction, ...rest] = value.split(':');
  if (rest.length || !fields.includes(field as F)) return undefined;
  if (direction !== 'asc' && direction !== 'desc') return undefined;
  return { field: field as F, direction };
}

/** `folderId=none`: the codes in no folder. */
export const NO_FOLDER = 0;

export const TAG_MAX_LENGTH = 32;
export const TAGS_PER_CODE_MAX = 10;

/**
 * A tag as stored: trimmed, inner spaces collapsed, lower-cased (so "Menu" and "menu" are
 * one tag on both databases); undefined when empty or longer than 32 characters.
 */
export function normalizeTag(value: unknown): string | undefined {
  if (typeof value !== 'string' || nameProblem(value)) return undefined;
  const tag = value.trim().replace(/\s+/g, ' ').toLowerCase();
  return tag && [...tag].length <= TAG_MAX_LENGTH ? tag : undefined;
}

export const TAG_MESSAGES = {
  invalid: `tags must be a list of at most ${TAGS_PER_CODE_MAX} tags of 1 to ${TAG_MAX_LENGTH} visible characters.`,
} as const;

/** A list of tags as stored (normalised, each once, in order); undefined when any is wrong or there are more than 10. */
export function normalizeTags(values: unknown, max = TAGS_PER_CODE_MAX): string[] | undefined {
  if (!Array.isArray(values)) return undefined;
  const tags: string[] = [];
  for (const value of values) {
    const tag = normalizeTag(value);
    if (tag === undefined) return undefined;
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags.length <= max ? tags : undefined;
}

export type FieldProblems = Record<string, string>;

/**
 * A code list's filters from query-string or JSON values; each wrong value is a problem
 * naming the allowed values. `folderId` may be "none" (read as NO_FOLDER).
 */
export function parseCodeFilter(raw: Record<string, unknown>): {
  filter: CodeListFilter;
  problems: FieldProblems;
} {
  const filter: CodeListFilter = {};
  const problems: FieldProblems = {};
  const given = (key: string) => raw[key] !== undefined && raw[key] !== '';
  if (given('q')) {
    if (typeof raw.q !== 'string' || raw.q.length > LIST_SEARCH_MAX) problems.q = LIST_MESSAGES.searchTooLong;
    else if (raw.q.trim()) filter.q = raw.q.trim();
  }
  if (given('type')) {
    if (QR_TYPES.includes(raw.type as QrType)) filter.type = raw.type as QrType;
    else problems.type = LIST_MESSAGES.typeInvalid;
  }
  if (given('generation_type')) {
    if (GENERATION_TYPES.includes(raw.generation_type as GenerationType)) {
      filter.generation_type = raw.generation_type as GenerationType;
    } else problems.generation_type = LIST_MESSAGES.generationTypeInvalid;
  }
  if (given('status')) {
    if (QR_STATUSES.includes(raw.status as QrStatus)) filter.status = raw.status as QrStatus;
    else problems.status = LIST_MESSAGES.statusInvalid;
  }
  if (given('folderId')) {
    const id = raw.folderId === 'none' ? NO_FOLDER : positiveInteger(raw.folderId);
    if (id === undefined) problems.folderId = LIST_MESSAGES.folderIdInvalid;
    else filter.folderId = id;
  }
  if (given('tag')) {
    const tag = normalizeTag(raw.tag);
    if (tag === undefined) problems.tag = LIST_MESSAGES.tagInvalid;
    else filter.tag = tag;
  }
  if (given('userId')) {
    const id = positiveInteger(raw.userId);
    if (id === undefined) problems.userId = LIST_MESSAGES.userIdInvalid;
    else filter.userId = id;
  }
  return { filter, problems };
}

/** The query-string form of a code filter (the list screen's URL, the export's link). */
export function codeFilterParams(filter: CodeListFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of CODE_FILTER_KEYS) {
    const value = filter[key];
    if (value === undefined) continue;
    params[key] = key === 'folderId' && value === NO_FOLDER ? 'none' : String(value);
  }
  return params;
}

/** The paging part of a list's query: page, limit and sort, checked against the list's columns. */
export function parsePaging(
  list: ListName,
  raw: Record<string, unknown>,
): { page?: number; limit: number; sort: ListSort; q?: string; problems: FieldProblems } {
  const problems: FieldProblems = {};
  let q: string | undefined;
  if (raw.q !== undefined && raw.q !== '') {
    if (typeof raw.q !== 'string' || raw.q.length > LIST_SEARCH_MAX) problems.q = LIST_MESSAGES.searchTooLong;
    else q = raw.q.trim() || undefined;
  }
  const fields: readonly string[] = LIST_SORTS[list].fields;
  let page: number | undefined;
  if (raw.page !== undefined) {
    page = positiveInteger(raw.page);
    if (page === undefined) problems.page = LIST_MESSAGES.pageInvalid;
  }
  let limit = LIST_LIMIT_DEFAULT;
  if (raw.limit !== undefined) {
    const n = positiveInteger(raw.limit);
    if (n === undefined || n > LIST_LIMIT_MAX) problems.limit = LIST_MESSAGES.limitInvalid;
    else limit = n;
  }
  const sortText = raw.sort === undefined || raw.sort === '' ? LIST_SORTS[list].default : raw.sort;
  const sort = typeof sortText === 'string' ? parseSort(sortText, fields) : undefined;
  if (!sort) problems.sort = LIST_MESSAGES.sortInvalid(fields);
  return {
    page,
    limit,
    q,
    sort: sort ?? (parseSort(LIST_SORTS[list].default, fields) as ListSort),
    problems,
  };
}
