import type { PaymentDto } from '@qrpanel/contracts';
import { Button, Group, Paper, ResponsiveTable, Table, Text, useTranslation } from '@qrpanel/web';
import { useAdminDates } from '../format';

export interface PendingPaymentsProps {
  payments: PaymentDto[];
  /** The signed-in administrator: their own payment is for someone else to approve. */
  meId: number | undefined;
  /** The payment being decided: its button spins, the others wait. */
  busy: number | null;
  onApprove: (payment: PaymentDto) => void;
  onReject: (payment: PaymentDto) => void;
}

/** One row per manual payment waiting: who, which plan, how much, when, and the decision. */
export function PendingPayments({ payments, meId, busy, onApprove, onReject }: PendingPaymentsProps) {
  const { t } = useTranslation('admin');
  const dates = useAdminDates();
  return (
    <Paper withBorder radius="md">
      <ResponsiveTable minWidth={720} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('common.user')}</Table.Th>
            <Table.Th>{t('common.plan')}</Table.Th>
            <Table.Th>{t('payments.columns.amount')}</Table.Th>
            <Table.Th>{t('payments.columns.requested')}</Table.Th>
            <Table.Th>{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments.map((payment) => (
            <Table.Tr key={payment.id} data-testid="payment-row">
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
                  <Text size="xs" c="dimmed" data-testid="payment-workspace">
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
              <Table.Td>{dates.dateTime(payment.created_at)}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {/* The api refuses it too: approval is for someone else. */}
                  {meId !== undefined && payment.user?.id === meId ? (
                    <Text size="xs" c="dimmed" maw={180}>
                      {t('payments.ownPayment')}
                    </Text>
                  ) : (
                    <Button
                      size="xs"
                      loading={busy === payment.id}
                      disabled={busy !== null && busy !== payment.id}
                      onClick={() => onApprove(payment)}
                    >
                      {t('payments.approve')}
                    </Button>
                  )}
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    disabled={busy !== null}
                    onClick={() => onReject(payment)}
                  >
                    {t('payments.reject')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
    </Paper>
  );
}
