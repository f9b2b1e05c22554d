import { nextSort, readView, viewParams, viewQuery } from './list-view';

describe('the list view in the address', () => {
  it('reads page, sort, search, folder and tag, and writes them back without the defaults', () => {
    const view = readView(new URLSearchParams('page=3&sort=label:asc&q=menu&folderId=none&tag=Summer'));
    expect(view).toEqual({
      page: 3,
      sort: { field: 'label', direction: 'asc' },
      filter: { q: 'menu', folderId: 0, tag: 'summer' },
    });
    expect(viewParams(view)).toEqual({
      page: '3',
      sort: 'label:asc',
      q: 'menu',
      folderId: 'none',
      tag: 'summer',
    });
    expect(viewQuery(view)).toEqual({
      page: 3,
      limit: 25,
      sort: 'label:asc',
      q: 'menu',
      folderId: 'none',
      tag: 'summer',
    });
    expect(viewParams(readView(new URLSearchParams('')))).toEqual({});
  });

  it('falls back to the defaults for values the api would refuse', () => {
    const view = readView(new URLSearchParams('page=-1&sort=password:asc&folderId=x'));
    expect(view).toEqual({ page: 1, sort: { field: 'created_at', direction: 'desc' }, filter: {} });
  });

  it('sorts by a new column ascending (scans most first), and turns the order round on a second click', () => {
    const byDate = { field: 'created_at', direction: 'desc' } as const;
    expect(nextSort(byDate, 'label')).toEqual({ field: 'label', direction: 'asc' });
    expect(nextSort(byDate, 'scans_count')).toEqual({ field: 'scans_count', direction: 'desc' });
    expect(nextSort({ field: 'label', direction: 'asc' }, 'label')).toEqual({
      field: 'label',
      direction: 'desc',
    });
  });
});
