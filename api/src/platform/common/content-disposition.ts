/** Content-Disposition with an ASCII name and the exact one (RFC 6266). */
export function attachment(fileName: string): string {
  return disposition('attachment', fileName);
}

/** Shown in the browser, and saved under this name when the visitor saves it. */
export function inline(fileName: string): string {
  return disposition('inline', fileName);
}

function disposition(type: 'attachment' | 'inline', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
