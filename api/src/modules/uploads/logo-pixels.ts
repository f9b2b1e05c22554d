import { LOGO_MAX_PIXELS, QR_MESSAGES } from '@qrpanel/contracts';
import type { LogoExtension } from './logo-content';
import { rasterSize } from './raster-size';

/**
 * Every data: URL of an image in an SVG's text, base64 or not. Base64 may be broken by
 * whitespace, written as is or as XML character references (a serialiser writes a line
 * break in an attribute as &#xA;).
 */
const EMBEDDED_IMAGE =
  /data:image\/[^;,"')\s]*((?:;[^,"')\s]*)?),((?:[A-Za-z0-9+/=\s]|&#(?:x[0-9a-fA-F]+|\d+);)*)/gi;

/**
 * Why a logo's pixels are refused, or null when they are not: a PNG or JPEG past
 * LOGO_MAX_PIXELS once decoded, or an SVG holding such an image (whatever size its
 * `<image>` is drawn at: the renderer decodes the whole bitmap first). An image that cannot
 * be read as PNG or JPEG is refused too: its size is not known, and the renderers draw no
 * other kind from an SVG logo (resvg draws GIF but not WebP; the PDF writer neither).
 */
export function logoPixelProblem(extension: LogoExtension, body: Buffer): string | null {
  const images = extension === 'svg' ? embeddedImages(body.toString('utf8')) : [body];
  for (const image of images) {
    const size = image && rasterSize(image);
    if (!size) return QR_MESSAGES.logoImageUnreadable;
    if (size.width * size.height > LOGO_MAX_PIXELS) return QR_MESSAGES.logoTooManyPixels;
  }
  return null;
}

/** The bytes of each image embedded in `svg` as a data: URL; null for one that is not base64. */
function embeddedImages(svg: string): (Buffer | null)[] {
  return Array.from(svg.matchAll(EMBEDDED_IMAGE), ([, parameters, data]) =>
    /;base64$/i.test(parameters) ? Buffer.from(data.replace(/&#\w+;|\s/g, ''), 'base64') : null,
  );
}
