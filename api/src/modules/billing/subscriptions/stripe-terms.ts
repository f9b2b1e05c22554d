import type { BillingInterval } from '@qrpanel/contracts';
import type Stripe from 'stripe';
import { formatMinorUnits as money, toMinorUnits } from './money';
import { addInterval } from './subscription-state';

/**
 * What the stored plan says a Stripe subscription costs and gives: one period's price, in
 * which currency, how long a period is, and how many trial days come before the first.
 */
export interface PlanTerms {
  planName: string;
  amount: number;
  currency: string;
  interval: BillingInterval;
  trialDays: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Clocks differ, and Stripe may date a period a moment before it reports it. */
const SLACK_MS = DAY_MS;

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Why a completed Checkout Session does not buy the plan, or null when it does: the plan's
 * price was charged, or nothing was charged because the plan starts with a trial; and the
 * Stripe subscription it made bills the plan's price for a period no longer than the plan's.
 */
export function checkoutProblem(
  session: Stripe.Checkout.Session,
  stripeSub: Stripe.Subscription,
  periodEnd: Date | null,
  terms: PlanTerms,
  now: Date,
): string | null {
  const what = `Checkout session ${session.id}`;
  const currency = session.currency?.toUpperCase() ?? '';
  if (currency !== terms.currency)
    return `${what} is in ${currency || 'no currency'}; the plan is in ${terms.currency}`;
  const total = session.amount_total ?? 0;
  const free = session.payment_status === 'no_payment_required' && total === 0;
  if (free && terms.trialDays <= 0)
    return `${what} charged nothing, but the plan ${terms.planName} has no trial`;
  if (!free && total !== toMinorUnits(terms.amount, terms.currency))
    return `${what} charged ${money(total, currency)}; the plan costs ${money(toMinorUnits(terms.amount, terms.currency), terms.currency)}`;
  return subscriptionProblem(stripeSub, periodEnd, terms, null, now);
}

/**
 * Why a paid invoice does not pay for the period it claims, or null: the plan's price for
 * at most one period after the one paid for (`paidThrough`), or nothing for the plan's trial
 * while the subscription has not been paid for yet (`unpaid`: pending or trialing).
 */
export function invoiceProblem(
  invoice: Stripe.Invoice,
  periodEnd: Date | null,
  terms: PlanTerms,
  paid: { through: Date | null; unpaid: boolean },
  now: Date,
): string | null {
  const what = `Invoice ${invoice.id}`;
  const currency = invoice.currency.toUpperCase();
  if (currency !== terms.currency) return `${what} is in ${currency}; the plan is in ${terms.currency}`;
  const price = toMinorUnits(terms.amount, terms.currency);
  const trial = invoice.amount_paid === 0 && price > 0 && paid.unpaid;
  if (invoice.amount_paid !== price && !trial)
    return `${what} paid ${money(invoice.amount_paid, currency)}; the plan costs ${money(price, currency)}`;
  return periodProblem(what, periodEnd, trial, terms, paid.through, now);
}

/**
 * Why a Stripe subscription's report cannot be applied, or null: each item bills the plan's
 * price in the plan's currency every plan interval, and the period it reports ends no later
 * than the trial, or than one interval after the period paid for.
 */
export function subscriptionProblem(
  stripeSub: Stripe.Subscription,
  periodEnd: Date | null,
  terms: PlanTerms,
  paidThrough: Date | null,
  now: Date,
): string | null {
  const what = `Subscription ${stripeSub.id}`;
  const price = toMinorUnits(terms.amount, terms.currency);
  for (const item of stripeSub.items.data) {
    const p = item.price;
    const billed = (p.unit_amount ?? 0) * (item.quantity ?? 1);
    if (p.currency.toUpperCase() !== terms.currency || billed !== price)
      return `${what} bills ${money(billed, p.currency.toUpperCase())}; the plan costs ${money(price, terms.currency)}`;
    if (p.recurring?.interval !== terms.interval || (p.recurring.interval_count ?? 1) !== 1)
      return `${what} bills every ${p.recurring?.interval_count ?? 1} ${p.recurring?.interval ?? 'once'}; the plan every ${terms.interval}`;
  }
  return periodProblem(what, periodEnd, stripeSub.status === 'trialing', terms, paidThrough, now);
}

function periodProblem(
  what: string,
  periodEnd: Date | null,
  trial: boolean,
  terms: PlanTerms,
  paidThrough: Date | null,
  now: Date,
): string | null {
  if (trial && terms.trialDays <= 0)
    return `${what} starts a trial, but the plan ${terms.planName} has no trial`;
  if (!periodEnd) return null;
  const latest = trial
    ? new Date(now.getTime() + terms.trialDays * DAY_MS + SLACK_MS)
    : new Date(addInterval(laterOf(now, paidThrough), terms.interval).getTime() + SLACK_MS);
  if (periodEnd <= latest) return null;
  const allowed = trial ? `a ${terms.trialDays}-day trial` : `one ${terms.interval}`;
  return `${what} runs until ${day(periodEnd)}; the plan gives ${allowed}, until ${day(latest)} at the latest`;
}

const laterOf = (a: Date, b: Date | null) => (b && b > a ? b : a);
