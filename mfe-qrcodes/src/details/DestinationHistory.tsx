import { Box, errorMessage, List, Loader, Text, useFormat, useTranslation } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { qrApi } from '../api/qr-api';

/** The destinations a dynamic code had before, newest first; scrolls past about 15rem. */
export function DestinationHistory({ qrId }: { qrId: number }) {
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const query = useQuery({
    queryKey: ['qrcodes', 'history', qrId],
    queryFn: () => qrApi.history(qrId),
    staleTime: 0,
  });
  if (query.isPending) return <Loader size="sm" aria-label={t('details.history.loading')} />;
  if (query.isError)
    return <Text c="var(--mantine-color-error)">{errorMessage(query.error, t('details.loadFailed'))}</Text>;
  if (!query.data.length) return <Text c="dimmed">{t('details.history.none')}</Text>;
  return (
    <Box
      mah="15rem"
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      aria-label={t('details.sections.history')}
      role="region"
      data-testid="destination-history"
    >
      <List spacing="sm" listStyleType="none">
        {query.data.map((entry) => (
          <List.Item key={entry.id}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.previous_destination}
            </Text>
            <Text size="xs" c="dimmed">
              {t('details.history.changedOn', { date: format.dateTime(entry.changed_at) })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
