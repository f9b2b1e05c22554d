import { LIST_SORTS, parsePaging, type ListName, type Page } from '@qrpanel/contracts';
import { useDebouncedValue } from '@qrpanel/web';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PageRequest {
  page: number;
  limit: number;
  q?: string;
  sort: string;
}

/**
 * A list read a page at a time on the server, its page, search and sort held in
 * the address (?page=2&q=ada&sort=name:asc) so a view can be shared and survives a reload.
 * The search is sent once typing pauses; a new search or sort starts again at page 1.
 */
export function useServerList<T>(
  list: ListName,
  key: readonly unknown[],
  fetchPage: (request: PageRequest) => Promise<Page<T>>,
  limit: number,
) {
  const [params, setParams] = useSearchParams();
  const read = parsePaging(list, {
    page: params.get('page') ?? undefined,
    sort: params.get('sort') ?? undefined,
    q: params.get('q') ?? undefined,
  });
  const page = read.problems.page ? 1 : (read.page ?? 1);
  const sort = `${read.sort.field}:${read.sort.direction}`;
  const q = read.q ?? '';
  const request: PageRequest = { page, limit, sort, ...(q ? { q } : {}) };
  const rows = useQuery({
    queryKey: [...key, request],
    queryFn: () => fetchPage(request),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

  const show = (next: { page?: number; q?: string; sort?: string }) => {
    const view = { page, q, sort, ...next };
    if (next.q !== undefined || next.sort !== undefined) view.page = 1;
    const query: Record<string, string> = {};
    if (view.page > 1) query.page = String(view.page);
    if (view.q) query.q = view.q;
    if (view.sort !== LIST_SORTS[list].default) query.sort = view.sort;
    setParams(query);
  };

  // What is typed shows at once; the address (and the request) follows once typing pauses.
  const [search, setSearchText] = useState(q);
  const [seen, setSeen] = useState(q);
  if (seen !== q) {
    setSeen(q);
    if (search.trim() !== q) setSearchText(q);
  }
  const [settled] = useDebouncedValue(search, 300);
  useEffect(() => {
    if (settled.trim() !== q) show({ q: settled.trim() });
    // Only a settled search is sent, not every render's view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const total = rows.data?.total ?? 0;
  return {
    rows,
    items: rows.data?.items ?? [],
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    sort,
    setPage: (n: number) => show({ page: n }),
    setSort: (s: string) => show({ sort: s }),
    search,
    setSearch: setSearchText,
  };
}
