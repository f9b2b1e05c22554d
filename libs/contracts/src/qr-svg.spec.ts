import { designFromStyle } from './qr-design';
import { qrDownloadFileName, qrSvgLayout, renderQrSvg, type QrMatrix } from './qr-svg';

/** A 21-module matrix, dark everywhere: every module that is drawn shows in the path. */
const allDark: QrMatrix = { size: 21, isDark: () => true };

/** How many modules the module path covers (each run is `M x y h{n}v1h-{n}z`). */
const modulesDrawn = (svg: string) =>
  [...svg.matchAll(/M[\d.]+ [\d.]+h(\d+)v1h-\1z/g)].reduce((sum, m) => sum + Number(m[1]), 0);

describe('renderQrSvg', () => {
  it('draws each dark module with the colours, at the asked width, inside a 4-module quiet zone', () => {
    const matrix: QrMatrix = { size: 21, isDark: (r, c) => r === 0 && c < 3 };
    const svg = renderQrSvg({ matrix, width: 300, foregroundColor: '#112233', backgroundColor: '#FFEEDD' });
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="300" viewBox="0 0 29 29"/,
    );
    expect(svg).toContain('<rect width="29" height="29" fill="#FFEEDD"/>');
    expect(svg).toContain('<path fill="#112233" d="M4 4h3v1h-3z"/>');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('clears the modules under a centred logo covering a fifth of the side', () => {
    const plain = renderQrSvg({
      matrix: allDark,
      width: 256,
      foregroundColor: '#000000',
      backgroundColor: '#FFFFFF',
    });
    const withLogo = renderQrSvg({
      matrix: allDark,
      width: 256,
      foregroundColor: '#000000',
      backgroundColor: '#FFFFFF',
      logoHref: 'data:image/png;base64,AAAA',
    });
    expect(modulesDrawn(plain)).toBe(21 * 21);
    // The logo spans 4.2 modules from 8.4 to 12.6: modules 8 to 12 (5 by 5) are cleared.
    expect(modulesDrawn(withLogo)).toBe(21 * 21 - 25);
    expect(withLogo).toContain(
      '<image x="12.4" y="12.4" width="4.2" height="4.2" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,AAAA"/>',
    );
  });

  it('escapes the logo address', () => {
    const svg = renderQrSvg({
      matrix: allDark,
      width: 100,
      foregroundColor: '#000000',
      backgroundColor: '#FFFFFF',
      logoHref: '"/><script>alert(1)</script>',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('href="&quot;/>&lt;script>alert(1)&lt;/script>"');
  });

  it('draws a border frame around the quiet zone', () => {
    const svg = renderQrSvg({
      matrix: allDark,
      width: 320,
      foregroundColor: '#0000FF',
      backgroundColor: '#FFFFFF',
      frameId: 'border',
    });
    expect(svg).toContain('viewBox="0 0 32 32"');
    expect(svg).toContain('<rect width="32" height="32" rx="2" fill="#0000FF"/>');
    expect(svg).toContain('<rect x="1.5" y="1.5" width="29" height="29" fill="#FFFFFF"/>');
    expect(svg).toContain('M5.5 5.5h21v1h-21z');
  });

  it('adds a SCAN ME banner below the code, taller than wide', () => {
    const svg = renderQrSvg({
      matrix: allDark,
      width: 320,
      foregroundColor: '#000000',
      backgroundColor: '#FFFFFF',
      frameId: 'scan-me',
    });
    const legacy = { foregroundColor: '#000000', backgroundColor: '#FFFFFF', logoPath: null };
    const layout = qrSvgLayout(21, designFromStyle({ ...legacy, frameId: 'scan-me' }), false);
    expect(layout.banner).toEqual({ x: 1.5, y: 30.5, width: 29, height: 29 * 0.22 });
    expect(svg).toContain(`width="320" height="${Math.round((320 * layout.viewHeight) / layout.viewWidth)}"`);
    // The banner text is drawn in the background colour, as outlines: a move per letter.
    const textPath = /<path fill="#FFFFFF" d="([^"]+)"\/>/.exec(svg)?.[1] ?? '';
    expect(textPath.match(/M/g)).toHaveLength('SCANME'.length);
    const [x, y] = (/^M([\d.]+) ([\d.]+)/.exec(textPath) ?? []).slice(1).map(Number);
    const banner = layout.banner!;
    expect(x).toBeGreaterThan(banner.x);
    expect(y).toBeGreaterThan(banner.y);
    expect(y).toBeLessThan(banner.y + banner.height);
  });
});

describe('qrDownloadFileName', () => {
  it('names the file after the label, or qrcode', () => {
    expect(qrDownloadFileName('Summer menu', 'png')).toBe('Summer menu.png');
    expect(qrDownloadFileName('  ', 'svg')).toBe('qrcode.svg');
    expect(qrDownloadFileName(null, 'png')).toBe('qrcode.png');
    expect(qrDownloadFileName('a/b\\c:"d"\n', 'png')).toBe('a_b_c_d_.png');
  });
});
