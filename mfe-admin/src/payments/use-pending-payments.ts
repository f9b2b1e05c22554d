import type { PaymentDto } from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess } from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_KEYS, adminApi } from '../admin-api';
import { useServerList } from '../lists/use-server-list';

const PAYMENTS_PAGE_SIZE = 20;

export type Decision = 'approve' | 'reject';

/**
 * Manual payments waiting for an administrator, a page at a time, searched on the server by
 * the payer's name or email, and the decision on one: `busy` is the
 * payment being decided, `rejecting` the one whose rejection awaits confirmation.
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
  const [rejecting, setRejecting] = useState<PaymentDto | null>(null);

  const decide = async (payment: PaymentDto, decision: Decision) => {
    setBusy(payment.id);
    try {
      if (decision === 'approve') await adminApi.approvePayment(payment.id);
      else await adminApi.rejectPayment(payment.id);
      notifySuccess(i18n.t(decision === 'approve' ? 'admin:payments.approved' : 'admin:payments.rejected'));
      setRejecting(null);
      // The user's plan changed: the payments and the user list are read again.
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.payments });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.users });
    } catch (e) {
      const fallback = i18n.t(
        decision === 'approve' ? 'admin:payments.approveFailed' : 'admin:payments.rejectFailed',
      );
      notifyError(errorMessage(e, fallback));
    }
    setBusy(null);
  };

  return { payments, list, busy, decide, rejecting, setRejecting };
}
