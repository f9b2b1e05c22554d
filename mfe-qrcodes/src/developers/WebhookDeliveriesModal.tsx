import type { WebhookDeliveryDto, WebhookEndpointDto } from '@qrpanel/contracts';
import {
  AppModal,
  Badge,
  Button,
  errorMessage,
  ErrorState,
  LoadingState,
  notifyError,
  notifySuccess,
  Table,
  Text,
  useFormat,
  useTranslation,
} from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookApi } from './developer-api';

/** Light shades under dark text, as StatusBadge: readable at WCAG AA. */
const STATUS_COLOR = { pending: 'yellow', succeeded: 'green', failed: 'red' } as const;
/** A duration as the page's language writes milliseconds: '120 ms'. */
const MILLISECONDS: Intl.NumberFormatOptions = { style: 'unit', unit: 'millisecond' };

/** An endpoint's delivery log: each event's status, attempts, last answer and time, and Redeliver. */
export function WebhookDeliveriesModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointDto | null;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('qrcodes');
  const format = useFormat();
  const key = ['webhook-deliveries', endpoint?.id];
  const log = useQuery({
    queryKey: key,
    queryFn: () => webhookApi.deliveries(endpoint!.id),
    enabled: endpoint !== null,
  });
  const redeliver = async (delivery: WebhookDeliveryDto) => {
    try {
      await webhookApi.redeliver(endpoint!.id, delivery.id);
      notifySuccess(t('developers.deliveries.redelivered'));
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (e) {
      notifyError(errorMessage(e, t('developers.deliveries.redeliverFailed')));
    }
  };

  return (
    <AppModal
      opened={endpoint !== null}
      onClose={onClose}
      title={endpoint ? t('developers.webhooks.deliveriesTo', { url: endpoint.url }) : ''}
      size="xl"
    >
      {log.isPending ? <LoadingState text={t('developers.deliveries.loading')} /> : null}
      {log.isError ? (
        <ErrorState message={errorMessage(log.error, t('developers.deliveries.loadFailed'))} />
      ) : null}
      {log.data?.items.length === 0 ? <Text>{t('developers.deliveries.empty')}</Text> : null}
      {log.data?.items.length ? (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('developers.webhooks.deliveries')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('developers.deliveries.columns.event')}</Table.Th>
                <Table.Th>{t('developers.deliveries.columns.status')}</Table.Th>
                <Table.Th>{t('developers.deliveries.columns.attempts')}</Table.Th>
                <Table.Th>{t('developers.deliveries.columns.response')}</Table.Th>
                <Table.Th>{t('developers.deliveries.columns.duration')}</Table.Th>
                <Table.Th>{t('developers.deliveries.columns.created')}</Table.Th>
                <Table.Th aria-label={t('developers.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.items.map((delivery) => (
                <Table.Tr key={delivery.id}>
                  <Table.Td>{delivery.event_type}</Table.Td>
                  <Table.Td>
                    <Badge color={`${STATUS_COLOR[delivery.status]}.3`} c="dark.9" variant="filled">
                      {t(`developers.deliveries.status.${delivery.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{format.number(delivery.attempts)}</Table.Td>
                  <Table.Td>{delivery.response_status ?? delivery.history.at(-1)?.error ?? '—'}</Table.Td>
                  <Table.Td>
                    {delivery.duration_ms === null ? '—' : format.number(delivery.duration_ms, MILLISECONDS)}
                  </Table.Td>
                  <Table.Td>
                    {format.dateTime(delivery.created_at, { dateStyle: 'medium', timeStyle: 'medium' })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => void redeliver(delivery)}
                      aria-label={t('developers.deliveries.redeliverNamed', { id: delivery.id })}
                    >
                      {t('developers.deliveries.redeliver')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </AppModal>
  );
}
