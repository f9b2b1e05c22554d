/** The UTM parameters the builder edits, in the order it shows them. */
export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_FIELDS)[number];

function parsed(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

/** The UTM values a destination's query string holds ('' for each it lacks). */
export function readUtm(url: string): Record<UtmKey, string> {
  const params = parsed(url)?.searchParams;
  return Object.fromEntries(UTM_FIELDS.map((key) => [key, params?.get(key) ?? ''])) as Record<UtmKey, string>;
}

/**
 * The destination with one UTM value written into its query string (removed when empty);
 * the rest of the address is kept as it was. A text that is not an http(s) URL yet is
 * left alone.
 */
export function writeUtm(url: string, key: UtmKey, value: string): string {
  const u = parsed(url);
  if (!u) return url;
  if (value) u.searchParams.set(key, value);
  else u.searchParams.delete(key);
  return u.href;
}
