import { LOGO_MAX_BYTES, LOGO_MIME_TYPES, QR_MESSAGES } from '@qrpanel/contracts';

const EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'];

/**
 * Why a chosen logo file cannot be used (docs/product.md, Logos and downloads: png, jpeg or svg only), or
 * null.
 * The api checks the content again; this spares an upload that would be refused.
 */
export function logoFileProblem(file: File): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (LOGO_MIME_TYPES as readonly string[]).includes(file.type)
    : EXTENSIONS.includes(extension);
  if (!typeOk) return QR_MESSAGES.logoWrongType;
  if (file.size > LOGO_MAX_BYTES) return QR_MESSAGES.logoTooLarge;
  return null;
}
