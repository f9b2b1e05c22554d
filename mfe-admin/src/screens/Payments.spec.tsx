import { clearSession, setSession } from '@qrpanel/web';
import type { PaymentDto } from '@qrpanel/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import Payments from './Payments';
import { fakeApi, renderWithProviders } from '../testing/render';

const PENDING =
  'GET /api/subscriptions/payments?page=1&limit=20&sort=created_at%3Adesc&status=pending&gateway=manual';
/** A page of pending payments as the api answers it. */
const pending = (items: PaymentDto[], total = items.length) => ({
  body: { items, total, page: 1, limit: 20 },
});
const REFUSED = 'GET /api/subscriptions/payments?refused=true';
const DECIDED =
  'GET /api/subscriptions/payments?gateway=manual&decided=true&page=1&limit=20&sort=decided_at%3Adesc';

function payment(id: number, user: PaymentDto['user'], changes: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id,
    workspace_id: 5,
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
    workspace: { id: 5, name: 'Ada shop' },
    decision: null,
    decided_by: null,
    decided_at: null,
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
      user: {
        ...ME,
        role: 'admin',
        plan_name: 'Free Trial',
        subscription_plan_id: null,
        created_at: '',
        time_zone: 'UTC',
        color_scheme: 'auto',
        language: null,
      },
    });
  });
  afterEach(() => {
    cleanup(); // unmounted first: the session's end would re-render the screen
    clearSession();
  });

  it('shows each refused gateway event with its status and reason', async () => {
    fakeApi({
      [PENDING]: pending([]),
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
    renderWithProviders(
      <MemoryRouter>
        <Payments />
      </MemoryRouter>,
    );

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

  it('lists the latest decisions on manual payments: which, by whom and when', async () => {
    fakeApi({
      [PENDING]: pending([]),
      [REFUSED]: { body: [] },
      [DECIDED]: pending([
        payment(61, ADA, {
          status: 'active',
          decision: 'approved',
          decided_by: { id: 2, name: 'Bea Admin' },
          decided_at: '2026-11-24T10:30:00.000Z',
        }),
        payment(60, null, {
          status: 'cancelled',
          decision: 'rejected',
          decided_by: null,
          decided_at: '2026-11-23T08:00:00.000Z',
        }),
      ]),
    });
    renderWithProviders(
      <MemoryRouter>
        <Payments />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Decisions' });
    const [approved, rejected] = await within(section).findAllByTestId('payment-decision-row');
    expect(approved).toHaveTextContent('Ada Buyer');
    expect(approved).toHaveTextContent('For Ada shop');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(approved).toHaveTextContent('Bea Admin');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    // The administrator's account has gone since: the decision stays, unnamed.
    expect(rejected).toHaveTextContent('A deleted account');
  });

  it('says when no event was refused', async () => {
    fakeApi({ [PENDING]: pending([]), [REFUSED]: { body: [] }, [DECIDED]: pending([]) });
    renderWithProviders(
      <MemoryRouter>
        <Payments />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No gateway event has been refused.')).toBeInTheDocument();
    expect(await screen.findByText('No manual payment has been decided yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('refused-event-row')).not.toBeInTheDocument();
  });

  it('searches the pending payments on the server by name or email, a page at a time', async () => {
    fakeApi({
      [PENDING]: pending([payment(52, ADA)], 45),
      [PENDING.replace('&status', '&q=ada&status')]: pending([payment(52, ADA)]),
      [REFUSED]: { body: [] },
    });
    renderWithProviders(
      <MemoryRouter>
        <Payments />
      </MemoryRouter>,
    );
    // The pager's code loads on its first render: it shows a moment after the rows.
    expect(await screen.findByRole('button', { name: 'Page 3' }, { timeout: 4000 })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search payments' }), 'ada');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(screen.getByTestId('payment-row')).toHaveTextContent('Ada Buyerada@example.com');
    // Plans are paid for a workspace: the row names it under the plan.
    expect(screen.getByTestId('payment-workspace')).toHaveTextContent('For Ada shop');
  });

  it("offers no approval of the administrator's own payment", async () => {
    fakeApi({ [PENDING]: pending([payment(51, ME), payment(52, ADA)]), [REFUSED]: { body: [] } });
    renderWithProviders(
      <MemoryRouter>
        <Payments />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('payment-row');
    const own = rows.find((r) => r.textContent?.includes('admin@example.com')) as HTMLElement;
    const other = rows.find((r) => r.textContent?.includes('ada@example.com')) as HTMLElement;
    expect(within(own).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(own).toHaveTextContent('Your own payment: another administrator must approve it.');
    expect(within(own).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  });

  /** The PATCH calls sent (approve or reject), by "METHOD path". */
  const decisions = (calls: jest.Mock) =>
    calls.mock.calls
      .filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH')
      .map(([url, init]) => `${(init as RequestInit).method} ${url as string}`);

  it.each([
    ['Approve', 'Approve Payment', 'approve', 'Payment approved. The plan is now active.'],
    ['Reject', 'Reject Payment', 'reject', 'Payment rejected.'],
  ])(
    '%s asks first, naming the user, plan and amount: Cancel sends nothing, Confirm decides',
    async (button, title, path, done) => {
      const calls = fakeApi({
        [PENDING]: pending([payment(52, ADA)]),
        [REFUSED]: { body: [] },
        [`PATCH /api/subscriptions/52/${path}`]: { body: payment(52, ADA, { status: 'active' }) },
      });
      renderWithProviders(
        <MemoryRouter>
          <Payments />
        </MemoryRouter>,
      );
      const row = await screen.findByTestId('payment-row');
      await userEvent.click(within(row).getByRole('button', { name: button }));
      let dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent('Ada Buyer');
      expect(dialog).toHaveTextContent('Pro');
      expect(dialog).toHaveTextContent('19.99 USD/month');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(decisions(calls)).toEqual([]);

      await userEvent.click(within(row).getByRole('button', { name: button }));
      dialog = await screen.findByRole('dialog', { name: title });
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      expect(await screen.findByText(done)).toBeInTheDocument();
      expect(decisions(calls)).toEqual([`PATCH /api/subscriptions/52/${path}`]);
    },
  );
});
