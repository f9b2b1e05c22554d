import type { RedirectRule, RuleConditions, SplitEntry } from '@qrpanel/contracts';
import { splitPercentages } from '@qrpanel/contracts/smart-routing';
import { useFormat, useTranslation } from '@qrpanel/web';
import { useMemo } from 'react';

function displayName(locale: string, type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames([locale], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A country's name in the page's language (DE: Germany, Alemania, Deutschland). */
export const countryName = (locale: string, code: string) => displayName(locale, 'region', code);
/** A language's name in the page's language (de: German, alemán, Deutsch). */
export const languageName = (locale: string, code: string) => displayName(locale, 'language', code);

/**
 * Rules and splits in words, in the page's language: "iPhone and iPad in Germany or Austria
 * → https://…", "https://a… 70% · https://b… 30%". The words are the catalog's, each part of
 * a rule a message of its own.
 */
export function useRuleWords() {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  return useMemo(() => {
    const or = (items: string[]) =>
      items.length < 2
        ? items.join('')
        : t('smart.words.or', { first: items.slice(0, -1).join(', '), last: items[items.length - 1] });

    const describeConditions = (when: RuleConditions): string => {
      const parts = [when.os ? or(when.os.map((os) => t(`smart.os.${os}`))) : t('smart.words.visitors')];
      if (when.device) {
        parts.push(
          t('smart.words.on', { devices: or(when.device.map((d) => t(`smart.words.devices.${d}`))) }),
        );
      }
      if (when.country) {
        parts.push(
          t('smart.words.in', { countries: or(when.country.map((c) => countryName(format.locale, c))) }),
        );
      }
      if (when.language) {
        const languages = or(when.language.map((l) => languageName(format.locale, l)));
        parts.push(t('smart.words.speaking', { languages }));
      }
      if (when.time) {
        const { days, from, to, timezone } = when.time;
        if (days)
          parts.push(t('smart.words.onDays', { days: days.map((d) => t(`smart.days.${d}`)).join(', ') }));
        parts.push(t('smart.words.time', { from, to, timezone }));
      }
      return parts.join(' ');
    };

    const describeSplit = (split: readonly SplitEntry[]): string =>
      splitPercentages(split)
        .map(({ destination, percent }) =>
          t('smart.words.share', { destination, percent: format.percent(percent / 100) }),
        )
        .join(' · ');

    const describeRule = (rule: RedirectRule): string =>
      t('smart.words.rule', {
        conditions: describeConditions(rule.when),
        target: rule.destination ?? (rule.split ? describeSplit(rule.split) : ''),
      });

    return { describeConditions, describeSplit, describeRule };
  }, [t, format]);
}
