import {
  DEFAULT_PAGE_THEME,
  SOCIAL_NETWORK_LABELS,
  type HostedPage,
  type PageBlock,
  type PageLink,
  type PageQrData,
  type PageQrDataByType,
  type PageQrType,
} from './page-model';

/** The size an avatar is drawn at (its width and height attributes). */
const AVATAR_PX = 96;

/** Each type's starting layout, made from its fields; the owner's own layout (`page`) wins. */
const STARTING_LAYOUTS: { [T in PageQrType]: (data: PageQrDataByType[T]) => HostedPage } = {
  links: (data) => ({
    theme: { ...DEFAULT_PAGE_THEME.light },
    blocks: [
      ...(data.avatar
        ? [{ kind: 'image', url: data.avatar, alt: '', width: AVATAR_PX, height: AVATAR_PX } as const]
        : []),
      ...(data.description ? [{ kind: 'text', text: data.description } as const] : []),
      { kind: 'links', items: data.links },
      ...(data.socials?.length ? [{ kind: 'social', items: data.socials } as const] : []),
    ],
  }),
  app: (data) => ({
    theme: { ...DEFAULT_PAGE_THEME.light },
    blocks: [
      { kind: 'app_badges', ios_url: data.ios_url, android_url: data.android_url },
      ...(data.fallback_url ? [{ kind: 'button', label: 'Website', url: data.fallback_url } as const] : []),
    ],
  }),
  page: (data) => data.page,
};

/** The page a code of a page type shows now. */
export function pageOf(type: PageQrType, data: PageQrData): HostedPage {
  if ('page' in data && data.page) return data.page;
  return (STARTING_LAYOUTS[type] as (d: PageQrData) => HostedPage)(data);
}

/** A link a page shows, numbered in its counted hops ({scan address}/l/{n}, from 1). */
export interface CountedLink extends PageLink {
  n: number;
}

/** The tappable addresses of one block, in the order it shows them. */
function linksOf(block: PageBlock): PageLink[] {
  switch (block.kind) {
    case 'button':
    case 'file':
      return [{ label: block.label, url: block.url }];
    case 'links':
      return block.items;
    case 'social':
      return block.items.map((item) => ({ label: SOCIAL_NETWORK_LABELS[item.network], url: item.url }));
    case 'app_badges':
      return [
        ...(block.ios_url ? [{ label: 'App Store', url: block.ios_url }] : []),
        ...(block.android_url ? [{ label: 'Google Play', url: block.android_url }] : []),
      ];
    case 'address':
      return [{ label: 'Map', url: mapUrlOf(block.text, block.map_url) }];
    default:
      return [];
  }
}

/**
 * Every counted link of a page, in the order the page shows them: the n of
 * `{scan address}/l/{n}` is the place here, from 1. The renderer and the hop read this one
 * list, so a hop always leads where its button says (as the page is now).
 */
export function pageLinks(page: HostedPage): CountedLink[] {
  return page.blocks.flatMap(linksOf).map((link, i) => ({ ...link, n: i + 1 }));
}

/** The links of each block, numbered as pageLinks numbers them. */
export function pageLinksByBlock(page: HostedPage): CountedLink[][] {
  let n = 0;
  return page.blocks.map((block) => linksOf(block).map((link) => ({ ...link, n: (n += 1) })));
}

/** An address's map: the one given, else a search for the address's text. */
export function mapUrlOf(text: string, mapUrl: string): string {
  return (
    mapUrl ||
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(text.replace(/\n/g, ', '))}`
  );
}
