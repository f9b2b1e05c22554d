import { isCodeType, type QrCodeDto } from '@qrpanel/contracts';

/**
 * Whether the QR form edits this code: a dynamic code of a type it knows, hosted pages (links,
 * app, page) among them (docs/product.md, Hosted pages). Static codes never change.
 */
export function formEditable(code: Pick<QrCodeDto, 'generation_type' | 'type'>): boolean {
  return code.generation_type === 'dynamic' && isCodeType(code.type);
}
