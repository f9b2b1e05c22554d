import { acceptedLanguages } from './smart-routing';

/**
 * The languages the screens and mails speak. English is the catalogs' source;
 * the others are complete translations of every catalog (a test compares their keys).
 */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as a picker lists it whatever the page's language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `preferred` (BCP 47 tags, most preferred first, as navigator.languages or a
 * parsed Accept-Language lists them) that we speak, by its primary subtag: de-AT is de.
 */
export function pickLanguage(preferred: readonly string[]): Language | undefined {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/** The language an Accept-Language header asks for first among ours, if any. */
export function languageOfHeader(header: string | undefined): Language | undefined {
  return pickLanguage(acceptedLanguages(header));
}
