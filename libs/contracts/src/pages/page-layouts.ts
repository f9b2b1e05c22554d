import { uploadNameOf } from '../uploads';
import { PAGE_WORDS, type PageLanguage, type PageWords } from './page-words';
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

const theme = () => ({ ...DEFAULT_PAGE_THEME.light });
const when = <T>(present: unknown, blocks: T[]): T[] => (present ? blocks : []);
const textBlock = (text?: string) => when(text, [{ kind: 'text', text: text! } as const]);
const buttonBlock = (label: string, url?: string) =>
  when(url, [{ kind: 'button', label, url: url! } as const]);

/**
 * Each type's starting layout, made from its fields; the owner's own layout (`page`) wins.
 * The buttons a layout adds are labelled in the page's words (the visitor's language).
 */
const STARTING_LAYOUTS: {
  [T in PageQrType]: (data: PageQrDataByType[T], words: PageWords) => HostedPage;
} = {
  links: (data) => ({
    theme: theme(),
    blocks: [
      ...when(data.avatar, [
        { kind: 'image', url: data.avatar!, alt: '', width: AVATAR_PX, height: AVATAR_PX } as const,
      ]),
      ...textBlock(data.description),
      { kind: 'links', items: data.links },
      ...when(data.socials?.length, [{ kind: 'social', items: data.socials! } as const]),
    ],
  }),
  pdf: (data, words) => ({
    theme: theme(),
    blocks: [...textBlock(data.description), { kind: 'file', label: words.openPdf, url: data.file }],
  }),
  app: (data, words) => ({
    theme: theme(),
    blocks: [
      { kind: 'app_badges', ios_url: data.ios_url, android_url: data.android_url },
      ...buttonBlock(words.website, data.fallback_url),
    ],
  }),
  business: (data, words) => ({
    theme: theme(),
    blocks: [
      ...textBlock(data.description),
      ...when(data.hours?.length, [{ kind: 'hours', days: data.hours!, note: '' } as const]),
      ...when(data.address, [{ kind: 'address', text: data.address!, map_url: '' } as const]),
      ...when(data.phone || data.email, [
        {
          kind: 'contact',
          name: '',
          org: data.title,
          phone: data.phone ?? '',
          email: data.email ?? '',
        } as const,
      ]),
      ...buttonBlock(words.website, data.website),
      ...when(data.socials?.length, [{ kind: 'social', items: data.socials! } as const]),
    ],
  }),
  coupon: (data, words) => ({
    theme: theme(),
    blocks: [
      ...textBlock(data.description),
      {
        kind: 'coupon',
        title: '',
        code: data.code,
        valid_until: data.valid_until ?? '',
        terms: data.terms ?? '',
      },
      ...buttonBlock(words.redeem, data.redeem_url),
    ],
  }),
  event: (data, words) => ({
    theme: theme(),
    blocks: [
      {
        kind: 'event',
        title: data.title,
        starts_at: data.starts_at,
        ends_at: data.ends_at,
        time_zone: data.time_zone,
        place: data.place ?? '',
      },
      ...textBlock(data.description),
      ...buttonBlock(words.moreInfo, data.url),
    ],
  }),
  page: (data) => data.page,
};

/**
 * The page a code of a page type shows now, its layout's buttons in `lang`. The counted hops
 * number links by their place, which no language changes.
 */
export function pageOf(type: PageQrType, data: PageQrData, lang: PageLanguage = 'en'): HostedPage {
  if ('page' in data && data.page) return data.page;
  const layout = STARTING_LAYOUTS[type] as (d: PageQrData, words: PageWords) => HostedPage;
  return layout(data, PAGE_WORDS[lang]);
}

/** An uploaded file's path as an address at `origin`, where the panel serves uploads; other addresses as they are. */
export function fileAt(url: string, origin: string): string {
  return uploadNameOf(url) ? `${origin}${url}` : url;
}

/** The files a page holds (images, PDFs) at `origin`. */
export function withFilesAt(page: HostedPage, origin: string): HostedPage {
  const at = (url: string) => fileAt(url, origin);
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.kind === 'image' || block.kind === 'file' ? { ...block, url: at(block.url) } : block,
    ),
  };
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
