import {
  Button,
  errorMessage,
  ErrorState,
  Group,
  LoadingState,
  Paper,
  ResponsiveTable,
  Table,
  Text,
  Title,
} from '@qrpanel/web';
import { IconPlus } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface ListSectionProps<T> {
  title: string;
  intro: string;
  /** The New button; none for those who may only read the list. */
  newLabel?: string;
  onNew?: () => void;
  /** The section's list, with what to say while it loads, when it fails and when it is empty. */
  list: UseQueryResult<T[]>;
  texts: { loading: string; loadFailed: string; empty: string };
  /** The header's cells, and one row per item. */
  head: ReactNode;
  row: (item: T) => ReactNode;
  /** Its dialogs. */
  children?: ReactNode;
}

/**
 * A section of a screen that lists what a workspace set up (API keys, webhooks, domains):
 * title, a New button, an intro, and its list as a table.
 */
export function ListSection<T>({
  title,
  intro,
  newLabel,
  onNew,
  list,
  texts,
  head,
  row,
  children,
}: ListSectionProps<T>) {
  return (
    <Paper p="lg" withBorder>
      <Group justify="space-between" mb="md">
        <Title order={2} fz={20}>
          {title}
        </Title>
        {onNew ? (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={onNew}>
            {newLabel}
          </Button>
        ) : null}
      </Group>
      <Text c="dimmed" mb="md">
        {intro}
      </Text>
      {list.isPending ? <LoadingState text={texts.loading} /> : null}
      {list.isError ? <ErrorState message={errorMessage(list.error, texts.loadFailed)} /> : null}
      {list.data?.length === 0 ? <Text>{texts.empty}</Text> : null}
      {list.data?.length ? (
        <ResponsiveTable minWidth={640} aria-label={title}>
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          <Table.Tbody>{list.data.map(row)}</Table.Tbody>
        </ResponsiveTable>
      ) : null}
      {children}
    </Paper>
  );
}
