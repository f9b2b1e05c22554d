import {
  codeFilterParams,
  LIST_SORTS,
  parseCodeFilter,
  parsePaging,
  type CodeListFilter,
  type ListSort,
  type SortField,
} from '@qrpanel/contracts';

/** Rows on one page of the list. */
export const PAGE_SIZE = 25;

/**
 * What the list shows, as the address holds it (?page=2&sort=label:asc&q=menu&folderId=3&tag=x),
 * so a view can be shared and survives a reload. Values the api would refuse fall back to
 * the defaults, read by the same parsers as the api.
 */
export interface ListView {
  page: number;
  sort: ListSort<SortField<'codes'>>;
  filter: CodeListFilter;
}

export function readView(params: URLSearchParams): ListView {
  const raw = Object.fromEntries(params);
  const paging = parsePaging('codes', { page: raw.page, sort: raw.sort });
  const { filter } = parseCodeFilter({ q: raw.q, folderId: raw.folderId, tag: raw.tag });
  return {
    page: paging.problems.page ? 1 : (paging.page ?? 1),
    sort: paging.sort as ListSort<SortField<'codes'>>,
    filter,
  };
}

/** The address's query for a view; the defaults are left out. */
export function viewParams(view: ListView): Record<string, string> {
  const params: Record<string, string> = codeFilterParams(view.filter);
  const sort = `${view.sort.field}:${view.sort.direction}`;
  if (sort !== LIST_SORTS.codes.default) params.sort = sort;
  if (view.page > 1) params.page = String(view.page);
  return params;
}

/** What the api is asked for a view. */
export function viewQuery(view: ListView) {
  return {
    page: view.page,
    limit: PAGE_SIZE,
    sort: `${view.sort.field}:${view.sort.direction}`,
    ...codeFilterParams(view.filter),
  };
}

/** Clicking a column sorts by it; clicking it again turns the order round. */
export function nextSort(
  current: ListSort<SortField<'codes'>>,
  field: SortField<'codes'>,
): ListSort<SortField<'codes'>> {
  if (current.field !== field) return { field, direction: field === 'scans_count' ? 'desc' : 'asc' };
  return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}
