import { useState, useSyncExternalStore } from 'react';
import { getApiOutage, subscribeApiOutage } from '../api/api-availability';
import { lazyModule, lazyPart } from '../lazy-part';
import { useTranslation } from 'react-i18next';

/**
 * The banner's code (an alert, an icon, the retries) loads the first time the api answers
 * 503, not with every page: most visits never see it. Should that load fail too, the text
 * still shows; the api client ends the outage on the next real answer either way.
 */
const banner = lazyModule(() =>
  import('./ServiceUnavailableBanner').then(
    (m) => m.ServiceUnavailableBanner,
    () => PlainOutageNotice,
  ),
);
const ServiceUnavailableBanner = lazyPart(banner, (Banner) => Banner);

function PlainOutageNotice() {
  const outage = useSyncExternalStore(subscribeApiOutage, getApiOutage, () => null);
  const { t } = useTranslation('web');
  return outage ? <div role="status">{t('outage.text')}</div> : null;
}

/** Mounts the banner once an outage has begun, and keeps it (it refreshes the data when the api is back). */
export function OutageBanner() {
  const outage = useSyncExternalStore(subscribeApiOutage, getApiOutage, () => null);
  const [seen, setSeen] = useState(false);
  // Derived state, set while rendering (React's own pattern): no effect, no extra paint.
  if (outage && !seen) setSeen(true);
  if (!seen && !outage) return null;
  return <ServiceUnavailableBanner />;
}
