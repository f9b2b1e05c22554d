import {
  Badge,
  errorMessage,
  ErrorState,
  LoadingState,
  Paper,
  ResponsiveTable,
  Stack,
  Table,
  Text,
  Title,
  useTranslation,
} from '@qrpanel/web';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { useAdminDates } from '../format';

/**
 * The latest decisions on manual payments: which was approved or rejected, by which
 * administrator and when, so that a second administrator can see what was let in.
 */
export function PaymentDecisions() {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  const decided = useQuery({
    queryKey: ADMIN_KEYS.decidedPayments,
    queryFn: adminApi.decidedPayments,
    staleTime: 0,
  });
  const rows = decided.data?.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-decisions-heading" mt="xl">
      <Title order={2} fz="lg" id="payment-decisions-heading">
        {t('payments.decisions.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('payments.decisions.hint')}
      </Text>
      {decided.isPending ? (
        <LoadingState text={t('payments.decisions.loading')} />
      ) : decided.isError ? (
        <ErrorState
          message={errorMessage(decided.error, t('payments.decisions.loadFailed'))}
          onRetry={() => void decided.refetch()}
        />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{t('payments.decisions.empty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <ResponsiveTable minWidth={820} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('common.user')}</Table.Th>
                <Table.Th>{t('common.plan')}</Table.Th>
                <Table.Th>{t('payments.columns.amount')}</Table.Th>
                <Table.Th>{t('payments.decisions.decision')}</Table.Th>
                <Table.Th>{t('payments.decisions.by')}</Table.Th>
                <Table.Th>{t('payments.decisions.when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payment) => (
                <Table.Tr key={payment.id} data-testid="payment-decision-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {payment.user?.name ?? t('common.deletedUser')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {payment.user?.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{payment.plan_name}</Text>
                    {payment.workspace ? (
                      <Text size="xs" c="dimmed">
                        {t('payments.forWorkspace', { workspace: payment.workspace.name })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {t('payments.amount', {
                      amount: payment.amount,
                      currency: payment.currency,
                      interval: t(`intervals.${payment.billing_interval}`),
                    })}
                  </Table.Td>
                  <Table.Td>
                    <Badge color={payment.decision === 'approved' ? 'teal.9' : 'red.8'} variant="filled">
                      {t(
                        payment.decision === 'approved'
                          ? 'payments.decisions.approved'
                          : 'payments.decisions.rejected',
                      )}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{payment.decided_by?.name ?? t('payments.decisions.deletedAdmin')}</Table.Td>
                  <Table.Td>{payment.decided_at ? dates.dateTime(payment.decided_at) : ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ResponsiveTable>
        </Paper>
      )}
    </Stack>
  );
}
