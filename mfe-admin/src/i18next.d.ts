// The admin texts' keys are checked by the compiler, and so are those of @qrpanel/web's 'web' namespace.
// (An augmentation of i18next's types: this file imports, so it is a module and augments, not replaces.)
import type { WebCatalog } from '@qrpanel/web';
import type en from './locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'admin';
    resources: { admin: typeof en; web: WebCatalog };
  }
}
