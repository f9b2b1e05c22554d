/** The vCard fields a vcard QR code carries (SPEC.md §3). */
export interface VCardData {
  name?: string;
  phone?: string;
  email?: string;
  org?: string;
  title?: string;
}

/** vCard 3.0 text values escape backslash, comma, semicolon and line breaks. */
function escapeValue(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** A vCard 3.0 file (FN, TEL, EMAIL, ORG, TITLE) for 'Add to contacts'. */
export function vcardFile(data: VCardData): string {
  const name = data.name?.trim() || 'Contact';
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${escapeValue(name)};;;;`, `FN:${escapeValue(name)}`];
  if (data.phone?.trim()) lines.push(`TEL:${escapeValue(data.phone.trim())}`);
  if (data.email?.trim()) lines.push(`EMAIL:${escapeValue(data.email.trim())}`);
  if (data.org?.trim()) lines.push(`ORG:${escapeValue(data.org.trim())}`);
  if (data.title?.trim()) lines.push(`TITLE:${escapeValue(data.title.trim())}`);
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name from the contact's name ('Ada Lovelace' → 'ada-lovelace.vcf'). */
export function vcardFileName(data: VCardData): string {
  const slug = (data.name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'contact'}.vcf`;
}
