import { encodeStaticValue, type VcardQrData } from '@qrpanel/contracts';

/**
 * The vCard file of the Save Contact button: the very vCard 3.0 text a static vcard code holds
 * (one encoder, in libs/contracts), as a file ending in CRLF.
 */
export function vcardFile(contact: VcardQrData): string {
  return `${encodeStaticValue('vcard', { ...contact, name: contact.name.trim() || 'Contact' })}\r\n`;
}

/** A file name from the contact's name ('Ada Lovelace' → 'ada-lovelace.vcf'). */
export function vcardFileName(contact: Partial<VcardQrData>): string {
  const slug = (contact.name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'contact'}.vcf`;
}
