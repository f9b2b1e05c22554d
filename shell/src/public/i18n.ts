import { registerCatalogs } from '@qrpanel/web/dist/i18n/i18n';
import en from './locales/en.json';

/** The public page's texts: English bundled, Spanish and German loaded when first shown. */
registerCatalogs('public', {
  en,
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
});
