import {
  Button,
  ConfirmDialog,
  errorMessage,
  ErrorState,
  Group,
  LoadingState,
  notifyError,
  notifySuccess,
  PageTitle,
  Paper,
  Table,
  Text,
  useCurrentUser,
} from '@qrpanel/web';
import type { PaymentDto } from '@qrpanel/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { BuildStamp } from '../BuildStamp';
import { RefusedEvents } from '../payments/RefusedEvents';
import { formatDateTime } from '../format';
import { TEXTS } from '../texts';

type Decision = 'approve' | 'reject';

/**
 * /admin/payments: manual payments waiting for an administrator to confirm them, and the
 * gateway events refused for disagreeing with the plan.
 */
export default function Payments() {
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const payments = useQuery({
    queryKey: ADMIN_KEYS.payments,
    queryFn: adminApi.pendingManualPayments,
    staleTime: 0,
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<PaymentDto | null>(null);

  const decide = async (payment: PaymentDto, decision: Decision) => {
    setBusy(payment.id);
    try {
      if (decision === 'approve') await adminApi.approvePayment(payment.id);
      else await adminApi.rejectPayment(payment.id);
      notifySuccess(decision === 'approve' ? TEXTS.paymentApproved : TEXTS.paymentRejected);
      setRejecting(null);
      // The user's plan changed: the payments and the user list are read again.
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.payments });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });
    } catch (e) {
      const fallback = decision === 'approve' ? TEXTS.paymentApproveFailed : TEXTS.paymentRejectFailed;
      notifyError(errorMessage(e, fallback));
    }
    setBusy(null);
  };

  const list = payments.data ?? [];
  return (
    <>
      <PageTitle title="Payments" subtitle="Manual payments waiting for confirmation." />
      {payments.isPending ? (
        <LoadingState text={TEXTS.loadingPayments} />
      ) : payments.isError ? (
        <ErrorState
          message={errorMessage(payments.error, TEXTS.paymentsLoadFailed)}
          onRetry={() => void payments.refetch()}
        />
      ) : list.length === 0 ? (
        <Text c="dimmed">{TEXTS.noPayments}</Text>
      ) : (
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
                {list.map((payment) => (
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
                        {me !== null && payment.user?.id === me.id ? (
                          <Text size="xs" c="dimmed" maw={180}>
                            {TEXTS.ownPaymentHint}
                          </Text>
                        ) : (
                          <Button
                            size="xs"
                            loading={busy === payment.id}
                            disabled={busy !== null && busy !== payment.id}
                            onClick={() => void decide(payment, 'approve')}
                          >
                            Approve
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          disabled={busy !== null}
                          onClick={() => setRejecting(payment)}
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
      )}
      <RefusedEvents />
      <BuildStamp />
      <ConfirmDialog
        opened={rejecting !== null}
        title="Reject Payment"
        message={
          rejecting
            ? `Reject the payment of ${rejecting.user?.name ?? 'this user'} for ${rejecting.plan_name}? The user stays on their current plan.`
            : ''
        }
        confirmLabel="Reject"
        danger
        busy={rejecting !== null && busy === rejecting.id}
        onConfirm={() => rejecting && void decide(rejecting, 'reject')}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
