import { PageTitle, useTranslation } from '@qrpanel/web';
import type { Scope } from '../api/qr-api';
import { AnalyticsView } from './AnalyticsView';

/** /analytics (own codes) and /admin/analytics (all codes). */
export function AnalyticsScreen({ scope }: { scope: Scope }) {
  const { t } = useTranslation('qrcodes');
  return (
    <>
      <PageTitle title={scope === 'admin' ? t('analytics.titles.global') : t('analytics.titles.my')} />
      <AnalyticsView scope={scope} />
    </>
  );
}
