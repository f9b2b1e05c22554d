import {
  LIST_MESSAGES,
  codeFilterParams,
  normalizeTags,
  parseCodeFilter,
  parsePaging,
  positiveInteger,
} from './lists';

describe('the list query parser shared by the api, the screens and the bulk actions', () => {
  it('reads page, limit, q and sort, with the defaults when left out', () => {
    expect(parsePaging('codes', {})).toEqual({
      page: undefined,
      limit: 25,
      q: undefined,
      sort: { field: 'created_at', direction: 'desc' },
      problems: {},
    });
    expect(parsePaging('users', { page: '2', limit: '100', q: ' Ada ', sort: 'email:asc' })).toMatchObject({
      page: 2,
      limit: 100,
      q: 'Ada',
      sort: { field: 'email', direction: 'asc' },
      problems: {},
    });
  });

  it('names the allowed values of each wrong paging value', () => {
    const { problems } = parsePaging('messages', { page: '-1', limit: '0', sort: 'label:asc' });
    expect(problems).toEqual({
      page: LIST_MESSAGES.pageInvalid,
      limit: LIST_MESSAGES.limitInvalid,
      sort: 'sort must be field:asc or field:desc, where field is one of: created_at, subject, sender_name.',
    });
    expect(parsePaging('codes', { limit: '101' }).problems.limit).toBe(LIST_MESSAGES.limitInvalid);
    expect(positiveInteger('1e3')).toBeUndefined();
    expect(positiveInteger('2147483648')).toBeUndefined();
  });

  it('reads the code filters, "none" as no folder, and writes them back as query values', () => {
    const { filter, problems } = parseCodeFilter({
      type: 'wifi',
      generation_type: 'static',
      status: 'expired',
      folderId: 'none',
      tag: ' Summer  Sale ',
      userId: '4',
    });
    expect(problems).toEqual({});
    expect(filter).toEqual({
      type: 'wifi',
      generation_type: 'static',
      status: 'expired',
      folderId: 0,
      tag: 'summer sale',
      userId: 4,
    });
    expect(codeFilterParams(filter)).toEqual({
      type: 'wifi',
      generation_type: 'static',
      status: 'expired',
      folderId: 'none',
      tag: 'summer sale',
      userId: '4',
    });
    expect(parseCodeFilter({ type: 'pdf', folderId: '-2', q: 5 }).problems).toEqual({
      type: LIST_MESSAGES.typeInvalid,
      folderId: LIST_MESSAGES.folderIdInvalid,
      q: LIST_MESSAGES.searchTooLong,
    });
  });

  it('keeps at most 10 tags of 1 to 32 characters, lower-cased, each once', () => {
    expect(normalizeTags(['Menu', 'menu ', 'Été'])).toEqual(['menu', 'été']);
    expect(normalizeTags(Array.from({ length: 11 }, (_, i) => `t${i}`))).toBeUndefined();
    expect(normalizeTags(['x'.repeat(33)])).toBeUndefined();
    expect(normalizeTags(['🎉'.repeat(32)])).toEqual(['🎉'.repeat(32)]);
    expect(normalizeTags('menu')).toBeUndefined();
  });
});
