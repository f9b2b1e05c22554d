import type { MySubscriptionDto, SubscriptionDto } from '@qrpanel/contracts';

/**
 * What the api says about the checkout the buyer comes back from:
 * - confirmed: the api has confirmed the payment and the plan is theirs;
 * - waiting: the payment is still pending (a webhook, or an administrator, is yet to confirm it);
 * - failed: there is nothing pending and no plan paid that way (refused, rejected, or abandoned).
 */
export type PaymentState =
  | { kind: 'confirmed'; subscription: SubscriptionDto }
  | { kind: 'waiting'; subscription: SubscriptionDto }
  | { kind: 'failed' };

const time = (s: SubscriptionDto) => Date.parse(s.created_at);

/** Reads the state from GET /subscriptions/me; `gateway` is the one the buyer paid with, if known. */
export function paymentState(mine: MySubscriptionDto, gateway: string | null): PaymentState {
  const ours = (s: SubscriptionDto | null) => (s && (!gateway || s.gateway === gateway) ? s : null);
  const current = ours(mine.current);
  const pending = ours(mine.pending);
  // A pending checkout newer than the plan in force is the one being paid for.
  if (current && (!pending || time(pending) <= time(current)))
    return { kind: 'confirmed', subscription: current };
  if (pending) return { kind: 'waiting', subscription: pending };
  return { kind: 'failed' };
}
