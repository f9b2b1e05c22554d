import { errorMessage, updateSessionUser, WORKSPACES_KEY } from '@qrpanel/web';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { billingKeys, capturePaypal, fetchMe, fetchMySubscription } from '../billing-api';
import { paymentState, type PaymentState } from './payment-state';

/** How often, and for how long, the page asks whether the payment is confirmed. */
export const POLL_INTERVAL_MS = 2000;
export const POLL_LIMIT_MS = 45_000;

export interface PaymentStatus {
  /** null until the api has answered. */
  state: PaymentState | null;
  /** Still asking on its own (the confirmation may be on its way). */
  polling: boolean;
  /** The api refused to capture a PayPal order: its message. */
  captureError: string | null;
  loadError: unknown;
  checkAgain: () => void;
}

/**
 * Reads GET /subscriptions/me until the payment is confirmed, or for POLL_LIMIT_MS. For
 * PayPal it first asks the api to capture the approved order (the api checks and grants;
 * this page never does).
 */
export function usePaymentStatus(gateway: string | null, paypalOrderId: string | null): PaymentStatus {
  const queryClient = useQueryClient();
  // Polling stops once the time is up; 'Check again' starts another round.
  const [round, setRound] = useState(0);
  const [timeUp, setTimeUp] = useState(false);
  const timeUpRef = useRef(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      timeUpRef.current = true;
      setTimeUp(true);
    }, POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);
  const capture = useQuery({
    queryKey: ['billing', 'paypal-capture', paypalOrderId],
    queryFn: () => capturePaypal({ orderId: paypalOrderId as string }),
    enabled: gateway === 'paypal' && Boolean(paypalOrderId),
    // One capture per order, even when the screen mounts twice.
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
  const captureSettled = !capture.isLoading;

  const status = useQuery({
    queryKey: billingKeys.subscription,
    queryFn: fetchMySubscription,
    enabled: captureSettled,
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting = data && paymentState(data, gateway).kind === 'waiting';
      return waiting && !timeUpRef.current ? POLL_INTERVAL_MS : false;
    },
  });

  const state = status.data ? paymentState(status.data, gateway) : null;
  const confirmedId = state?.kind === 'confirmed' ? state.subscription.id : null;
  const refreshed = useRef<number | null>(null);
  useEffect(() => {
    // The new plan shows everywhere at once: the session's user and the pricing page.
    if (confirmedId === null || refreshed.current === confirmedId) return;
    refreshed.current = confirmedId;
    void fetchMe()
      .then(updateSessionUser)
      .catch(() => undefined);
    void queryClient.invalidateQueries({ queryKey: billingKeys.me });
    void queryClient.invalidateQueries({ queryKey: WORKSPACES_KEY });
  }, [confirmedId, queryClient]);

  return {
    state,
    polling: state?.kind === 'waiting' && !timeUp,
    captureError: capture.error ? errorMessage(capture.error, '') || null : null,
    loadError: status.error,
    checkAgain: () => {
      timeUpRef.current = false;
      setTimeUp(false);
      setRound((n) => n + 1);
      void status.refetch();
    },
  };
}
