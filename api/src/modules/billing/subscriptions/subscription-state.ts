import type { BillingInterval, SubscriptionStatus } from '@qrpanel/contracts';

export const LIVE: readonly SubscriptionStatus[] = ['trialing', 'active'];
export const isLive = (status: SubscriptionStatus) => LIVE.includes(status);

/** One billing interval after `from`; the 31st plus a month is the month's last day. */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'year' ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(from);
  next.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return next;
}

/** What a gateway reports about a subscription (any part may be missing). */
export interface GatewayReport {
  status?: SubscriptionStatus;
  periodEnd?: Date | null;
}

export interface SubscriptionState {
  status: SubscriptionStatus;
  periodEnd: Date | null;
}

/**
 * Applies a gateway's report so that the outcome does not depend on the order reports
 * arrive in: a period end only moves forward; cancelled is final; trialing never follows
 * active; a pending subscription becomes live only through a report that confirms it; an
 * expired one comes back only with a period that has not ended (a late renewal).
 */
export function applyReport(current: SubscriptionState, report: GatewayReport, now: Date): SubscriptionState {
  if (current.status === 'cancelled') return current;
  const periodEnd = laterOf(current.periodEnd, report.periodEnd ?? null);
  return { status: nextStatus(current.status, report.status, periodEnd, now), periodEnd };
}

function nextStatus(
  status: SubscriptionStatus,
  reported: SubscriptionStatus | undefined,
  periodEnd: Date | null,
  now: Date,
): SubscriptionStatus {
  switch (reported) {
    case 'cancelled':
      return 'cancelled';
    case 'expired':
      return status === 'pending' ? 'expired' : status;
    case 'trialing':
      return status === 'pending' ? 'trialing' : status;
    case 'active':
      if (status === 'expired') return periodEnd && periodEnd > now ? 'active' : 'expired';
      return 'active';
    default:
      return status;
  }
}

function laterOf(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return b > a ? b : a;
}
