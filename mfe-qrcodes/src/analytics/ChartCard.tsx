import { Center, Loader, Paper, Text, Title, useTranslation, VisuallyHidden } from '@qrpanel/web';
import type { ReactNode } from 'react';

export interface ChartCardProps {
  title: string;
  testId: string;
  /** Its data is on its way: a spinner in its place, the other blocks unaffected. */
  loading?: boolean;
  /** Shown instead of the chart when there is nothing to draw. */
  empty?: string | false;
  children?: ReactNode;
}

/** One analytics block: a titled section with its own loading and empty state. */
export function ChartCard({ title, testId, loading, empty, children }: ChartCardProps) {
  const { t } = useTranslation('qrcodes');
  const id = `${testId}-heading`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={id}
      aria-busy={loading || undefined}
      data-testid={testId}
    >
      <Title order={2} fz="md" mb="sm" id={id}>
        {title}
      </Title>
      {loading ? (
        <Center py="xl" mih={120} role="status">
          <Loader size="sm" aria-hidden />
          <VisuallyHidden>{t('analytics.charts.loadingBlock', { title })}</VisuallyHidden>
        </Center>
      ) : empty ? (
        <Text c="dimmed" py="xl" ta="center">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
