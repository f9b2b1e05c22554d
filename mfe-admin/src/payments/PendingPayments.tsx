import type { PaymentDto } from '@qrpanel/contracts';
import { Button, Group, Paper, Table, Text } from '@qrpanel/web';
import { formatDateTime } from '../format';
import { TEXTS } from '../texts';

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
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={720}>
        <Table verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th>Plan</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Requested</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id} data-testid="payment-row">
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {payment.user?.name ?? 'Deleted user'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {payment.user?.email}
                  </Text>
                </Table.Td>
                <Table.Td>{payment.plan_name}</Table.Td>
                <Table.Td>
                  {payment.amount} {payment.currency}/{payment.billing_interval}
                </Table.Td>
                <Table.Td>{formatDateTime(payment.created_at)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {/* The api refuses it too: approval is for someone else. */}
                    {meId !== undefined && payment.user?.id === meId ? (
                      <Text size="xs" c="dimmed" maw={180}>
                        {TEXTS.ownPaymentHint}
                      </Text>
                    ) : (
                      <Button
                        size="xs"
                        loading={busy === payment.id}
                        disabled={busy !== null && busy !== payment.id}
                        onClick={() => onApprove(payment)}
                      >
                        Approve
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      disabled={busy !== null}
                      onClick={() => onReject(payment)}
                    >
                      Reject
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
