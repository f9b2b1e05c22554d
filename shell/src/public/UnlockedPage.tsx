import { IconCookieOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, Spinner } from './Notice';

/** When this tab last reloaded a page it had just unlocked, by the page's path. */
const MARK = 'qrpanel.unlockedAt:';
/** A reload comes back within seconds; a later visit is a visit of its own. */
const FRESH_MS = 30_000;

/**
 * Reads (and clears) this tab's mark for the current address: true when the address was
 * reloaded after an unlock moments ago, which a served page would have replaced. Storage a
 * browser refuses counts as no mark.
 */
export function reloadedAfterUnlock(): boolean {
  try {
    const key = MARK + window.location.pathname;
    const at = Number(window.sessionStorage.getItem(key));
    window.sessionStorage.removeItem(key);
    return at > 0 && Date.now() - at < FRESH_MS;
  } catch {
    return false;
  }
}

/** Marks the address and says whether to reload it: not when it was reloaded moments ago already. */
function markReload(): boolean {
  try {
    if (reloadedAfterUnlock()) return false;
    window.sessionStorage.setItem(MARK + window.location.pathname, String(Date.now()));
    return true;
  } catch {
    // A browser that refuses storage here refuses the ticket's cookie too.
    return false;
  }
}

/**
 * A hosted page its password opened (docs/product.md, Hosted pages). The unlock set a
 * ticket, a cookie on this address: loaded again, the address serves the page itself,
 * made on the server. A browser that did not keep the cookie gets this page again, and
 * is told why rather than sent round in circles.
 */
export function UnlockedPage() {
  const { t } = useTranslation('public');
  const [reload] = useState(markReload);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  if (reload) {
    return (
      <Notice title={t('title')}>
        <Spinner />
        <p role="status">{t('page.opening')}</p>
      </Notice>
    );
  }
  return (
    <Notice title={t('page.notKeptTitle')} icon={<IconCookieOff size={28} />}>
      <p role="alert">{t('page.notKept')}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('unavailable.retry')}
      </button>
    </Notice>
  );
}
