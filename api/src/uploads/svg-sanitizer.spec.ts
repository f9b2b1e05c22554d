import { sanitizeSvg } from './svg-sanitizer';

const svg = (inner: string, attrs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps the drawing: shapes, gradients referenced by #id, styles, embedded rasters', () => {
    const input = svg(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs>' +
        '<style>.a{fill:url(#g)}</style>' +
        '<rect class="a" width="10" height="10" fill="url(#g)"/>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<use href="#g"/>',
    );
    const out = sanitizeSvg(input) ?? '';
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
      sanitizeSvg(
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
      sanitizeSvg(
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
    const out = sanitizeSvg(input) ?? '';
    expect(out).toMatch(/^<svg/);
    expect(out).toContain('<text>x</text>');
    expect(out).not.toMatch(/ENTITY|DOCTYPE|passwd/);
  });

  it('refuses a file that uses an entity: without its declaration it is not well-formed', () => {
    const input = '<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>' + svg('<text>&xxe;</text>');
    expect(sanitizeSvg(input)).toBeNull();
  });

  it('adds the SVG namespace a hand-written file left out', () => {
    expect(sanitizeSvg('<svg viewBox="0 0 1 1"><rect width="1" height="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>',
    );
  });

  it('writes XML that stands alone (no HTML-only entities)', () => {
    const out = sanitizeSvg(svg('<text>a\u00a0b &amp; c</text>')) ?? '';
    expect(out).toContain('<text>a\u00a0b &amp; c</text>');
  });

  it.each([
    ['HTML', '<html><body><svg></svg></body></html>'],
    ['text', 'just some text'],
    ['a script first', '<script>alert(1)</script><svg></svg>'],
    ['markup that is not well-formed', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
    ['another namespace', '<svg xmlns="http://www.w3.org/1999/xhtml"></svg>'],
  ])('answers null for %s', (_name, input) => {
    expect(sanitizeSvg(input)).toBeNull();
  });
});
