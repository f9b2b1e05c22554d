import type Stripe from 'stripe';
import { invoiceProblem, type PlanTerms, subscriptionProblem } from './stripe-terms';

const MONTHLY: PlanTerms = {
  planName: 'Pro',
  amount: 19.99,
  currency: 'USD',
  interval: 'month',
  trialDays: 0,
};
const NOW = new Date('2026-01-31T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const invoice = (amountPaid: number, currency = 'usd') =>
  ({ id: 'in_1', amount_paid: amountPaid, currency }) as Stripe.Invoice;

const stripeSub = (status: Stripe.Subscription.Status, unitAmount = 1999, interval = 'month') =>
  ({
    id: 'sub_1',
    status,
    items: {
      data: [
        {
          quantity: 1,
          price: { unit_amount: unitAmount, currency: 'usd', recurring: { interval, interval_count: 1 } },
        },
      ],
    },
  }) as unknown as Stripe.Subscription;

describe('Stripe events against the plan', () => {
  const paid = { through: new Date('2026-02-28T12:00:00Z'), unpaid: false };

  it('lets a renewal run one interval past the period paid for (month ends clamp), a day of slack, no more', () => {
    // 28 February + 1 month = 28 March; plus a day of slack.
    expect(invoiceProblem(invoice(1999), new Date('2026-03-29T11:59:00Z'), MONTHLY, paid, NOW)).toBeNull();
    expect(invoiceProblem(invoice(1999), new Date('2026-03-29T12:01:00Z'), MONTHLY, paid, NOW)).toBe(
      'Invoice in_1 runs until 2026-03-29; the plan gives one month, until 2026-03-29 at the latest',
    );
  });

  it('counts from now when the period paid for has ended', () => {
    const lapsed = { through: new Date('2025-06-01T00:00:00Z'), unpaid: false };
    expect(invoiceProblem(invoice(1999), new Date('2026-02-28T12:00:00Z'), MONTHLY, lapsed, NOW)).toBeNull();
    expect(
      invoiceProblem(invoice(1999), new Date('2026-03-31T12:00:00Z'), MONTHLY, lapsed, NOW),
    ).not.toBeNull();
  });

  it('takes nothing paid as a trial only for a plan with one, before the first payment, within its days', () => {
    const trial = { ...MONTHLY, trialDays: 14 };
    const first = { through: null, unpaid: true };
    const end = (days: number) => new Date(NOW.getTime() + days * DAY);
    expect(invoiceProblem(invoice(0), end(14), trial, first, NOW)).toBeNull();
    expect(invoiceProblem(invoice(0), end(16), trial, first, NOW)).toMatch(/a 14-day trial/);
    expect(invoiceProblem(invoice(0), end(14), MONTHLY, first, NOW)).toBe(
      'Invoice in_1 starts a trial, but the plan Pro has no trial',
    );
    expect(invoiceProblem(invoice(0), end(14), trial, paid, NOW)).toBe(
      'Invoice in_1 paid 0.00 USD; the plan costs 19.99 USD',
    );
  });

  it('refuses a subscription billed at another price or interval', () => {
    const end = new Date(NOW.getTime() + 28 * DAY);
    expect(subscriptionProblem(stripeSub('active'), end, MONTHLY, null, NOW)).toBeNull();
    expect(subscriptionProblem(stripeSub('active', 1), end, MONTHLY, null, NOW)).toBe(
      'Subscription sub_1 bills 0.01 USD; the plan costs 19.99 USD',
    );
    expect(subscriptionProblem(stripeSub('active', 1999, 'year'), end, MONTHLY, null, NOW)).toBe(
      'Subscription sub_1 bills every 1 year; the plan every month',
    );
    expect(subscriptionProblem(stripeSub('trialing'), end, MONTHLY, null, NOW)).toBe(
      'Subscription sub_1 starts a trial, but the plan Pro has no trial',
    );
  });
});
