import {
  PayloadTooLargeException,
  UnprocessableEntityException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp from 'sharp';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadExtension, type UploadKind } from '@qrpanel/contracts';

/** A page's file as it is kept: its bytes, and an image's size. */
export interface PageFileContent {
  kind: UploadKind;
  extension: UploadExtension;
  body: Buffer;
  width?: number;
  height?: number;
}

const IMAGE_FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

// One libvips thread per image: the slots of PageFiles bound how many run at once, so one
// workspace's photos never take both cores from the redirect.
sharp.concurrency(1);
sharp.cache(false);

/**
 * What an uploaded file is, from its bytes (never its name or declared type): a PDF is kept
 * as sent; a PNG, JPEG or WebP is decoded and encoded again in its own format, upright, at
 * most UPLOAD_LIMITS.imageSide a side and with no metadata (no camera, no place), so what is
 * served is only pixels we wrote. Anything else is refused (415).
 */
export async function readPageFile(file: Buffer): Promise<PageFileContent> {
  const detected = await fileTypeFromBuffer(file);
  if (detected?.mime === 'application/pdf') {
    if (file.length > UPLOAD_LIMITS.pdfBytes) throw new PayloadTooLargeException(UPLOAD_MESSAGES.pdfTooLarge);
    return { kind: 'pdf', extension: 'pdf', body: file };
  }
  const format = detected && IMAGE_FORMATS[detected.mime as keyof typeof IMAGE_FORMATS];
  if (!format) throw new UnsupportedMediaTypeException(UPLOAD_MESSAGES.wrongType);
  if (file.length > UPLOAD_LIMITS.imageBytes)
    throw new PayloadTooLargeException(UPLOAD_MESSAGES.imageTooLarge);
  return reencode(file, format);
}

async function reencode(file: Buffer, extension: 'png' | 'jpg' | 'webp'): Promise<PageFileContent> {
  // The header first: a decompression bomb is refused before a pixel is decoded (reading
  // the header alone, past sharp's own pixel limit, decodes nothing).
  const meta = await sharp(file, { failOn: 'error', limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new UnprocessableEntityException(UPLOAD_MESSAGES.unreadable);
  if (meta.width * meta.height > UPLOAD_LIMITS.imagePixels) {
    throw new UnprocessableEntityException(UPLOAD_MESSAGES.tooManyPixels);
  }
  const image = sharp(file, { failOn: 'error', limitInputPixels: UPLOAD_LIMITS.imagePixels, animated: false })
    .rotate()
    .resize(UPLOAD_LIMITS.imageSide, UPLOAD_LIMITS.imageSide, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    extension === 'png'
      ? image.png({ compressionLevel: 8 })
      : extension === 'jpg'
        ? image.jpeg({ quality: 85 })
        : image.webp({ quality: 85 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { kind: 'image', extension, body: data, width: info.width, height: info.height };
  } catch {
    throw new UnprocessableEntityException(UPLOAD_MESSAGES.unreadable);
  }
}
