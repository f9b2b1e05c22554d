import { QR_MESSAGES } from '@qrpanel/contracts';
import { sanitizeSvg } from './svg-sanitizer';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

/** The cleaned document, or null when the file is refused. */
const cleaned = (text: string): string | null => {
  const result = sanitizeSvg(text);
  return 'svg' in result ? result.svg : null;
};

/** A filter bomb of 285 bytes: drawn as a logo it kept a core busy for seconds. */
const FILTER_BOMB =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><filter id="f" filterUnits="userSpaceOnUse" ' +
  'x="-80" y="-80" width="160" height="160"><feTurbulence baseFrequency=".9" numOctaves="9"/>' +
  '<feGaussianBlur stdDeviation="50"/></filter><rect width="9" height="9" filter="url(#f)"/></svg>';

describe('sanitizeSvg', () => {
  it('keeps the drawing: shapes, gradients referenced by #id, styles, embedded rasters', () => {
    const input = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style>' +
        '<rect class="a" width="10" height="10" fill="url(#g)"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<use href="#g"/>',
    );
    const out = cleaned(input) ?? '';
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('<style>.a{fill:url(#g)}</style>');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(out).toContain('<use href="#g"');
  });

  it('removes scripts, event handlers and foreign objects', () => {
    const out =
      cleaned(
        svg(
          '<script>alert(1)</script><rect onclick="alert(2)" width="1" height="1"/>' +
            '<foreignObject><iframe src="https://evil.example"></iframe><p>hi</p></foreignObject>' +
            '<set attributeName="onmouseover" to="alert(3)"/><animate attributeName="href" to="javascript:alert(4)"/>',
          ' onload="alert(0)"',
        ),
      ) ?? '';
    expect(out).toContain('<rect width="1" height="1"');
    expect(out).not.toMatch(/script|onload|onclick|foreignObject|iframe|alert/i);
  });

  it('removes external and javascript: references', () => {
    const out =
      cleaned(
        svg(
          '<a href="javascript:alert(1)"><text>x</text></a>' +
            '<image href="https://evil.example/track.png"/>' +
            '<image xlink:href="http://evil.example/x.svg"/>' +
            '<use href="https://evil.example/sprite.svg#icon"/>' +
            '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>' +
            '<rect fill="url(https://evil.example/p.svg#g)" style="fill:url(//evil.example/x)"/>' +
            '<style>@import url(https://evil.example/x.css); rect{fill:red}</style>',
        ),
      ) ?? '';
    expect(out).toContain('<text>x</text>');
    expect(out).not.toMatch(/evil|javascript|svg\+xml/);
  });

  it('drops the DOCTYPE, so entity declarations are never read', () => {
    const input =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "lol">]>' +
      svg('<text>x</text>');
    const out = cleaned(input) ?? '';
    expect(out).toMatch(/^<svg/);
    expect(out).toContain('<text>x</text>');
    expect(out).not.toMatch(/ENTITY|DOCTYPE|passwd/);
  });

  it('refuses a file that uses an entity: without its declaration it is not well-formed', () => {
    const input = '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' + svg('<text>&xxe;</text>');
    expect(cleaned(input)).toBeNull();
  });

  it('adds the SVG namespace a hand-written file left out', () => {
    expect(cleaned('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
  });

  it('writes XML that stands alone (no HTML-only entities)', () => {
    const out = cleaned(svg('<text>a\u00a0b &amp; c</text>')) ?? '';
    expect(out).toContain('<text>a\u00a0b &amp; c</text>');
  });

  it.each([
    ['HTML', '<html><body><svg></svg></body></html>'],
    ['text', 'just some text'],
    ['a script first', '<script>alert(1)</script><svg></svg>'],
    ['markup that is not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>'],
  ])('refuses %s as unreadable', (_name, input) => {
    expect(sanitizeSvg(input)).toEqual({ refused: QR_MESSAGES.logoUnreadableSvg });
  });

  it('drops filters, filter effects in CSS and animation, and keeps the drawing', () => {
    const out =
      cleaned(
        svg(
          '<filter id="f"><feTurbulence baseFrequency=".9" numOctaves="9"/><feGaussianBlur stdDeviation="50"/></filter>' +
            '<style>rect{filter:blur(40px)} circle{fill:#2e7d32}</style>' +
            '<rect width="9" height="9" fill="#123456" filter="url(#f)" style="filter:blur(9px)"/>' +
            '<circle cx="5" cy="5" r="4"><animateTransform attributeName="transform" type="rotate" dur="1s"/>' +
            '<animateMotion dur="2s" path="M0,0 L9,9"/><animateColor attributeName="fill" to="red"/></circle>' +
            '<g style="animation: spin 1s infinite"><path d="M0 0h1v1z"/></g>',
        ),
      ) ?? '';
    expect(out).toContain('<rect width="9" height="9" fill="#123456"/>');
    expect(out).toContain('<circle cx="5" cy="5" r="4"/>');
    expect(out).toContain('<path d="M0 0h1v1z"/>');
    expect(out).not.toMatch(/filter|feTurbulence|feGaussianBlur|blur|animat|spin/i);
  });

  it('takes the filter bomb apart: what is left draws nothing costly', () => {
    expect(cleaned(FILTER_BOMB)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect width="9" height="9"/></svg>',
    );
  });

  it.each([
    ['a huge width', ' width="100000" height="10"'],
    ['a huge height', ' height="1e9"'],
    ['a huge viewBox', ' viewBox="0 0 50000 50000"'],
  ])('refuses %s', (_name, attrs) => {
    const input = `<svg xmlns="http://www.w3.org/2000/svg"${attrs}><rect width="1" height="1"/></svg>`;
    expect(sanitizeSvg(input)).toEqual({ refused: QR_MESSAGES.logoSvgTooLarge });
  });

  it('refuses a huge nested <svg> too, and keeps sizes in units or percent', () => {
    expect(sanitizeSvg(svg('<svg width="99999" height="1"/>'))).toEqual({
      refused: QR_MESSAGES.logoSvgTooLarge,
    });
    expect(cleaned(svg('<svg width="100%" height="120mm"/>', ' width="512px" height="512px"'))).toContain(
      'width="512px"',
    );
  });

  it('refuses too many shapes or too deep a nesting before parsing, and keeps up to the limits', () => {
    const tooComplex = { refused: QR_MESSAGES.logoSvgTooComplex };
    expect(sanitizeSvg(svg('<rect width="1" height="1"/>'.repeat(2_000)))).toEqual(tooComplex);
    expect(sanitizeSvg(svg(`${'<g>'.repeat(64)}${'</g>'.repeat(64)}`))).toEqual(tooComplex);
    // Thousands deep once overflowed the serialiser's stack.
    expect(sanitizeSvg(svg(`${'<g>'.repeat(5_000)}${'</g>'.repeat(5_000)}`))).toEqual(tooComplex);
    expect(cleaned(svg(`${'<g>'.repeat(63)}<circle r="1"/>${'</g>'.repeat(63)}`))).toContain(
      '<circle r="1"/>',
    );
    expect(cleaned(svg('<rect width="1" height="1"/>'.repeat(300)))).toContain(
      '<rect width="1" height="1"/>',
    );
  });

  it('refuses uses of uses that multiply into too many shapes, and keeps a few', () => {
    // Each level uses the one below ten times: 10^6 rectangles from 6 small groups.
    let defs = '<rect id="l0" width="1" height="1"/>';
    for (let level = 1; level <= 6; level += 1) {
      defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(10)}</g>`;
    }
    expect(sanitizeSvg(svg(`<defs>${defs}</defs><use href="#l6"/>`))).toEqual({
      refused: QR_MESSAGES.logoSvgTooComplex,
    });
    expect(sanitizeSvg(svg('<g id="a"><use href="#a"/></g>'))).toEqual({
      refused: QR_MESSAGES.logoSvgTooComplex,
    });
    const few = svg('<defs><circle id="c" r="1"/></defs><use href="#c" x="2"/><use href="#c" x="4"/>');
    expect(cleaned(few)).toContain('<use href="#c" x="4"/>');
  });
});
