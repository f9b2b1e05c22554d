import { Box, errorMessage, List, Loader, Text } from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { qrApi } from '../api/qr-api';
import { TEXTS } from '../texts';

const formatDate = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The destinations a dynamic code had before, newest first; scrolls past about 15rem. */
export function DestinationHistory({ qrId }: { qrId: number }) {
  const query = useQuery({
    queryKey: ['qrcodes', 'history', qrId],
    queryFn: () => qrApi.history(qrId),
    staleTime: 0,
  });
  if (query.isPending) return <Loader size="sm" aria-label="Loading history" />;
  if (query.isError) return <Text c="red.9">{errorMessage(query.error, TEXTS.detailsLoadFailed)}</Text>;
  if (!query.data.length) return <Text c="dimmed">{TEXTS.noHistory}</Text>;
  return (
    <Box
      mah="15rem"
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      aria-label="Destination History"
      role="region"
      data-testid="destination-history"
    >
      <List spacing="sm" listStyleType="none">
        {query.data.map((entry) => (
          <List.Item key={entry.id}>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {entry.previous_destination}
            </Text>
            <Text size="xs" c="dimmed">
              Changed on {formatDate(entry.changed_at)}
            </Text>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
