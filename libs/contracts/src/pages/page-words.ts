import type { Weekday } from '../smart-routing';

/** The languages a hosted page's own words are in (the visitor's, else English). */
export const PAGE_LANGUAGES = ['en', 'es', 'de'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

/** The words a page adds around its owner's texts (buttons of a contact, an event, a coupon). */
export interface PageWords {
  call: string;
  email: string;
  saveContact: string;
  map: string;
  addToCalendar: string;
  couponCode: string;
  validUntil: string;
  closed: string;
  appStore: string;
  googlePlay: string;
  /** The buttons a type's starting layout makes from its fields. */
  website: string;
  openPdf: string;
  redeem: string;
  moreInfo: string;
  days: Record<Weekday, string>;
}

export const PAGE_WORDS: Record<PageLanguage, PageWords> = {
  en: {
    call: 'Call',
    email: 'Send an email',
    saveContact: 'Save contact',
    map: 'Open in maps',
    addToCalendar: 'Add to calendar',
    couponCode: 'Coupon code',
    validUntil: 'Valid until',
    closed: 'Closed',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    website: 'Website',
    openPdf: 'Open the PDF',
    redeem: 'Redeem online',
    moreInfo: 'More information',
    days: {
      mon: 'Monday',
      tue: 'Tuesday',
      wed: 'Wednesday',
      thu: 'Thursday',
      fri: 'Friday',
      sat: 'Saturday',
      sun: 'Sunday',
    },
  },
  es: {
    call: 'Llamar',
    email: 'Enviar un correo',
    saveContact: 'Guardar contacto',
    map: 'Abrir en el mapa',
    addToCalendar: 'Añadir al calendario',
    couponCode: 'Código del cupón',
    validUntil: 'Válido hasta',
    closed: 'Cerrado',
    appStore: 'Descárgalo en el App Store',
    googlePlay: 'Disponible en Google Play',
    website: 'Sitio web',
    openPdf: 'Abrir el PDF',
    redeem: 'Canjear en línea',
    moreInfo: 'Más información',
    days: {
      mon: 'Lunes',
      tue: 'Martes',
      wed: 'Miércoles',
      thu: 'Jueves',
      fri: 'Viernes',
      sat: 'Sábado',
      sun: 'Domingo',
    },
  },
  de: {
    call: 'Anrufen',
    email: 'E-Mail senden',
    saveContact: 'Kontakt speichern',
    map: 'In Karten öffnen',
    addToCalendar: 'Zum Kalender hinzufügen',
    couponCode: 'Gutscheincode',
    validUntil: 'Gültig bis',
    closed: 'Geschlossen',
    appStore: 'Laden im App Store',
    googlePlay: 'Jetzt bei Google Play',
    website: 'Website',
    openPdf: 'PDF öffnen',
    redeem: 'Online einlösen',
    moreInfo: 'Weitere Informationen',
    days: {
      mon: 'Montag',
      tue: 'Dienstag',
      wed: 'Mittwoch',
      thu: 'Donnerstag',
      fri: 'Freitag',
      sat: 'Samstag',
      sun: 'Sonntag',
    },
  },
};

/** The page's language from an Accept-Language header: the first of ours it names, else English. */
export function pageLanguageOf(acceptLanguage: string | undefined): PageLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if ((PAGE_LANGUAGES as readonly string[]).includes(tag)) return tag as PageLanguage;
  }
  return 'en';
}
