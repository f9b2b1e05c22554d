/**
 * `data` may arrive as a JSON string (docs/product.md, The public redirect page); anything unreadable is no
 * data.
 */
export function redirectData(result: { data?: unknown }): Record<string, unknown> {
  let data: unknown = result.data;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      data = {};
    }
  }
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** The fields of a code's data the public page shows or follows. */
export type DataField =
  | 'text'
  | 'email'
  | 'subject'
  | 'body'
  | 'phone'
  | 'message'
  | 'name'
  | 'org'
  | 'title'
  | 'ssid'
  | 'encryption'
  | 'password'
  | 'url'
  | 'website'
  | 'label';

/** A field as text ('' when missing). */
export function text(data: Record<string, unknown>, key: DataField): string {
  const value = data[key];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Only http(s) destinations are followed: a code must never run script in this page. */
export function safeDestination(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** How the page's address names its code: /qr-redirect/{uuid}, or its short address /{key}. */
export type CodeAddress = { uuid: string } | { key: string };

/** The code the page's path names, or null. */
export function addressFromPath(path: string): CodeAddress | null {
  if (/^\/qr-redirect(\/|$)/.test(path)) {
    const uuid = uuidFromPath(path.replace(/^\/qr-redirect\/?/, ''));
    return uuid ? { uuid } : null;
  }
  const key = /^\/([^/]+)\/?$/.exec(path)?.[1];
  return key ? { key: decodeURIComponent(key) } : null;
}

/** The uuid is the last segment of the path after /qr-redirect/. */
export function uuidFromPath(splat: string | undefined): string | null {
  const segments = (splat ?? '').split('/').filter(Boolean);
  return segments.length ? decodeURIComponent(segments[segments.length - 1]) : null;
}
