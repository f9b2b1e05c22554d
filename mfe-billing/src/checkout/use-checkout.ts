import type {
  CheckoutSessionResponse,
  ManualCheckoutResponse,
  PaymentGateway,
  PublicPlanDto,
  RazorpayCheckoutResponse,
} from '@qrpanel/contracts';
import { errorMessage, i18n, notifyError, notifySuccess, WORKSPACES_KEY } from '@qrpanel/web';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { billingKeys, startCheckout, verifyRazorpay } from '../billing-api';
import { leaveFor } from './leave-page';
import { payWithRazorpay } from './razorpay';

export const paymentStatusPath = (gateway: string) =>
  `/payment-success?gateway=${encodeURIComponent(gateway)}`;

export interface Checkout {
  /** A checkout is being started or paid: the dialog reads 'Processing...'. */
  busy: boolean;
  /** The answer of a manual checkout, whose instructions the page shows. */
  manual: ManualCheckoutResponse | null;
  start: (plan: PublicPlanDto, gateway: PaymentGateway) => Promise<void>;
  dismissManual: () => void;
}

/**
 * Starts paying for a plan and hands the buyer to the gateway (docs/product.md, Pricing and checkout): Stripe
 * and PayPal by leaving for their page, Razorpay in its popup, manual payment as
 * instructions. Nothing here grants a plan: the api does once the payment is confirmed.
 */
export function useCheckout(appName: string, onDone: () => void): Checkout {
  const [busy, setBusy] = useState(false);
  const [manual, setManual] = useState<ManualCheckoutResponse | null>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const payRazorpay = async (answer: RazorpayCheckoutResponse) => {
    let outcome;
    try {
      outcome = await payWithRazorpay(answer, appName);
    } catch {
      notifyError(i18n.t('billing:checkout.razorpayLoadFailed'));
      return setBusy(false);
    }
    if (!outcome.paid) return setBusy(false);
    try {
      await verifyRazorpay(outcome.payment);
    } catch (error) {
      // The status page still reads what the api knows (a webhook may confirm it yet).
      notifyError(errorMessage(error, i18n.t('billing:checkout.failed')));
    }
    void navigate(paymentStatusPath('razorpay'));
  };

  const handOff = async (answer: CheckoutSessionResponse) => {
    switch (answer.gateway) {
      case 'stripe':
      case 'paypal':
        // Stays busy: the page is about to be left.
        return leaveFor(answer.url);
      case 'razorpay':
        return payRazorpay(answer);
      case 'manual':
        setManual(answer);
        break;
      case 'free':
        notifySuccess(answer.message);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: billingKeys.me }),
          queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY }),
        ]);
        break;
    }
    setBusy(false);
    onDone();
  };

  const start = async (plan: PublicPlanDto, gateway: PaymentGateway) => {
    setBusy(true);
    let answer: CheckoutSessionResponse;
    try {
      answer = await startCheckout({ planId: plan.id, gateway });
    } catch (error) {
      notifyError(errorMessage(error, i18n.t('billing:checkout.failed')));
      return setBusy(false);
    }
    await handOff(answer);
  };

  return { busy, manual, start, dismissManual: () => setManual(null) };
}
