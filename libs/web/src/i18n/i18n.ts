import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, pickLanguage, type Language } from '@qrpanel/contracts';
import webEn from '../locales/en.json';

/** A message catalog: ICU messages by key, nested by screen or part. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** The shape of @qrpanel/web's own catalog, for the apps' typed keys (their i18next.d.ts). */
export type WebCatalog = typeof webEn;

/** A language's catalog of one namespace, loaded when that language is first shown. */
export type CatalogLoader = () => Promise<Catalog | { default: Catalog }>;

/** Where this browser keeps the language chosen (before sign-in, or the profile's after it). */
export const LANGUAGE_STORAGE_KEY = 'qrpanel-language';

const loaders = new Map<string, Partial<Record<Language, CatalogLoader>>>();

/** Reads a namespace's catalog for a language from what its app registered. */
const registeredCatalogs: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = isLanguage(language) ? loaders.get(namespace)?.[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (loaded) => callback(null, 'default' in loaded ? (loaded.default as Catalog) : loaded),
      (error: Error) => callback(error, false),
    );
  },
};

function storedLanguage(): Language | undefined {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined; // storage refused (private mode): the browser's languages decide
  }
}

/** The language chosen in this browser, else the first of the browser's we speak, else English. */
export function detectLanguage(): Language {
  const browser = globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? ''];
  return storedLanguage() ?? pickLanguage(browser) ?? DEFAULT_LANGUAGE;
}

// Registered before init: a page that starts in Spanish or German reads its catalog at once.
loaders.set('web', {
  es: () => import('../locales/es.json'),
  de: () => import('../locales/de.json'),
});

/**
 * The one i18next instance of the page, shared with every remote through @qrpanel/web (a
 * Module Federation singleton). English catalogs are bundled with each app, so English
 * screens never wait; the others load as a chunk per app and language when first needed.
 */
export const i18n: I18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(registeredCatalogs)
  .use(initReactI18next)
  .init({
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    ns: ['web'],
    defaultNS: 'web',
    resources: { en: { web: webEn } },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders; escaping here too would show &amp; on screen.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
    returnNull: false,
  });

markDocument(i18n.language);
i18n.on('languageChanged', markDocument);

/** The page says which language it is in: screen readers and translators read it. */
function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * Adds an app's catalogs to the page: English at once, the others when their language is
 * shown. Each app (the shell, each remote) registers its own namespace once, at load.
 */
export function registerCatalogs(
  namespace: string,
  catalogs: { en: Catalog } & Partial<Record<Exclude<Language, 'en'>, CatalogLoader>>,
): void {
  const { en, ...others } = catalogs;
  loaders.set(namespace, others);
  if (!i18n.hasResourceBundle('en', namespace)) i18n.addResourceBundle('en', namespace, en);
}

/** The page's language now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Shows the page in `language` and remembers the choice in this browser. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not kept, but the page still changes
  }
  if (language !== i18n.language) await i18n.changeLanguage(language);
}
