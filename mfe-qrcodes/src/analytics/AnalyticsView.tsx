import {
  Alert,
  ApiError,
  Box,
  Button,
  Center,
  ErrorState,
  Group,
  Loader,
  LoadingState,
  Table,
  Text,
  useFormat,
  useTranslation,
  VisuallyHidden,
} from '@qrpanel/web';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Scope } from '../api/qr-api';
import { HourHeatmap } from './HourHeatmap';
import { LinkTaps } from './LinkTaps';
import { RangePicker } from './RangePicker';
import { SummaryCards } from './SummaryCards';
import { LiveScansPanel } from './LiveScansPanel';
import { previousPeriodText, trendTitle } from './range-texts';
import { useAnalytics } from './use-analytics';
import { useAnalyticsRange } from './use-analytics-range';

// ECharts is loaded with the first chart, not with the lists and forms.
const Charts = lazy(() => import('./Charts'));

export interface AnalyticsViewProps {
  scope: Scope;
  /** One code's analytics (the details screen). */
  qrId?: number;
}

/** The range picker, cards, charts and the CSV export of the scans in scope over the range. */
export function AnalyticsView({ scope, qrId }: AnalyticsViewProps) {
  const { t } = useTranslation('qrcodes');
  const [range, setRange] = useAnalyticsRange();
  const { summary, series, exporting, exportCsv } = useAnalytics(scope, range, qrId);
  // The charts' code is fetched once the first figures are in (not for a page that fails),
  // then they stay, each block loading on its own when the range changes.
  const [chartsWanted, setChartsWanted] = useState(false);
  if (!chartsWanted && (summary.data || series.data)) setChartsWanted(true);

  if (summary.isError) {
    if (summary.error instanceof ApiError && summary.error.status === 403) return <UpgradePrompt />;
    return <ErrorState message={t('analytics.failed')} onRetry={() => void summary.refetch()} />;
  }
  if (summary.isSuccess && !summary.data) return <Text>{t('analytics.empty')}</Text>;
  const data = summary.data;
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md">
        <RangePicker range={range} onChange={setRange} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          {t('analytics.exportCsv')}
        </Button>
      </Group>
      {data ? (
        <SummaryCards summary={data} previousPeriod={previousPeriodText(range)} />
      ) : (
        <LoadingState text={t('analytics.loading')} />
      )}
      {qrId === undefined ? (
        <Box mb="lg">
          <LiveScansPanel scope={scope} />
        </Box>
      ) : null}
      {data?.scansByDestination?.length ? <ScansByDestination rows={data.scansByDestination} /> : null}
      {/* Only a hosted page's own analytics carry its links' taps. */}
      {qrId !== undefined && data?.linkClicks ? (
        <Box mb="lg">
          <LinkTaps links={data.linkClicks} />
        </Box>
      ) : null}
      {chartsWanted && (
        <Suspense fallback={<ChartsLoading />}>
          <Charts
            summary={data}
            points={series.data}
            trendTitle={trendTitle(range)}
            granularity={
              range.granularity === 'auto' ? (data?.period?.granularity ?? 'day') : range.granularity
            }
            spansYears={range.from.slice(0, 4) !== range.to.slice(0, 4)}
            onTrendRetry={series.isError ? () => void series.refetch() : undefined}
          />
        </Suspense>
      )}
      <HourHeatmap summary={data} loading={!data} />
    </>
  );
}

/** While the charts' code loads (once): a spinner where they will be. */
function ChartsLoading() {
  const { t } = useTranslation('qrcodes');
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-hidden />
      <VisuallyHidden>{t('analytics.charts.loading')}</VisuallyHidden>
    </Center>
  );
}

/** One code's scans by the destination its rules and split sent them to. */
function ScansByDestination({ rows }: { rows: { destination: string; scans: number }[] }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const total = rows.reduce((sum, r) => sum + r.scans, 0);
  return (
    <Table my="md" aria-label={t('analytics.destinations.label')} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('analytics.destinations.destination')}</Table.Th>
          <Table.Th ta="right">{t('analytics.destinations.scans')}</Table.Th>
          <Table.Th ta="right">{t('analytics.destinations.share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.destination}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.destination}</Table.Td>
            <Table.Td ta="right">{format.number(row.scans)}</Table.Td>
            <Table.Td ta="right">{format.percent(total ? row.scans / total : 0)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A plan without analytics: the api's message and the way to a plan that has them. */
function UpgradePrompt() {
  const { t } = useTranslation('qrcodes');
  return (
    <Alert color="blue" title={t('analytics.upgrade.title')} data-testid="analytics-upgrade">
      <Text size="sm" mb="sm">
        {t('analytics.upgrade.message')}
      </Text>
      <Button component={Link} to="/pricing" size="sm">
        {t('analytics.upgrade.link')}
      </Button>
    </Alert>
  );
}
