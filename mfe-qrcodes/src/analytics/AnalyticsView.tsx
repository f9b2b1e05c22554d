import { ANALYTICS_MESSAGES } from '@qrpanel/contracts';
import {
  Alert,
  ApiError,
  Button,
  ErrorState,
  Group,
  LoadingState,
  SimpleGrid,
  StatCard,
  Table,
  Text,
} from '@qrpanel/web';
import { IconChartBar, IconDownload, IconEye, IconQrcode, IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { Scope } from '../api/qr-api';
import { TEXTS } from '../texts';
import { useAnalytics } from './use-analytics';

// ECharts is loaded with the first chart, not with the lists and forms.
const Charts = lazy(() => import('./Charts'));

export interface AnalyticsViewProps {
  scope: Scope;
  /** One code's analytics (the details screen). */
  qrId?: number;
}

/** Cards, charts and the CSV export of the scans in scope. */
export function AnalyticsView({ scope, qrId }: AnalyticsViewProps) {
  const { query, exporting, exportCsv } = useAnalytics(scope, qrId);

  if (query.isPending) return <LoadingState text={TEXTS.analyticsLoading} />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 403) return <UpgradePrompt />;
    return <ErrorState message={TEXTS.analyticsFailed} onRetry={() => void query.refetch()} />;
  }
  const [summary, points] = query.data;
  if (!summary) return <Text>{TEXTS.analyticsEmpty}</Text>;
  return (
    <>
      <Group justify="flex-end" mb="md">
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={exporting}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg" mb="lg">
        <StatCard
          title="Total QR Codes"
          value={fmt(summary.totalQRCodes)}
          theme="blue"
          icon={<IconQrcode size={26} />}
        />
        <StatCard
          title="Total Scans"
          value={fmt(summary.totalScans)}
          theme="green"
          icon={<IconChartBar size={26} />}
        />
        <StatCard
          title="Unique Scans"
          value={fmt(summary.totalUniqueScans)}
          theme="purple"
          icon={<IconUsers size={26} />}
        />
        {/* SPEC.md §2: Total Visits is the same number as Total Scans. */}
        <StatCard
          title="Total Visits"
          value={fmt(summary.totalScans)}
          theme="yellow"
          icon={<IconEye size={26} />}
        />
      </SimpleGrid>
      {summary.scansByDestination?.length ? <ScansByDestination rows={summary.scansByDestination} /> : null}
      <Suspense fallback={<LoadingState text={TEXTS.analyticsLoading} />}>
        <Charts summary={summary} points={points ?? []} />
      </Suspense>
    </>
  );
}

const fmt = (n: number) => (n ?? 0).toLocaleString('en-US');

/** One code's scans by the destination its rules and split sent them to. */
function ScansByDestination({ rows }: { rows: { destination: string; scans: number }[] }) {
  const total = rows.reduce((sum, r) => sum + r.scans, 0);
  return (
    <Table my="md" aria-label="Scans by Destination" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Destination</Table.Th>
          <Table.Th ta="right">Scans</Table.Th>
          <Table.Th ta="right">Share</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.destination}>
            <Table.Td style={{ wordBreak: 'break-all' }}>{row.destination}</Table.Td>
            <Table.Td ta="right">{fmt(row.scans)}</Table.Td>
            <Table.Td ta="right">{total ? Math.round((row.scans / total) * 100) : 0}%</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A plan without analytics: the api's message and the way to a plan that has them. */
function UpgradePrompt() {
  return (
    <Alert color="blue" title={TEXTS.upgradeTitle} data-testid="analytics-upgrade">
      <Text size="sm" mb="sm">
        {ANALYTICS_MESSAGES.notIncluded}
      </Text>
      <Button component={Link} to="/pricing" size="sm">
        {TEXTS.upgradeLink}
      </Button>
    </Alert>
  );
}
