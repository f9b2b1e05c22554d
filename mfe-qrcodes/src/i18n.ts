import { registerCatalogs } from '@qrpanel/web';
import { en } from './locales/en';

/** This remote's texts: English bundled, Spanish and German loaded when first shown. */
registerCatalogs('qrcodes', {
  en,
  es: () => import('./locales/es'),
  de: () => import('./locales/de'),
});
