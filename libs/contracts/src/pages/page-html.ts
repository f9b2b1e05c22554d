import { pageLinksByBlock, mapUrlOf, type CountedLink } from './page-layouts';
import {
  PAGE_FONT_STACKS,
  SOCIAL_NETWORK_LABELS,
  type ContactBlock,
  type CouponBlock,
  type EventBlock,
  type HoursBlock,
  type ImageBlock,
  type HostedPage,
  type PageBlock,
  type PageTheme,
} from './page-model';
import { PAGE_WORDS, type PageLanguage, type PageWords } from './page-words';

/**
 * A hosted page as one HTML document: plain strings, no DOM and no framework, so the api
 * serves it in microseconds and the editor's preview shows the very same markup. Every text
 * of the owner's is escaped; nothing runs a script (the api's Content-Security-Policy allows
 * none); the only style is the inline sheet, whose hash the policy names.
 */
export interface PageRenderInput {
  title: string;
  page: HostedPage;
  lang: PageLanguage;
  /**
   * The start of the counted hops, such as '/qr-redirect/{uuid}/l/': link n goes to
   * `${hopBase}${n}`. Null (the editor's preview): links go straight to their address.
   */
  hopBase: string | null;
}

export interface RenderedPage {
  html: string;
  /** The inline style sheet's text, for the policy's hash. */
  css: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute's value, safe in HTML whatever it holds. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Escaped text whose line breaks show. */
const lines = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

/** Relative luminance (WCAG) of #RRGGBB. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

/** The text colour that reads best on a colour (at least 4.5:1 whatever the colour). */
export function inkOn(background: string): string {
  return contrast('#111418', background) >= contrast('#FFFFFF', background) ? '#111418' : '#FFFFFF';
}

/** The page's style sheet, made from its theme. */
export function pageCss(theme: PageTheme): string {
  const ink = inkOn(theme.background);
  const onAccent = inkOn(theme.accent);
  // Links and outlines in the accent only where it reads on the background; else in the ink.
  const linkInk = contrast(theme.accent, theme.background) >= 4.5 ? theme.accent : ink;
  return [
    `*{box-sizing:border-box}`,
    `html{-webkit-text-size-adjust:100%}`,
    `body{margin:0;background:${theme.background};color:${ink};font:16px/1.5 ${PAGE_FONT_STACKS[theme.font]}}`,
    `main{max-width:36rem;margin:0 auto;padding:2rem 1rem 3rem}`,
    `h1{font-size:1.6rem;line-height:1.25;margin:0 0 1.25rem;text-align:center}`,
    `h2{font-size:1.2rem;line-height:1.3;margin:1.5rem 0 .5rem}`,
    `p{margin:.5rem 0}`,
    `a{color:${linkInk}}`,
    `img{display:block;max-width:100%;height:auto;margin:1rem auto;border-radius:.75rem}`,
    `img.avatar{border-radius:50%}`,
    `ul{list-style:none;margin:1rem 0;padding:0}`,
    `li{margin:.6rem 0}`,
    `.btn{display:block;padding:.85rem 1rem;border-radius:.75rem;background:${theme.accent};color:${onAccent};text-align:center;text-decoration:none;font-weight:600;min-height:48px}`,
    `.btn:focus-visible{outline:3px solid ${ink};outline-offset:2px}`,
    `.row{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:center}`,
    `.row .btn{flex:1 1 10rem}`,
    `.card{border:1px solid ${ink}33;border-radius:.75rem;padding:1rem;margin:1rem 0}`,
    `.code{font:700 1.5rem/1.2 ${PAGE_FONT_STACKS.mono};letter-spacing:.08em;user-select:all;-webkit-user-select:all;text-align:center;margin:.5rem 0}`,
    `table{width:100%;border-collapse:collapse}`,
    `th,td{padding:.35rem 0;text-align:left;font-weight:400}`,
    `td{text-align:right}`,
    `hr{border:0;border-top:1px solid ${ink}33;margin:1.5rem 0}`,
  ].join('');
}

/** A counted link's address: its hop, or (in the preview) the link itself. */
const hrefOf = (link: CountedLink, hopBase: string | null) =>
  escapeHtml(hopBase ? `${hopBase}${link.n}` : link.url);

const button = (link: CountedLink, hopBase: string | null, label = link.label) =>
  `<a class="btn" href="${hrefOf(link, hopBase)}">${escapeHtml(label)}</a>`;

const buttonList = (links: CountedLink[], hopBase: string | null) =>
  `<ul>${links.map((link) => `<li>${button(link, hopBase)}</li>`).join('')}</ul>`;

function image(block: ImageBlock, first: boolean): string {
  const avatar = block.width === block.height && block.width <= 160 ? ' class="avatar"' : '';
  const lazy = first ? '' : ' loading="lazy"';
  return `<img${avatar} src="${escapeHtml(block.url)}" alt="${escapeHtml(block.alt)}" width="${block.width}" height="${block.height}" decoding="async"${lazy}>`;
}

function hours(block: HoursBlock, words: PageWords): string {
  const rows = block.days
    .map(
      (d) =>
        `<tr><th scope="row">${escapeHtml(words.days[d.day])}</th><td>${
          d.closed ? escapeHtml(words.closed) : `${d.opens}–${d.closes}`
        }</td></tr>`,
    )
    .join('');
  const note = block.note ? `<p>${escapeHtml(block.note)}</p>` : '';
  return `<div class="card"><table>${rows}</table>${note}</div>`;
}

/** vCard 3.0 text, for "Save contact". */
export function vcardOf(block: ContactBlock): string {
  const esc = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`);
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${esc(block.name || block.org || block.email || block.phone)}`,
    ...(block.org ? [`ORG:${esc(block.org)}`] : []),
    ...(block.phone ? [`TEL;TYPE=CELL:${esc(block.phone)}`] : []),
    ...(block.email ? [`EMAIL:${esc(block.email)}`] : []),
    'END:VCARD',
  ].join('\r\n');
}

function contact(block: ContactBlock, words: PageWords): string {
  const name = block.name ? `<h2>${escapeHtml(block.name)}</h2>` : '';
  const org = block.org ? `<p>${escapeHtml(block.org)}</p>` : '';
  const tel = block.phone.replace(/[^\d+]/g, '');
  const actions = [
    ...(block.phone ? [`<a class="btn" href="tel:${escapeHtml(tel)}">${escapeHtml(words.call)}</a>`] : []),
    ...(block.email
      ? [`<a class="btn" href="mailto:${escapeHtml(block.email)}">${escapeHtml(words.email)}</a>`]
      : []),
    `<a class="btn" download="contact.vcf" href="data:text/vcard;charset=utf-8,${escapeHtml(
      encodeURIComponent(vcardOf(block)),
    )}">${escapeHtml(words.saveContact)}</a>`,
  ];
  return `<div class="card">${name}${org}<div class="row">${actions.join('')}</div></div>`;
}

function coupon(block: CouponBlock, words: PageWords): string {
  const title = block.title ? `<h2>${escapeHtml(block.title)}</h2>` : '';
  const until = block.valid_until
    ? `<p>${escapeHtml(words.validUntil)} ${escapeHtml(block.valid_until)}</p>`
    : '';
  const terms = block.terms ? `<p><small>${lines(block.terms)}</small></p>` : '';
  return `<div class="card">${title}<p>${escapeHtml(words.couponCode)}</p><p class="code">${escapeHtml(block.code)}</p>${until}${terms}</div>`;
}

/** iCalendar text, for "Add to calendar": the event in its own time zone. */
export function icsOf(block: EventBlock, now = new Date()): string {
  const esc = (text: string) => text.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
  const local = (at: string) => `${at.replace(/[-:]/g, '')}00`;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//QR Panel//Hosted page//EN',
    'BEGIN:VEVENT',
    `UID:${local(block.starts_at)}-${encodeURIComponent(block.title).slice(0, 40)}@qr-panel`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${block.time_zone}:${local(block.starts_at)}`,
    `DTEND;TZID=${block.time_zone}:${local(block.ends_at)}`,
    `SUMMARY:${esc(block.title)}`,
    ...(block.place ? [`LOCATION:${esc(block.place)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

function event(block: EventBlock, words: PageWords): string {
  const when = `${block.starts_at.replace('T', ' ')} – ${block.ends_at.replace('T', ' ')} (${block.time_zone})`;
  const place = block.place ? `<p>${escapeHtml(block.place)}</p>` : '';
  const ics = `data:text/calendar;charset=utf-8,${encodeURIComponent(icsOf(block))}`;
  return `<div class="card"><h2>${escapeHtml(block.title)}</h2><p>${escapeHtml(when)}</p>${place}<a class="btn" download="event.ics" href="${escapeHtml(ics)}">${escapeHtml(words.addToCalendar)}</a></div>`;
}

function blockHtml(block: PageBlock, links: CountedLink[], input: PageRenderInput, first: boolean): string {
  const words = PAGE_WORDS[input.lang];
  const { hopBase } = input;
  switch (block.kind) {
    case 'heading':
      return `<h2>${escapeHtml(block.text)}</h2>`;
    case 'text':
      return block.text
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${lines(paragraph)}</p>`)
        .join('');
    case 'image':
      return image(block, first);
    case 'button':
    case 'file':
      return `<p>${button(links[0], hopBase)}</p>`;
    case 'links':
      return buttonList(links, hopBase);
    case 'social':
      return `<div class="row">${links.map((link, i) => button(link, hopBase, SOCIAL_NETWORK_LABELS[block.items[i].network])).join('')}</div>`;
    case 'app_badges':
      return `<div class="row">${links
        .map((link) => button(link, hopBase, link.label === 'App Store' ? words.appStore : words.googlePlay))
        .join('')}</div>`;
    case 'hours':
      return hours(block, words);
    case 'address':
      return `<div class="card"><address>${lines(block.text)}</address><p><a href="${hrefOf(
        links[0] ?? { label: '', url: mapUrlOf(block.text, block.map_url), n: 0 },
        hopBase,
      )}">${escapeHtml(words.map)}</a></p></div>`;
    case 'contact':
      return contact(block, words);
    case 'coupon':
      return coupon(block, words);
    case 'event':
      return event(block, words);
    case 'divider':
      return '<hr>';
  }
}

/** The page as a whole HTML document, and its style sheet (already inside it). */
export function renderPageHtml(input: PageRenderInput): RenderedPage {
  const { page, title } = input;
  const css = pageCss(page.theme);
  const linksByBlock = pageLinksByBlock(page);
  const firstImage = page.blocks.findIndex((b) => b.kind === 'image');
  const body = page.blocks
    .map((block, i) => blockHtml(block, linksByBlock[i], input, i === firstImage))
    .join('');
  const html =
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta name="robots" content="noindex">` +
    `<meta name="color-scheme" content="${page.theme.mode}">` +
    `<title>${escapeHtml(title)}</title><style>${css}</style></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return { html, css };
}
