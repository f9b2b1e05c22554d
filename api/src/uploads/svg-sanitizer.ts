import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

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

interface Purifier {
  purify: DOMPurify;
  serializer: XMLSerializer;
}

function createPurifier(): Purifier {
  const window = new JSDOM('').window;
  const purify = createDOMPurify(window);
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (REFERENCE_ATTRIBUTES.has(name)) {
      if (!LOCAL_REFERENCE.test(value) && !EMBEDDED_RASTER.test(value)) data.keepAttr = false;
    } else if (/url\s*\(|@import|expression\s*\(|javascript:/i.test(value) && cssReachesOut(value)) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeElements', (node) => {
    if (node.nodeName.toLowerCase() === 'style' && cssReachesOut(node.textContent ?? '')) {
      node.textContent = '';
    }
  });
  return { purify, serializer: new window.XMLSerializer() };
}

let purifier: Purifier | undefined;

/**
 * Cleans an uploaded SVG logo (DESIGN.md decision 17): no scripts, event handlers, foreign
 * objects, external or javascript: references, and no DOCTYPE (so no entity declarations).
 * Answers the cleaned document, or null when the text is not an SVG image.
 */
export function sanitizeSvg(text: string): string | null {
  // Entity declarations live in the DOCTYPE: drop it whole, with any internal subset.
  const withoutProlog = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[\s\S]*?\?>/gi, '')
    .replace(/<!DOCTYPE(?:[^[>]|\[[\s\S]*?\])*>/gi, '')
    .replace(/<!ENTITY[\s\S]*?>/gi, '');
  if (!/^\s*(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(withoutProlog)) return null;
  purifier ??= createPurifier();
  const fragment = purifier.purify.sanitize(withoutProlog, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['script', 'foreignObject', 'foreignobject', 'iframe', 'embed', 'object', 'a'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.nodeName.toLowerCase() !== 'svg') return null;
  // XML, not HTML, serialisation: the file stands alone as image/svg+xml.
  return purifier.serializer.serializeToString(root);
}
