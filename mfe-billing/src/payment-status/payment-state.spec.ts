import type { SubscriptionDto } from '@qrpanel/contracts';
import { paymentState } from './payment-state';

function sub(
  id: number,
  gateway: SubscriptionDto['gateway'],
  status: SubscriptionDto['status'],
  minute: number,
) {
  const at = new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();
  return {
    workspace_id: 1,
    id,
    plan_id: id,
    plan_name: `Plan ${id}`,
    gateway,
    status,
    amount: 10,
    currency: 'USD',
    billing_interval: 'month',
    current_period_end: null,
    created_at: at,
    updated_at: at,
  } satisfies SubscriptionDto;
}

describe('paymentState', () => {
  it('waits while the checkout paid through this gateway is pending', () => {
    const pending = sub(2, 'stripe', 'pending', 5);
    expect(paymentState({ current: null, pending }, 'stripe')).toEqual({
      kind: 'waiting',
      subscription: pending,
    });
  });

  it('is confirmed once the api made the plan current', () => {
    const current = sub(2, 'stripe', 'active', 5);
    expect(paymentState({ current, pending: null }, 'stripe')).toEqual({
      kind: 'confirmed',
      subscription: current,
    });
  });

  it('keeps waiting when an older plan of the same gateway is current and a newer checkout is pending', () => {
    const current = sub(1, 'stripe', 'active', 1);
    const pending = sub(2, 'stripe', 'pending', 5);
    expect(paymentState({ current, pending }, 'stripe').kind).toBe('waiting');
  });

  it('is confirmed despite an older abandoned checkout still pending', () => {
    const pending = sub(1, 'paypal', 'pending', 1);
    const current = sub(2, 'paypal', 'active', 5);
    expect(paymentState({ current, pending }, 'paypal').kind).toBe('confirmed');
  });

  it('fails when nothing of this gateway is pending or current', () => {
    expect(paymentState({ current: null, pending: null }, 'razorpay')).toEqual({ kind: 'failed' });
    expect(
      paymentState(
        { current: sub(1, 'admin', 'active', 1), pending: sub(2, 'manual', 'pending', 2) },
        'stripe',
      ),
    ).toEqual({
      kind: 'failed',
    });
  });
});
