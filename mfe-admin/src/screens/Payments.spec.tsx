import { clearSession, setSession } from '@qrpanel/web';
import type { PaymentDto } from '@qrpanel/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import Payments from './Payments';
import { fakeApi, renderWithProviders } from '../testing/render';

const PENDING = 'GET /api/subscriptions/payments?status=pending&gateway=manual';
const REFUSED = 'GET /api/subscriptions/payments?refused=true';

function payment(id: number, user: PaymentDto['user'], changes: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id,
    plan_id: 3,
    plan_name: 'Pro',
    gateway: 'manual',
    status: 'pending',
    amount: 19.99,
    currency: 'USD',
    billing_interval: 'month',
    current_period_end: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    user,
    gateway_session_id: null,
    gateway_order_id: null,
    gateway_subscription_id: null,
    gateway_payment_id: null,
    refused_events: [],
    ...changes,
  };
}

const ADA = { id: 7, name: 'Ada Buyer', email: 'ada@example.com' };
const ME = { id: 2, name: 'An Admin', email: 'admin@example.com' };

describe('Payments', () => {
  beforeEach(() => {
    setSession({
      token: 'token',
      user: { ...ME, role: 'admin', plan_name: 'Free Trial', subscription_plan_id: null, created_at: '' },
    });
  });
  afterEach(() => {
    cleanup(); // unmounted first: the session's end would re-render the screen
    clearSession();
  });

  it('shows each refused gateway event with its status and reason', async () => {
    fakeApi({
      [PENDING]: { body: [] },
      [REFUSED]: {
        body: [
          payment(41, ADA, {
            gateway: 'stripe',
            status: 'active',
            refused_events: [
              {
                event_id: 'evt_cent',
                type: 'invoice.paid',
                reason: 'Invoice in_cent paid 0.01 USD; the plan costs 19.99 USD',
                received_at: '2026-11-22T09:00:00.000Z',
              },
            ],
          }),
          payment(40, null, {
            gateway: 'stripe',
            refused_events: [
              {
                event_id: 'evt_free',
                type: 'checkout.session.completed',
                reason: 'Checkout session cs_1 charged nothing, but the plan Pro has no trial',
                received_at: '2026-11-21T09:00:00.000Z',
              },
            ],
          }),
        ],
      },
    });
    renderWithProviders(<Payments />);

    expect(await screen.findByRole('heading', { name: 'Refused Gateway Events' })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('refused-event-row');
    expect(rows).toHaveLength(2);
    const [cent, free] = rows;
    expect(within(cent).getByText('Refused')).toBeInTheDocument();
    expect(cent).toHaveTextContent('ada@example.com');
    expect(cent).toHaveTextContent('Pro (stripe, active)');
    expect(cent).toHaveTextContent('invoice.paid');
    expect(cent).toHaveTextContent('evt_cent');
    expect(cent).toHaveTextContent('Invoice in_cent paid 0.01 USD; the plan costs 19.99 USD');
    expect(free).toHaveTextContent('Deleted user');
    expect(free).toHaveTextContent('Checkout session cs_1 charged nothing, but the plan Pro has no trial');
    expect(screen.getByText('No pending manual payments.')).toBeInTheDocument();
  });

  it('says when no event was refused', async () => {
    fakeApi({ [PENDING]: { body: [] }, [REFUSED]: { body: [] } });
    renderWithProviders(<Payments />);
    expect(await screen.findByText('No gateway event has been refused.')).toBeInTheDocument();
    expect(screen.queryByTestId('refused-event-row')).not.toBeInTheDocument();
  });

  it("offers no approval of the administrator's own payment", async () => {
    fakeApi({ [PENDING]: { body: [payment(51, ME), payment(52, ADA)] }, [REFUSED]: { body: [] } });
    renderWithProviders(<Payments />);
    const rows = await screen.findAllByTestId('payment-row');
    const own = rows.find((r) => r.textContent?.includes('admin@example.com')) as HTMLElement;
    const other = rows.find((r) => r.textContent?.includes('ada@example.com')) as HTMLElement;
    expect(within(own).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(own).toHaveTextContent('Your own payment: another administrator must approve it.');
    expect(within(own).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });
});
