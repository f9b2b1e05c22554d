import { PNG } from 'pngjs';
import { LOGO_MAX_PIXELS, QR_MESSAGES } from '@qrpanel/contracts';
import { logoPixelProblem } from './logo-pixels';

/** A PNG whose IHDR says `width` × `height` (its pixel data is left out: only the header is read). */
function pngHeader(width: number, height: number): Buffer {
  const png = Buffer.from(PNG.sync.write(new PNG({ width: 1, height: 1 })));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

const svgWith = (href: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="${href}"/></svg>`,
  );
const base64Png = (width: number, height: number) =>
  `data:image/png;base64,${pngHeader(width, height).toString('base64')}`;

describe('logoPixelProblem', () => {
  it('takes a PNG of exactly the budget and refuses one a row larger', () => {
    expect(LOGO_MAX_PIXELS).toBe(2048 * 2048);
    expect(logoPixelProblem('png', pngHeader(2048, 2048))).toBeNull();
    expect(logoPixelProblem('png', pngHeader(4096, 1024))).toBeNull();
    expect(logoPixelProblem('png', pngHeader(2048, 2049))).toBe(QR_MESSAGES.logoTooManyPixels);
  });

  it('refuses a file that is no readable PNG or JPEG', () => {
    expect(logoPixelProblem('jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBe(
      QR_MESSAGES.logoImageUnreadable,
    );
  });

  it('takes an SVG without images, and one embedding a small PNG', () => {
    expect(logoPixelProblem('svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(logoPixelProblem('svg', svgWith(base64Png(64, 64)))).toBeNull();
  });

  it('refuses an SVG embedding a huge PNG, whatever size its <image> is drawn at', () => {
    expect(logoPixelProblem('svg', svgWith(base64Png(30_000, 30_000)))).toBe(QR_MESSAGES.logoTooManyPixels);
  });

  it('measures an embedded image as what its bytes are, not what its data: URL says', () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x75, 0x30, 0x75, 0x30, 1, 1, 0x11, 0, 0xff, 0xd9,
    ]);
    expect(logoPixelProblem('svg', svgWith(`data:image/png;base64,${jpeg.toString('base64')}`))).toBe(
      QR_MESSAGES.logoTooManyPixels,
    );
  });

  it('reads base64 broken over lines, as written or as character references', () => {
    const huge = pngHeader(30_000, 30_000).toString('base64');
    const inAttribute = `data:image/png;base64,${huge.replace(/(.{20})/g, '$1&#xA;')}`;
    expect(logoPixelProblem('svg', svgWith(inAttribute))).toBe(QR_MESSAGES.logoTooManyPixels);
    const inCss = `data:image/png;base64,${huge.replace(/(.{30})/g, '$1\n  ')}`;
    const style = `<svg xmlns="http://www.w3.org/2000/svg"><style>g { background: url(${inCss}) }</style></svg>`;
    expect(logoPixelProblem('svg', Buffer.from(style))).toBe(QR_MESSAGES.logoTooManyPixels);
  });

  it.each([
    [
      'a GIF',
      `data:image/gif;base64,${Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1').toString('base64')}`,
    ],
    ['an image not in base64', 'data:image/png,%89PNG'],
    ['nothing readable', 'data:image/png;base64,AAAA'],
  ])('refuses an SVG embedding %s, as unreadable', (_kind, href) => {
    expect(logoPixelProblem('svg', svgWith(href))).toBe(QR_MESSAGES.logoImageUnreadable);
  });
});
