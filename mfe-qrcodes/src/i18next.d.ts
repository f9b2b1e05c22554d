import type { WebCatalog } from '@qrpanel/web';
import type { en } from './locales/en';

// Keys of this remote's catalog (and of @qrpanel/web's) are checked by the compiler.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'qrcodes';
    resources: { qrcodes: typeof en; web: WebCatalog };
  }
}
