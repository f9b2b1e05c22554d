import type { CodeImportDto } from '@qrpanel/contracts';
import {
  Alert,
  Anchor,
  Button,
  errorMessage,
  ErrorState,
  Group,
  notifyError,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { qrApi, saveBlob } from '../api/qr-api';

/** How often a running import is asked for its counts. */
const POLL_MS = 1000;

/** An import that will not move any more: read no further. */
const ended = (status: CodeImportDto['status'] | undefined) => status === 'done' || status === 'failed';

/**
 * One import: a bar with its counts while it runs (read every second), then its summary
 * and failed rows, or why it stopped. An import that cannot be read (gone with its owner)
 * is not asked for again.
 */
export function ImportProgress({ id }: { id: number }) {
  const { t } = useTranslation('qrcodes');
  const status = useQuery({
    queryKey: ['imports', id],
    queryFn: () => qrApi.importStatus(id),
    refetchInterval: (query) =>
      query.state.status === 'error' || ended(query.state.data?.status) ? false : POLL_MS,
  });
  if (status.isError) return <ErrorState message={errorMessage(status.error, t('import.loadFailed'))} />;
  const current = status.data;
  if (!current) return null;
  const percent = current.total ? Math.round((current.processed / current.total) * 100) : 0;
  const done = current.status === 'done';
  const failed = current.status === 'failed';
  return (
    <Paper withBorder p="md" mb="lg" aria-label={current.file_name} role="region">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {current.file_name}
        </Title>
        <Progress
          value={percent}
          size="lg"
          aria-label={t('import.progressLabel')}
          color={done ? 'green' : failed ? 'red' : 'blue'}
        />
        <Text aria-live="polite">
          {t('import.counts', {
            processed: current.processed,
            total: current.total,
            created: current.created,
            failed: current.failed,
          })}
        </Text>
        {done ? (
          <Alert
            color={current.failed ? 'yellow' : 'green'}
            title={t('import.finished', { created: current.created, failed: current.failed })}
          >
            <Anchor component={Link} to="/my-qrcodes">
              {t('import.viewCodes')}
            </Anchor>
          </Alert>
        ) : failed ? (
          <Alert color="red" title={t('import.stopped', { created: current.created })}>
            {current.message}
          </Alert>
        ) : (
          <Text c="dimmed">{current.status === 'queued' ? t('import.waiting') : t('import.running')}</Text>
        )}
        {current.failed || failed ? <FailedRows current={current} /> : null}
      </Stack>
    </Paper>
  );
}

function FailedRows({ current }: { current: CodeImportDto }) {
  const { t } = useTranslation('qrcodes');
  const download = async () => {
    try {
      saveBlob(
        await qrApi.importErrors(current.id),
        t('import.errors.fileName', { name: current.file_name.replace(/\.csv$/i, '') }),
      );
    } catch (e) {
      notifyError(errorMessage(e, t('import.loadFailed')));
    }
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t('import.errors.title')}
        </Title>
        <Button variant="default" size="xs" onClick={() => void download()}>
          {t('import.errors.csv')}
        </Button>
      </Group>
      {current.failed > current.errors.length ? (
        <Text size="sm" c="dimmed">
          {t('import.errors.more', { shown: current.errors.length, failed: current.failed })}
        </Text>
      ) : null}
      {current.errors.length ? (
        <Table striped aria-label={t('import.errors.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('import.errors.row')}</Table.Th>
              <Table.Th>{t('import.errors.message')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {current.errors.map((error) => (
              <Table.Tr key={error.row}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
    </Stack>
  );
}
