import {
  DEFAULT_PAGE_THEME,
  PAGE_LANGUAGES,
  pageOf,
  type AppQrData,
  type BlankPageQrData,
  type HostedPage,
  type LinksQrData,
  type OpeningDay,
  type PageBlock,
  type PageBlockKind,
  type PageLanguage,
  type PageQrData,
  type PageQrDataByType,
  type PageQrType,
} from '@qrpanel/contracts';
import { currentLanguage } from '@qrpanel/web';

/**
 * The hosted page editor's draft (docs/product.md, Hosted pages): a page type's data as the
 * api takes it, so the preview, the client's checks and the save all read the same object.
 */

/** A page type's fields before anything is typed; a new page starts from its theme alone. */
export function startingPageData<T extends PageQrType>(type: T, title = ''): PageQrDataByType[T] {
  const starts: PageQrDataByType = {
    links: { title, description: '', avatar: '', links: [{ label: '', url: '' }], socials: [] },
    pdf: { title, file: '', description: '' },
    app: { title, ios_url: '', android_url: '', fallback_url: '' },
    business: {
      title,
      description: '',
      phone: '',
      email: '',
      website: '',
      address: '',
      hours: workWeek(),
      socials: [],
    },
    coupon: { title, code: '', description: '', valid_until: '', terms: '', redeem_url: '' },
    event: {
      title,
      starts_at: '',
      ends_at: '',
      time_zone: localZone(),
      place: '',
      description: '',
      url: '',
    },
    page: { title, page: { theme: { ...DEFAULT_PAGE_THEME.light }, blocks: [] } },
  };
  return starts[type];
}

/** A saved code's data as the editor starts from it: the type's fields filled in where missing. */
export function pageDataFromSaved(type: PageQrType, saved: Record<string, unknown> | null): PageQrData {
  if (!saved) return startingPageData(type);
  const start = startingPageData(type);
  // The starting hours are an example for a new page: a saved page without hours has none.
  if ('hours' in start) start.hours = [];
  return { ...start, ...saved };
}

/** The language a page is drawn in while edited: the panel's, when pages have it, else English. */
export function editorPageLanguage(): PageLanguage {
  const language = currentLanguage();
  return (PAGE_LANGUAGES as readonly string[]).includes(language) ? language : 'en';
}

/** The page a draft shows: its own layout, else the type's starting layout made from its fields. */
export function draftPage(type: PageQrType, data: PageQrData, lang: PageLanguage = 'en'): HostedPage {
  return pageOf(type, data, lang);
}

/** Whether the draft carries a layout of its own (a `page`), which the block editor changes. */
export function hasOwnLayout(data: PageQrData): data is PageQrData & { page: HostedPage } {
  return 'page' in data && data.page !== undefined && data.page !== null;
}

/** The page types made from fields, whose layout the owner may take as their own. */
export type FieldsPageType = Exclude<PageQrType, 'page'>;
export type FieldsPageData = PageQrDataByType[FieldsPageType];

/**
 * A draft of a type made from fields with its layout made its own (from the starting layout,
 * its buttons in `lang`), or given back.
 */
export function withOwnLayout(
  type: FieldsPageType,
  data: FieldsPageData,
  own: boolean,
  lang: PageLanguage = 'en',
): FieldsPageData {
  if (!own) {
    const rest = { ...data };
    delete rest.page;
    return rest;
  }
  // A copy: the layout is edited on its own, never through the fields it was made from.
  return {
    ...data,
    page: JSON.parse(JSON.stringify(pageOf(type, { ...data, page: undefined }, lang))) as HostedPage,
  };
}

export type { AppQrData, BlankPageQrData, LinksQrData };

/** A new block of each kind, as the palette adds it: what the kind needs, ready to be filled. */
export function newBlock(kind: PageBlockKind): PageBlock {
  switch (kind) {
    case 'heading':
      return { kind, text: '' };
    case 'text':
      return { kind, text: '' };
    case 'image':
      return { kind, url: '', alt: '', width: 600, height: 400 };
    case 'button':
    case 'file':
      return { kind, label: '', url: '' };
    case 'links':
      return { kind, items: [{ label: '', url: '' }] };
    case 'social':
      return { kind, items: [{ network: 'instagram', url: '' }] };
    case 'app_badges':
      return { kind, ios_url: '', android_url: '' };
    case 'hours':
      return { kind, days: workWeek(), note: '' };
    case 'address':
      return { kind, text: '', map_url: '' };
    case 'contact':
      return { kind, name: '', phone: '', email: '', org: '' };
    case 'coupon':
      return { kind, title: '', code: '', valid_until: '', terms: '' };
    case 'event':
      return { kind, title: '', starts_at: '', ends_at: '', time_zone: localZone(), place: '' };
    case 'divider':
      return { kind };
  }
}

/** Monday to Friday, 09:00 to 17:00: where new opening hours start. */
function workWeek(): OpeningDay[] {
  return (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
    day,
    opens: '09:00',
    closes: '17:00',
    closed: false,
  }));
}

/** The browser's time zone, or UTC: where a new event starts. */
function localZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/*
 * Blocks carry no id of their own (the model is what the api stores). The sortable list and
 * React need one that survives edits, undo and moves: a key kept beside each block object
 * and handed on when an edit replaces the object.
 */
const blockKeys = new WeakMap<object, string>();
let lastKey = 0;

/** A block's key in the editor, made the first time it is asked for. */
export function keyOf(block: PageBlock): string {
  let key = blockKeys.get(block);
  if (!key) {
    key = `block-${(lastKey += 1)}`;
    blockKeys.set(block, key);
  }
  return key;
}

/** `next` replaces `previous`: it keeps its key. */
export function replaced<T extends PageBlock>(previous: PageBlock, next: T): T {
  blockKeys.set(next, keyOf(previous));
  return next;
}
