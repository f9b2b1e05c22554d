// Keys of @qrpanel/web's own catalog are checked by the compiler (each app declares its own).
import 'i18next';
import type webEn from '../locales/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'web';
    resources: { web: typeof webEn };
  }
}
