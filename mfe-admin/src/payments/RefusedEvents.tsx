import {
  Badge,
  errorMessage,
  ErrorState,
  LoadingState,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@qrpanel/web';
import type { PaymentDto, RefusedPaymentEventDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { formatDateTime } from '../format';
import { TEXTS } from '../texts';

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
  const refused = useQuery({
    queryKey: ADMIN_KEYS.refusedPayments,
    queryFn: adminApi.refusedPayments,
    staleTime: 0,
  });
  const rows = rowsOf(refused.data ?? []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="refused-events-heading" mt="xl">
      <Title order={2} fz="lg" id="refused-events-heading">
        Refused Gateway Events
      </Title>
      <Text size="sm" c="dimmed">
        Signed by the gateway but not matching the plan&apos;s price, currency or period: not applied.
      </Text>
      {refused.isPending ? (
        <LoadingState text={TEXTS.loadingRefusedEvents} />
      ) : refused.isError ? (
        <ErrorState
          message={errorMessage(refused.error, TEXTS.refusedEventsLoadFailed)}
          onRetry={() => void refused.refetch()}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{TEXTS.noRefusedEvents}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={820}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Event</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Reason</Table.Th>
                  <Table.Th>Received</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map(({ payment, event }) => (
                  <Table.Tr key={event.event_id} data-testid="refused-event-row">
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {payment.user?.name ?? 'Deleted user'}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {payment.user?.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {payment.plan_name} ({payment.gateway}, {payment.status})
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.type}</Text>
                      <Text size="xs" c="dimmed">
                        {event.event_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color="red.8" variant="filled">
                        Refused
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{event.reason}</Text>
                    </Table.Td>
                    <Table.Td>{formatDateTime(event.received_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
