import type { DOMPurify } from 'dompurify';
import type { DOMWindow, JSDOM } from 'jsdom';
import { QR_MESSAGES } from '@qrpanel/contracts';

interface DomLibraries {
  JSDOM: typeof JSDOM;
  createDOMPurify: (window: DOMWindow) => DOMPurify;
}
let domLibraries: DomLibraries | undefined;

/**
 * jsdom and DOMPurify, loaded on the first SVG logo: jsdom alone takes about half a second
 * to load, which every start of the api (and every replica) would otherwise pay.
 */
function loadDomLibraries(): DomLibraries {
  /* eslint-disable @typescript-eslint/no-require-imports */
  domLibraries ??= {
    JSDOM: (require('jsdom') as typeof import('jsdom')).JSDOM,
    createDOMPurify: require('dompurify') as DomLibraries['createDOMPurify'],
  };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return domLibraries;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Only references inside the file itself (#id) or embedded raster images are kept. */
const LOCAL_REFERENCE = /^#[\w.:-]*$/;
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/**
 * What a logo never needs and a renderer pays dearly for: filters (a few stacked blurs or
 * turbulences take seconds to rasterise) and animation. Scripts and the like go too.
 */
const FORBIDDEN_TAGS = [
  'script',
  'foreignObject',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'a',
  'filter',
  'animate',
  'animateColor',
  'animatecolor',
  'animateMotion',
  'animatemotion',
  'animateTransform',
  'animatetransform',
  'mpath',
  'set',
];
/** CSS that filters (`filter: blur(…)` works without a <filter>) or animates. */
const COSTLY_CSS = /(^|[\s;{])(filter|animation[\w-]*|transition[\w-]*)\s*:/i;
/** The largest width, height or viewBox side a logo may declare (it is drawn a few hundred px wide). */
export const SVG_MAX_SIDE = 10_000;
/**
 * The most elements a logo may hold, and draw with each <use> counted as what it copies.
 * Parsing and cleaning cost about a third of a millisecond per element, on the event loop.
 */
export const SVG_MAX_ELEMENTS = 2_000;
/** The deepest nesting a logo may have (the DOM's serialiser recurses, a few thousand overflow). */
export const SVG_MAX_DEPTH = 64;

/** True when CSS (a style attribute or element) reaches outside the file. */
function cssReachesOut(css: string): boolean {
  if (/@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i.test(css)) return true;
  for (const match of css.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi)) {
    const target = match[2].trim();
    if (!LOCAL_REFERENCE.test(target) && !EMBEDDED_RASTER.test(target)) return true;
  }
  return false;
}

function createPurifier(window: DOMWindow): DOMPurify {
  const purify = loadDomLibraries().createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (REFERENCE_ATTRIBUTES.has(name)) {
      if (!LOCAL_REFERENCE.test(value) && !EMBEDDED_RASTER.test(value)) data.keepAttr = false;
    } else if (cssReachesOut(value) || (name === 'style' && COSTLY_CSS.test(value))) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeElements', (node) => {
    const css = node.textContent ?? '';
    if (node.nodeName.toLowerCase() === 'style' && (cssReachesOut(css) || COSTLY_CSS.test(css))) {
      node.textContent = '';
    }
  });
  return purify;
}

/** The text without what comes before the root element, and with the SVG namespace it needs. */
function prepare(text: string): string | null {
  // Entity declarations live in the DOCTYPE: it goes whole, with any internal subset.
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi, '')
    .replace(/<!ENTITY[\s\S]*?>/gi, '');
  const start = /^\s*(?:<!--[\s\S]*?-->\s*)*<svg(?=[\s>/])([^>]*)>/i.exec(body);
  if (!start) return null;
  if (/\sxmlns\s*=/.test(start[1])) return body;
  // Drawn by hand or cut from HTML: without the namespace no viewer reads it as SVG.
  return body.replace(/<svg(?=[\s>/])/i, `<svg xmlns="${SVG_NS}"`);
}

/**
 * True when the raw markup holds at most `SVG_MAX_ELEMENTS` start tags nested at most
 * `SVG_MAX_DEPTH` deep. Read before any parser sees it: a megabyte of shapes or of nested
 * groups would otherwise hold the event loop for seconds. Tags inside comments count too,
 * which only errs on the safe side.
 */
function markupWithinBounds(xml: string): boolean {
  let depth = 0;
  let elements = 0;
  for (const [, closing, selfClosing] of xml.matchAll(/<(\/?)[A-Za-z][^>]*?(\/?)>/g)) {
    if (closing) {
      depth -= 1;
    } else if (!selfClosing) {
      depth += 1;
      if (depth > SVG_MAX_DEPTH) return false;
    }
    if (!closing && (elements += 1) > SVG_MAX_ELEMENTS) return false;
  }
  return true;
}

/** A length or viewBox number a renderer can size a canvas from without harm. */
function sideFits(value: string | null): boolean {
  if (value === null || value.trim().endsWith('%')) return true;
  const n = Number.parseFloat(value);
  return Number.isNaN(n) || Math.abs(n) <= SVG_MAX_SIDE;
}

/** True when every <svg> declares a width, height and viewBox of a sensible size. */
function dimensionsFit(document: Document): boolean {
  for (const element of Array.from(document.getElementsByTagNameNS(SVG_NS, 'svg'))) {
    const viewBox = (element.getAttribute('viewBox') ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (![element.getAttribute('width'), element.getAttribute('height'), ...viewBox].every(sideFits)) {
      return false;
    }
  }
  return true;
}

/**
 * How many elements drawing `root` takes, each <use> counted as a copy of what it points
 * at: nested uses multiply (ten uses of ten uses of … is the SVG "billion laughs").
 * Counting stops once past `limit`; a use that loops counts as past it.
 */
function drawnElements(root: Element, limit: number): number {
  const document = root.ownerDocument;
  const memo = new Map<Element, number>();
  const inProgress = new Set<Element>();
  const count = (element: Element): number => {
    const known = memo.get(element);
    if (known !== undefined) return known;
    if (inProgress.has(element)) return limit + 1;
    inProgress.add(element);
    let total = 1;
    const href =
      element.localName === 'use'
        ? (element.getAttribute('href') ?? element.getAttribute('xlink:href'))
        : null;
    const target = href?.startsWith('#') ? document.getElementById(href.slice(1)) : null;
    if (target) total += count(target);
    for (const child of Array.from(element.children)) {
      if (total > limit) break;
      total += count(child);
    }
    inProgress.delete(element);
    memo.set(element, Math.min(total, limit + 1));
    return memo.get(element) as number;
  };
  return count(root);
}

export type SanitizedSvg = { svg: string } | { refused: string };

/**
 * Cleans an uploaded SVG logo (docs/product.md, Logos and downloads): no scripts, event handlers, foreign
 * objects, external or javascript: references, and no DOCTYPE (so no entity declarations);
 * no filters or animation either, which only cost time to draw. The file is read as XML, as
 * viewers read it, and cleaned in place by DOMPurify. Answers the cleaned document, or why
 * it is refused: not a well-formed SVG image, sized beyond reason, or too many elements.
 */
export function sanitizeSvg(text: string): SanitizedSvg {
  const unreadable = { refused: QR_MESSAGES.logoUnreadableSvg };
  const xml = prepare(text);
  if (xml === null) return unreadable;
  if (!markupWithinBounds(xml)) return { refused: QR_MESSAGES.logoSvgTooComplex };
  let dom: JSDOM;
  try {
    // jsdom never fetches what a document references unless told to.
    dom = new (loadDomLibraries().JSDOM)(xml, { contentType: 'image/svg+xml' });
  } catch {
    return unreadable;
  }
  try {
    const root = dom.window.document.documentElement;
    if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return unreadable;
    createPurifier(dom.window).sanitize(root, {
      USE_PROFILES: { svg: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: FORBIDDEN_TAGS,
      FORBID_ATTR: ['filter'],
      IN_PLACE: true,
    });
    if (!dimensionsFit(dom.window.document)) return { refused: QR_MESSAGES.logoSvgTooLarge };
    if (drawnElements(root, SVG_MAX_ELEMENTS) > SVG_MAX_ELEMENTS) {
      return { refused: QR_MESSAGES.logoSvgTooComplex };
    }
    return { svg: new dom.window.XMLSerializer().serializeToString(root) };
  } finally {
    dom.window.close();
  }
}
