import { isQrType, type QrCodeDto } from '@qrpanel/contracts';

/**
 * Whether the QR form edits this code: a dynamic code of one of the form's types. Static
 * codes never change; hosted pages (links, app, page) are made and edited through the api
 * until their editor comes (docs/product.md, Hosted pages).
 */
export function formEditable(code: Pick<QrCodeDto, 'generation_type' | 'type'>): boolean {
  return code.generation_type === 'dynamic' && isQrType(code.type);
}
