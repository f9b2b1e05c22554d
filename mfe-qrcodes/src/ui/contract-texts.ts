import type { MessageTranslator } from '@qrpanel/contracts/message-translator';
import { currentLanguage, useTranslation } from '@qrpanel/web';
import { useEffect, useState } from 'react';

/*
 * The form runs some of the api's own checks (design, logo file, content length) and shows
 * their contracts messages as the api would. Those are translated by the contracts' message
 * translator, whose Spanish and German catalogs load only when the page is in one of them.
 */

let translator: MessageTranslator | undefined;
let loading: Promise<void> | undefined;

function loadTranslator(): Promise<void> {
  loading ??= Promise.all([
    import('@qrpanel/contracts/message-translator'),
    import('@qrpanel/contracts/message-catalogs'),
  ]).then(
    ([{ createMessageTranslator }, { MESSAGE_CATALOGS }]) => {
      translator = createMessageTranslator(MESSAGE_CATALOGS);
    },
    () => {
      loading = undefined; // tried again next time; English meanwhile
    },
  );
  return loading;
}

/** A contracts message in the page's language (English until the catalogs have loaded). */
export function contractText(text: string): string {
  const language = currentLanguage();
  if (language === 'en') return text;
  if (!translator) {
    void loadTranslator();
    return text;
  }
  return translator.translate(text, language);
}

/** contractText for a component: it redraws in the page's language once the catalogs are in. */
export function useContractText(): (text: string) => string {
  const { i18n } = useTranslation();
  const [, setLoaded] = useState(Boolean(translator));
  const english = i18n.language === 'en';
  useEffect(() => {
    if (english || translator) return;
    let current = true;
    void loadTranslator().then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, [english]);
  return contractText;
}
