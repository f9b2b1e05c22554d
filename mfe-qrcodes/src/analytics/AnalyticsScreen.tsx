import { PageTitle } from '@qrpanel/web';
import type { Scope } from '../api/qr-api';
import { TEXTS } from '../texts';
import { AnalyticsView } from './AnalyticsView';

/** /analytics (own codes) and /admin/analytics (all codes). */
export function AnalyticsScreen({ scope }: { scope: Scope }) {
  return (
    <>
      <PageTitle title={scope === 'admin' ? TEXTS.globalAnalyticsTitle : TEXTS.myAnalyticsTitle} />
      <AnalyticsView scope={scope} />
    </>
  );
}
