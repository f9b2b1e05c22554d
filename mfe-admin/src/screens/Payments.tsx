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
import { PaymentDecisions } from '../payments/PaymentDecisions';
import { PendingPayments } from '../payments/PendingPayments';
import { RefusedEvents } from '../payments/RefusedEvents';
import { usePendingPayments } from '../payments/use-pending-payments';
import { UserPages } from '../users/UserPages';

/**
 * /admin/payments: manual payments waiting for an administrator to confirm them, the latest
 * decisions on them, and the gateway events refused for disagreeing with the plan.
 */
export default function Payments() {
  const me = useCurrentUser();
  const { t } = useTranslation('admin');
  const { payments, list: pending, busy, decide, confirming, ask, cancel } = usePendingPayments();
  const list = pending.items;
  const asked = confirming?.payment;
  const approving = confirming?.decision === 'approve';
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
          onApprove={(payment) => ask(payment, 'approve')}
          onReject={(payment) => ask(payment, 'reject')}
        />
      )}
      <UserPages pages={pending.pages} page={pending.page} onChange={pending.setPage} />
      <PaymentDecisions />
      <RefusedEvents />
      <BuildStamp />
      <ConfirmDialog
        opened={confirming !== null}
        title={approving ? t('payments.approveTitle') : t('payments.rejectTitle')}
        message={
          asked
            ? t(approving ? 'payments.approveQuestion' : 'payments.rejectQuestion', {
                name: asked.user?.name ?? t('payments.thisUser'),
                plan: asked.plan_name,
                amount: t('payments.amount', {
                  amount: asked.amount,
                  currency: asked.currency,
                  interval: t(`intervals.${asked.billing_interval}`),
                }),
              })
            : ''
        }
        confirmLabel={approving ? t('payments.approve') : t('payments.reject')}
        danger={!approving}
        busy={asked !== undefined && busy === asked.id}
        onConfirm={() => confirming && void decide(confirming.payment, confirming.decision)}
        onCancel={cancel}
      />
    </>
  );
}
