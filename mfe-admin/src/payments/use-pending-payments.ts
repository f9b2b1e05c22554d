import type { PaymentDto } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { useServerList } from '../lists/use-server-list';

const PAYMENTS_PAGE_SIZE = 20;

export type Decision = 'approve' | 'reject';

/** A decision asked for and waiting for the administrator's confirmation. */
export interface PendingDecision {
  payment: PaymentDto;
  decision: Decision;
}

/**
 * Manual payments waiting for an administrator, a page at a time, searched on the server by
 * the payer's name or email, and the decision on one: `busy` is the payment being decided,
 * `confirming` the approval or rejection that awaits confirmation (nothing is sent before).
 */
export function usePendingPayments() {
  const queryClient = useQueryClient();
  const list = useServerList(
    'payments',
    ADMIN_KEYS.payments,
    adminApi.pendingPaymentsPage,
    PAYMENTS_PAGE_SIZE,
  );
  const payments = list.rows;
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);

  const decide = async (payment: PaymentDto, decision: Decision) => {
    setBusy(payment.id);
    try {
      if (decision === 'approve') await adminApi.approvePayment(payment.id);
      else await adminApi.rejectPayment(payment.id);
      notifySuccess(i18n.t(decision === 'approve' ? 'admin:payments.approved' : 'admin:payments.rejected'));
      setConfirming(null);
      // The user's plan changed: the payments and the user list are read again.
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.payments });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.decidedPayments });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });
    } catch (e) {
      const fallback = i18n.t(
        decision === 'approve' ? 'admin:payments.approveFailed' : 'admin:payments.rejectFailed',
      );
      notifyError(errorMessage(e, fallback));
    }
    setBusy(null);
  };

  /** Opens the confirmation of a decision; the api is called only on Confirm. */
  const ask = (payment: PaymentDto, decision: Decision) => setConfirming({ payment, decision });

  return { payments, list, busy, decide, confirming, ask, cancel: () => setConfirming(null) };
}
