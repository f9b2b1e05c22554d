import { UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type/core';
import { QR_MESSAGES } from '@qrpanel/contracts';
import { logoPixelProblem } from './logo-pixels';
import { sanitizeSvg } from './svg-sanitizer';

export type LogoExtension = 'png' | 'jpg' | 'svg';

export const LOGO_CONTENT_TYPES: Record<LogoExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
};

/**
 * What an uploaded file really is, read from its bytes (never its name or declared type):
 * PNG and JPEG by their magic bytes, SVG by parsing it, cleaned; anything else is refused
 * (415). Then its pixels: an image, or an image inside the SVG, that decodes past
 * LOGO_MAX_PIXELS or cannot be read is refused (422).
 */
export async function readLogoContent(file: Buffer): Promise<{ extension: LogoExtension; body: Buffer }> {
  const logo = await detectLogo(file);
  const problem = logoPixelProblem(logo.extension, logo.body);
  if (problem) throw new UnprocessableEntityException(problem);
  return logo;
}

async function detectLogo(file: Buffer): Promise<{ extension: LogoExtension; body: Buffer }> {
  const detected = await fileTypeFromBuffer(file);
  if (detected?.mime === 'image/png') return { extension: 'png', body: file };
  if (detected?.mime === 'image/jpeg') return { extension: 'jpg', body: file };
  // SVG is text: file-type knows it at most as XML. (file-type/core: the buffer checks, no Node streams.)
  if (!detected || detected.mime === 'application/xml') {
    const text = decodeUtf8(file);
    if (text !== null && /<svg[\s>]/i.test(text)) {
      const clean = sanitizeSvg(text);
      if ('refused' in clean) throw new UnsupportedMediaTypeException(clean.refused);
      return { extension: 'svg', body: Buffer.from(clean.svg, 'utf8') };
    }
  }
  throw new UnsupportedMediaTypeException(QR_MESSAGES.logoWrongType);
}

function decodeUtf8(file: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    return null;
  }
}
