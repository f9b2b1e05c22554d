import { ApiError, ErrorState, LoadingState, Paper, Text, Title } from '@qrpanel/web';
import type { ReactNode } from 'react';

export interface DashboardBlockProps {
  title: string;
  testId: string;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** No data to show yet: the empty state's text stands in for the content. */
  empty: boolean;
  emptyText: string;
  loadingText: string;
  failedText: string;
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * One block of the dashboard with its own loading, empty and failed states: one block's
 * failure is shown in that block only, the others go on.
 */
export function DashboardBlock(props: DashboardBlockProps) {
  const heading = `${props.testId}-heading`;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={heading}
      data-testid={props.testId}
    >
      <Title order={2} fz="md" mb="sm" id={heading}>
        {props.title}
      </Title>
      <BlockBody {...props} />
    </Paper>
  );
}

function BlockBody({ query, empty, emptyText, loadingText, failedText, children }: DashboardBlockProps) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) {
    // A plan without analytics is an answer (the api's, in the page's language), not a failure to retry.
    if (query.error instanceof ApiError && query.error.status === 403) {
      return <Text c="dimmed">{query.error.message}</Text>;
    }
    return <ErrorState message={failedText} onRetry={() => void query.refetch()} />;
  }
  if (empty) {
    return (
      <Text c="dimmed" py="md" ta="center">
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
