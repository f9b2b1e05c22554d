import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/**
 * Dates, numbers, money and shares as the page's language writes them (Intl). Made once per
 * language: Intl's formatters are costly to build and cheap to use.
 */
export function formatters(locale: string) {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  const numberFormat = (options: Intl.NumberFormatOptions = {}) => {
    const key = `n${JSON.stringify(options)}`;
    let format = cache.get(key) as Intl.NumberFormat | undefined;
    if (!format) cache.set(key, (format = new Intl.NumberFormat(locale, options)));
    return format;
  };
  const dateFormat = (options: Intl.DateTimeFormatOptions) => {
    const key = `d${JSON.stringify(options)}`;
    let format = cache.get(key) as Intl.DateTimeFormat | undefined;
    if (!format) cache.set(key, (format = new Intl.DateTimeFormat(locale, options)));
    return format;
  };
  return {
    locale,
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(options).format(value),
    /** A share from 0 to 1 (0.25 is 25 %). */
    percent: (share: number, fractionDigits = 0) =>
      numberFormat({ style: 'percent', maximumFractionDigits: fractionDigits }).format(share),
    currency: (amount: number, currency: string) => {
      try {
        return numberFormat({ style: 'currency', currency }).format(amount);
      } catch {
        return `${numberFormat({ minimumFractionDigits: 2 }).format(amount)} ${currency}`;
      }
    },
    date: (value: DateInput, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      dateFormat(options).format(toDate(value)),
    dateTime: (
      value: DateInput,
      options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' },
    ) => dateFormat(options).format(toDate(value)),
    time: (value: DateInput, options: Intl.DateTimeFormatOptions = { timeStyle: 'short' }) =>
      dateFormat(options).format(toDate(value)),
  };
}

export type Formatters = ReturnType<typeof formatters>;

/** The formatters of the page's language; a component using them redraws when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  return useMemo(() => formatters(i18n.language), [i18n.language]);
}
