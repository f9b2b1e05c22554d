import { PAGE_IMAGE_SIDE_MAX, UPLOAD_LIMITS, type UploadKind } from '@qrpanel/contracts';

/** What a file field offers to choose; the api checks the content again, whatever the name. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  image: 'image/png,image/jpeg,image/webp',
};

const TYPES: Record<UploadKind, { mime: string[]; extensions: string[]; maxBytes: number }> = {
  pdf: { mime: ['application/pdf'], extensions: ['pdf'], maxBytes: UPLOAD_LIMITS.pdfBytes },
  image: {
    mime: ['image/png', 'image/jpeg', 'image/webp'],
    extensions: ['png', 'jpg', 'jpeg', 'webp'],
    maxBytes: UPLOAD_LIMITS.imageBytes,
  },
};

/**
 * Why a chosen file cannot go into a field of this kind, or null. Spares an upload the api
 * would refuse: a file of another type, or one past the size limit.
 */
export function uploadProblem(file: File, kind: UploadKind): 'wrongType' | 'tooLarge' | null {
  const accepted = TYPES[kind];
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  // Some systems give no type for a file: its name decides here (the api reads its content).
  const typeOk = file.type ? accepted.mime.includes(file.type) : accepted.extensions.includes(extension);
  if (!typeOk) return 'wrongType';
  if (file.size > accepted.maxBytes) return 'tooLarge';
  return null;
}

/** An image's size scaled down, its shape kept, so that neither side passes `max`. */
export function fittedSize(width: number, height: number, max = PAGE_IMAGE_SIDE_MAX) {
  const longest = Math.max(width, height);
  if (longest <= max) return { width, height };
  const scale = max / longest;
  return {
    width: Math.max(1, Math.min(max, Math.round(width * scale))),
    height: Math.max(1, Math.min(max, Math.round(height * scale))),
  };
}

const MB = 1024 * 1024;

/** Bytes as megabytes, to one decimal in the language's digits; a few bytes are 0.1, never 0. */
export function megabytes(bytes: number, language: string): string {
  const mb = bytes > 0 ? Math.max(0.1, bytes / MB) : 0;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(mb);
}
