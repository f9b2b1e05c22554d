import {
  DEFAULT_PAGE_THEME,
  pageOf,
  type AppQrData,
  type BlankPageQrData,
  type HostedPage,
  type LinksQrData,
  type PageBlock,
  type PageBlockKind,
  type PageQrData,
  type PageQrDataByType,
  type PageQrType,
} from '@qrpanel/contracts';

/**
 * The hosted page editor's draft (docs/product.md, Hosted pages): a page type's data as the
 * api takes it, so the preview, the client's checks and the save all read the same object.
 */

/** A page type's fields before anything is typed; a new page starts from its theme alone. */
export function startingPageData<T extends PageQrType>(type: T, title = ''): PageQrDataByType[T] {
  const starts: PageQrDataByType = {
    links: { title, description: '', avatar: '', links: [{ label: '', url: '' }], socials: [] },
    app: { title, ios_url: '', android_url: '', fallback_url: '' },
    page: { title, page: { theme: { ...DEFAULT_PAGE_THEME.light }, blocks: [] } },
  };
  return starts[type];
}

/** A saved code's data as the editor starts from it: the type's fields filled in where missing. */
export function pageDataFromSaved(type: PageQrType, saved: Record<string, unknown> | null): PageQrData {
  return { ...startingPageData(type), ...(saved ?? {}) };
}

/** The page a draft shows: its own layout, else the type's starting layout made from its fields. */
export function draftPage(type: PageQrType, data: PageQrData): HostedPage {
  return pageOf(type, data);
}

/** Whether the draft carries a layout of its own (a `page`), which the block editor changes. */
export function hasOwnLayout(data: PageQrData): data is PageQrData & { page: HostedPage } {
  return 'page' in data && data.page !== undefined && data.page !== null;
}

/** A links or app draft with its layout made its own (from the starting layout), or given back. */
export function withOwnLayout(type: 'links' | 'app', data: LinksQrData | AppQrData, own: boolean) {
  if (!own) {
    const rest = { ...data };
    delete rest.page;
    return rest;
  }
  // A copy: the layout is edited on its own, never through the fields it was made from.
  return {
    ...data,
    page: JSON.parse(JSON.stringify(pageOf(type, { ...data, page: undefined }))) as HostedPage,
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
      return {
        kind,
        days: (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({
          day,
          opens: '09:00',
          closes: '17:00',
          closed: false,
        })),
        note: '',
      };
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
