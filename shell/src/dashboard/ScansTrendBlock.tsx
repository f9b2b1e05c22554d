import { api, dataOf, LoadingState, useTranslation } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { DashboardBlock } from './DashboardBlock';

// ECharts arrives with the chart, after the cards.
const ScansChart = lazy(() => import('./ScansChart'));

/** Scans a day over the last 30 days, in the caller's scope. */
export function ScansTrendBlock() {
  const query = useQuery({
    queryKey: ['dashboard', 'scans-over-time'],
    queryFn: () => dataOf(api.GET('/api/qrcodes/analytics/scans-over-time')),
  });
  const points = query.data ?? [];
  const { t } = useTranslation('shell');
  return (
    <DashboardBlock
      title={t('dashboard.scans.title')}
      testId="dashboard-scans"
      query={query}
      empty={points.every((p) => p.scans === 0)}
      emptyText={t('dashboard.scans.empty')}
      loadingText={t('dashboard.scans.loading')}
      failedText={t('dashboard.scans.failed')}
    >
      <Suspense fallback={<LoadingState text={t('dashboard.scans.loading')} />}>
        <ScansChart points={points} />
      </Suspense>
    </DashboardBlock>
  );
}
