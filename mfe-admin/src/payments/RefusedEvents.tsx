import {
  Badge,
  errorMessage,
  ErrorState,
  LoadingState,
  Paper,
  Stack,
  ResponsiveTable,
  Table,
  Text,
  Title,
  useTranslation,
} from '@qrpanel/web';
import type { PaymentDto, RefusedPaymentEventDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { useAdminDates } from '../format';

/** One refused event with the payment it was about. */
type Row = { payment: PaymentDto; event: RefusedPaymentEventDto };

const rowsOf = (payments: PaymentDto[]): Row[] =>
  payments
    .flatMap((payment) => payment.refused_events.map((event) => ({ payment, event })))
    .sort((a, b) => b.event.received_at.localeCompare(a.event.received_at));

/**
 * Gateway events that were genuine (signed) but disagreed with the plan (amount, currency,
 * period): the api recorded them without giving or extending the plan. An administrator
 * looks into each at the gateway.
 */
export function RefusedEvents() {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const refused = useQuery({
    queryKey: ADMIN_KEYS.refusedPayments,
    queryFn: adminApi.refusedPayments,
    staleTime: 0,
  });
  const rows = rowsOf(refused.data ?? []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="refused-events-heading" mt="xl">
      <Title order={2} fz="lg" id="refused-events-heading">
        {t('payments.refused.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payments.refused.hint')}
      </Text>
      {refused.isPending ? (
        <LoadingState text={t('payments.refused.loading')} />
      ) : refused.isError ? (
        <ErrorState
          message={errorMessage(refused.error, t('payments.refused.loadFailed'))}
          onRetry={() => void refused.refetch()}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('payments.refused.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <ResponsiveTable minWidth={820} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.user')}</Table.Th>
                <Table.Th>{t('common.plan')}</Table.Th>
                <Table.Th>{t('payments.refused.columns.event')}</Table.Th>
                <Table.Th>{t('payments.refused.columns.status')}</Table.Th>
                <Table.Th>{t('payments.refused.columns.reason')}</Table.Th>
                <Table.Th>{t('payments.refused.columns.received')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map(({ payment, event }) => (
                <Table.Tr key={event.event_id} data-testid="refused-event-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {payment.user?.name ?? t('common.deletedUser')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {payment.user?.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {t('payments.refused.paymentOf', {
                      plan: payment.plan_name,
                      gateway: payment.gateway,
                      status: payment.status,
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{event.type}</Text>
                    <Text size="xs" c="dimmed">
                      {event.event_id}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color="red.8" variant="filled">
                      {t('payments.refused.badge')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{event.reason}</Text>
                  </Table.Td>
                  <Table.Td>{dates.dateTime(event.received_at)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </Paper>
      )}
    </Stack>
  );
}
