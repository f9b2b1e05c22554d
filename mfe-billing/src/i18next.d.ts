// This app's keys are checked by the compiler (an augmentation of i18next's types: no import at run time).
import type { WebCatalog } from '@qrpanel/web';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'billing';
    resources: { billing: typeof en; web: WebCatalog };
  }
}
