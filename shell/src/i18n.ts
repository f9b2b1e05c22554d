import { registerCatalogs } from '@qrpanel/web';
import en from './locales/en.json';

/** This app's texts: English bundled, Spanish and German loaded when first shown. */
registerCatalogs('shell', {
  en,
  es: () => import('./locales/es.json'),
  de: () => import('./locales/de.json'),
});
