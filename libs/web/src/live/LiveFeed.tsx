import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { LiveScan } from '@qrpanel/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../i18n/format';
import { ErrorState, LoadingState } from '../ui/page-states';
import { isForbidden, type LiveStatus } from './use-live-scans';

const STATUS_COLORS: Record<LiveStatus, string> = {
  live: 'green',
  reconnecting: 'orange',
  connecting: 'gray',
};

export interface LiveFeedProps {
  scans: LiveScan[];
  status: LiveStatus;
  recent: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Beside the title (e.g. the 30-minute counter). */
  aside?: ReactNode;
}

/** The latest scans, newest first, as they happen: when, which code, where, on what. */
export function LiveFeed({ scans, status, recent, aside }: LiveFeedProps) {
  const { t } = useTranslation('web');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="live-feed-heading"
      data-testid="live-feed"
    >
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={2} fz="md" id="live-feed-heading">
            {t('live.feedTitle')}
          </Title>
          {recent.isPending || recent.isError ? null : (
            <Badge color={`${STATUS_COLORS[status]}.3`} c="dark.9" variant="filled" data-testid="live-status">
              {t(`live.${status}`)}
            </Badge>
          )}
        </Group>
        {aside}
      </Group>
      <FeedBody scans={scans} recent={recent} />
    </Paper>
  );
}

function FeedBody({ scans, recent }: Pick<LiveFeedProps, 'scans' | 'recent'>) {
  const { t } = useTranslation('web');
  const format = useFormat();
  if (recent.isPending) return <LoadingState text={t('live.loading')} />;
  // A plan without analytics is an answer, not a failure to retry (as the dashboard's blocks say it).
  if (recent.isError && isForbidden(recent.error)) return <Text c="dimmed">{t('live.notIncluded')}</Text>;
  if (recent.isError) return <ErrorState message={t('live.failed')} onRetry={() => void recent.refetch()} />;
  if (!scans.length) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {t('live.empty')}
      </Text>
    );
  }
  return (
    <Table aria-label={t('live.feedTitle')} striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('live.time')}</Table.Th>
          <Table.Th>{t('live.code')}</Table.Th>
          <Table.Th>{t('live.location')}</Table.Th>
          <Table.Th>{t('live.device')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-live="polite">
        {scans.map((scan, i) => (
          <Table.Tr key={`${scan.at}-${scan.code.id}-${scans.length - i}`}>
            <Table.Td>{format.time(scan.at, { timeStyle: 'medium' })}</Table.Td>
            <Table.Td style={{ wordBreak: 'break-word' }}>{scan.code.label}</Table.Td>
            <Table.Td>{placeOf(scan) || t('live.unknownPlace')}</Table.Td>
            <Table.Td>
              {scan.os} · {scan.device}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const placeOf = (scan: LiveScan) => [scan.city, scan.country].filter(Boolean).join(', ');

/** The scans of the last 30 minutes, as a number that moves. */
export function LiveCounter({ count, pending }: { count: number; pending: boolean }) {
  const { t } = useTranslation('web');
  const format = useFormat();
  return (
    <Stack gap={0} align="flex-end" data-testid="live-counter">
      <Text size="xs" c="dimmed">
        {t('live.counterTitle')}
      </Text>
      <Text fw={700} fz="xl" aria-live="polite">
        {pending ? t('live.pending') : format.number(count)}
      </Text>
    </Stack>
  );
}
