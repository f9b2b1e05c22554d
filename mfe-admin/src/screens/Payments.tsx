import {
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Text,
  TextInput,
  useCurrentUser,
} from '@qrpanel/web';
import { IconSearch } from '@tabler/icons-react';
import { BuildStamp } from '../BuildStamp';
import { PendingPayments } from '../payments/PendingPayments';
import { RefusedEvents } from '../payments/RefusedEvents';
import { usePendingPayments } from '../payments/use-pending-payments';
import { TEXTS } from '../texts';
import { UserPages } from '../users/UserPages';

/**
 * /admin/payments: manual payments waiting for an administrator to confirm them, and the
 * gateway events refused for disagreeing with the plan.
 */
export default function Payments() {
  const me = useCurrentUser();
  const { payments, list: pending, busy, decide, rejecting, setRejecting } = usePendingPayments();
  const list = pending.items;
  return (
    <>
      <PageTitle title="Payments" subtitle="Manual payments waiting for confirmation." />
      <TextInput
        mb="md"
        maw={360}
        aria-label="Search payments"
        placeholder="Search by name or email..."
        leftSection={<IconSearch size={16} aria-hidden />}
        value={pending.search}
        onChange={(e) => pending.setSearch(e.currentTarget.value)}
      />
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
        <PendingPayments
          payments={list}
          meId={me?.id}
          busy={busy}
          onApprove={(payment) => void decide(payment, 'approve')}
          onReject={setRejecting}
        />
      )}
      <UserPages pages={pending.pages} page={pending.page} onChange={pending.setPage} />
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
