import type { Language } from '@qrpanel/contracts';
import { formatMessage } from '@qrpanel/contracts/message-translator';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';

export type MailTexts = typeof en;
export type MailName = keyof MailTexts;

/** Each mail's subject and text (ICU MessageFormat) in every language; the English ones as they always read. */
export const MAIL_CATALOGS: Record<Language, MailTexts> = { en, es, de };

/** A mail's subject and text in `language`, its parameters filled in. */
export function mailText(
  name: MailName,
  language: Language,
  params: Record<string, string | number> = {},
): { subject: string; text: string } {
  const texts = MAIL_CATALOGS[language][name];
  return {
    subject: formatMessage(texts.subject, language, params),
    text: formatMessage(texts.text, language, params),
  };
}
