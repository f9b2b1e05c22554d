import { LOCATION_SAFE, UrlClass, type ParsedUrl } from '@qrpanel/contracts';
import { toUnicode } from 'punycode.js';

/*
 * How a destination reads to a person, and whether its host looks like another. Only the
 * code form and the details screen show this, so it lives here: the punycode decoder and
 * the script tables stay out of every other app's first load.
 */

/** Percent-encoded UTF-8 of characters past ASCII, decoded; everything else left encoded. */
function decodeNonAscii(text: string): string {
  return text.replace(/(?:%[89a-f][0-9a-f])+/gi, (bytes) => {
    try {
      return decodeURIComponent(bytes);
    } catch {
      return bytes;
    }
  });
}

/**
 * How a person reads a destination: the host in its own script and the path with its
 * non-ASCII characters decoded. Equal to the stored form when that holds no punycode
 * and no encoded non-ASCII character. Answers the text unchanged if it is not a URL.
 */
export function destinationDisplayForm(url: string): string {
  let parsed: ParsedUrl;
  try {
    parsed = new UrlClass(url);
  } catch {
    return url;
  }
  const readable =
    LOCATION_SAFE.test(url) && !/(^|\.)xn--/i.test(parsed.hostname) && !/%[89a-f][0-9a-f]/i.test(url);
  // Text a person can already read is shown as typed (no added slash, no lower-cased host).
  if (readable) return url;
  const auth = parsed.username ? `${parsed.username}${parsed.password ? `:${parsed.password}` : ''}@` : '';
  const host = `${toUnicode(parsed.hostname)}${parsed.port ? `:${parsed.port}` : ''}`;
  return `${parsed.protocol}//${auth}${host}${decodeNonAscii(parsed.pathname + parsed.search + parsed.hash)}`;
}

/**
 * Scripts look-alike host names mix. Chinese, Japanese and Korean labels mix their own
 * scripts (and Latin) by nature, so they count as one.
 */
const SCRIPTS: [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Georgian', /\p{Script=Georgian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['CJK', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
];
const CJK_WITH_LATIN = new Set(['Latin', 'CJK']);

function labelScripts(label: string): Set<string> {
  const scripts = new Set<string>();
  for (const char of label) {
    if (!/\p{L}/u.test(char)) continue;
    scripts.add(SCRIPTS.find(([, pattern]) => pattern.test(char))?.[0] ?? 'other');
  }
  return scripts;
}

/**
 * True when one label of the URL's host mixes alphabets (`аpple.com`, a Cyrillic а among
 * Latin letters): the mark of a look-alike (homograph) address.
 */
export function hostMixesScripts(url: string): boolean {
  let hostname: string;
  try {
    hostname = toUnicode(new UrlClass(url).hostname);
  } catch {
    return false;
  }
  return hostname.split('.').some((label) => {
    const scripts = labelScripts(label);
    if (scripts.size <= 1) return false;
    return !(scripts.size === 2 && [...scripts].every((s) => CJK_WITH_LATIN.has(s)));
  });
}
