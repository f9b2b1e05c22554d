import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM, type DOMWindow } from 'jsdom';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Only references inside the file itself (#id) or embedded raster images are kept. */
const LOCAL_REFERENCE = /^#[\w.:-]*$/;
const EMBEDDED_RASTER = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

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
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (REFERENCE_ATTRIBUTES.has(name)) {
      if (!LOCAL_REFERENCE.test(value) && !EMBEDDED_RASTER.test(value)) data.keepAttr = false;
    } else if (cssReachesOut(value)) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && cssReachesOut(node.textContent ?? '')) {
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
 * Cleans an uploaded SVG logo (DESIGN.md decision 17): no scripts, event handlers, foreign
 * objects, external or javascript: references, and no DOCTYPE (so no entity declarations).
 * The file is read as XML, as viewers read it, and cleaned in place by DOMPurify.
 * Answers the cleaned document, or null when the text is not a well-formed SVG image.
 */
export function sanitizeSvg(text: string): string | null {
  const xml = prepare(text);
  if (xml === null) return null;
  let dom: JSDOM;
  try {
    // jsdom never fetches what a document references unless told to.
    dom = new JSDOM(xml, { contentType: 'image/svg+xml' });
  } catch {
    return null;
  }
  try {
    const root = dom.window.document.documentElement;
    if (!root || root.namespaceURI !== SVG_NS || root.localName !== 'svg') return null;
    createPurifier(dom.window).sanitize(root, {
      USE_PROFILES: { svg: true, svgFilters: true },
      ADD_TAGS: ['use'],
      FORBID_TAGS: ['script', 'foreignObject', 'foreignobject', 'iframe', 'embed', 'object', 'a'],
      IN_PLACE: true,
    });
    return new dom.window.XMLSerializer().serializeToString(root);
  } finally {
    dom.window.close();
  }
}
