import '../i18n';
import {
  ConfirmDialog,
  errorMessage,
  ErrorState,
  LoadingState,
  PageTitle,
  Text,
  TextInput,
  useCurrentUser,
  useTranslation,
} from '@qrpanel/web';
import { IconSearch } from '@tabler/icons-react';
import { BuildStamp } from '../BuildStamp';
import { PendingPayments } from '../payments/PendingPayments';
import { RefusedEvents } from '../payments/RefusedEvents';
import { usePendingPayments } from '../payments/use-pending-payments';
import { UserPages } from '../users/UserPages';

/**
 * /admin/payments: manual payments waiting for an administrator to confirm them, and the
 * gateway events refused for disagreeing with the plan.
 */
export default function Payments() {
  const me = useCurrentUser();
  const { t } = useTranslation('admin');
  const { payments, list: pending, busy, decide, rejecting, setRejecting } = usePendingPayments();
  const list = pending.items;
  return (
    <>
      <PageTitle title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <TextInput
        mb="md"
        maw={360}
        aria-label={t('payments.searchLabel')}
        placeholder={t('payments.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={pending.search}
        onChange={(e) => pending.setSearch(e.currentTarget.value)}
      />
      {payments.isPending ? (
        <LoadingState text={t('payments.loading')} />
      ) : payments.isError ? (
        <ErrorState
          message={errorMessage(payments.error, t('payments.loadFailed'))}
          onRetry={() => void payments.refetch()}
        />
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('payments.empty')}</Text>
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
        title={t('payments.rejectTitle')}
        message={
          rejecting
            ? t('payments.rejectQuestion', {
                name: rejecting.user?.name ?? t('payments.thisUser'),
                plan: rejecting.plan_name,
              })
            : ''
        }
        confirmLabel={t('payments.reject')}
        danger
        busy={rejecting !== null && busy === rejecting.id}
        onConfirm={() => rejecting && void decide(rejecting, 'reject')}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}
