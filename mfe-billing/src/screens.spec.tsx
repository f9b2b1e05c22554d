import type { MySubscriptionDto, SubscriptionDto } from '@qrpanel/contracts';
import { chooseWorkspace, getSession, setLanguage } from '@qrpanel/web';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveFor } from './checkout/leave-page';
import { plan, renderWithProviders, routeFetch, settings, user, workspace } from './testing/fixtures';
import PaymentSuccess from './screens/PaymentSuccess';
import Pricing from './screens/Pricing';

jest.mock('./checkout/leave-page', () => ({ leaveFor: jest.fn() }));

// Back to English after a test in another language; the screen still mounted redraws.
afterEach(() => act(() => setLanguage('en')));

const PLANS = [
  plan({ id: 1, name: 'Starter', price: 9 }),
  plan({ id: 2, name: 'Pro', price: 29, is_featured: true, scan_limit: 0 }),
];

function pricingApi(extra: Parameters<typeof routeFetch>[0] = {}) {
  return routeFetch({
    'GET /plans': { status: 200, body: PLANS },
    'GET /settings': { status: 200, body: settings() },
    'GET /auth/me': { status: 200, body: user({ subscription_plan_id: 1, plan_name: 'Starter' }) },
    'GET /workspaces': { status: 200, body: [workspace({ plan_id: 1 })] },
    ...extra,
  });
}

/** The JSON body of the call to a path ending so. */
function sentBody(fetchMock: jest.Mock, pathEnd: string): unknown {
  const calls = fetchMock.mock.calls as [string, RequestInit][];
  const call = calls.find(([url]) => url.endsWith(pathEnd));
  return JSON.parse(call?.[1].body as string);
}

async function choose(planName: string) {
  const card = await screen.findByRole('article', { name: planName });
  await userEvent.click(within(card).getByRole('button', { name: 'Choose Plan' }));
  return screen.findByRole('dialog', { name: 'Confirm Your Plan' });
}

describe('Pricing', () => {
  it('shows the texts, limits and prices as German writes them', async () => {
    await setLanguage('de');
    routeFetch({
      'GET /plans': { status: 200, body: [plan({ name: 'Starter', price: 9.99, scan_limit: 5000 })] },
      'GET /settings': { status: 200, body: settings() },
      'GET /auth/me': { status: 200, body: user() },
    });
    renderWithProviders(<Pricing />, '/pricing');
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(screen.getByRole('heading', { level: 1, name: 'Wählen Sie Ihren Tarif' })).toBeInTheDocument();
    expect(within(starter).getByText('9,99 $')).toBeInTheDocument();
    expect(within(starter).getByText('/Monat')).toBeInTheDocument();
    expect(within(starter).getByText('5.000 Scans / Monat')).toBeInTheDocument();
    expect(within(starter).getByText('1 Vorlage')).toBeInTheDocument();
    expect(within(starter).getByText('Analysen')).toBeInTheDocument();
    expect(within(starter).getByRole('button', { name: 'Tarif wählen' })).toBeEnabled();
  });

  it("lists the plans with the user's own as 'Current Plan'", async () => {
    pricingApi();
    renderWithProviders(<Pricing />, '/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
    const starter = await screen.findByRole('article', { name: 'Starter' });
    expect(within(starter).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const pro = screen.getByRole('article', { name: 'Pro' });
    expect(within(pro).getByText('Most Popular')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited Scans / Month')).toBeInTheDocument();
    expect(getSession()?.user.subscription_plan_id).toBe(1);
  });

  it('marks the plan of the workspace the user works in, which only its owners may change', async () => {
    pricingApi({
      'GET /workspaces': {
        status: 200,
        body: [
          workspace({ plan_id: null }),
          workspace({ id: 8, name: 'Shop team', role: 'editor', plan_id: 2 }),
        ],
      },
    });
    chooseWorkspace(7, 8);
    renderWithProviders(<Pricing />, '/pricing');
    const pro = await screen.findByRole('article', { name: 'Pro' });
    expect(within(pro).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    const starter = screen.getByRole('article', { name: 'Starter' });
    expect(within(starter).getByRole('button', { name: 'Choose Plan' })).toBeDisabled();
    expect(screen.getByTestId('owners-pay')).toHaveTextContent(
      'Only an owner of this workspace can change its plan.',
    );
    chooseWorkspace(7, 3);
  });

  it('says whom to ask, rather than showing an empty page, when no plan is published', async () => {
    pricingApi({
      'GET /plans': { status: 200, body: [] },
      'GET /settings': { status: 200, body: settings({ contact_email: 'help@example.com' }) },
    });
    renderWithProviders(<Pricing />, '/pricing');
    const none = await screen.findByTestId('no-plans');
    expect(none).toHaveTextContent('No plans are available yet.');
    expect(within(none).getByRole('link', { name: 'help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
    expect(within(none).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  it("shows 'Failed to load pricing page data.' when a call fails without a message", async () => {
    pricingApi({ 'GET /plans': { status: 500 } });
    renderWithProviders(<Pricing />, '/pricing');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pricing page data.');
  });

  it('sends the buyer to the Stripe Checkout page the api created', async () => {
    const fetchMock = pricingApi({
      'POST /subscriptions/create-checkout-session': {
        status: 201,
        body: {
          gateway: 'stripe',
          subscriptionId: 4,
          status: 'pending',
          sessionId: 'cs_1',
          url: 'https://pay.example/cs_1',
        },
      },
    });
    renderWithProviders(<Pricing />, '/pricing');
    const dialog = await choose('Pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed with Stripe' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example/cs_1'));
    expect(sentBody(fetchMock, '/create-checkout-session')).toEqual({ planId: 2, gateway: 'stripe' });
  });

  it('shows the manual instructions after a manual checkout', async () => {
    pricingApi({
      'POST /subscriptions/create-checkout-session': {
        status: 201,
        body: {
          gateway: 'manual',
          subscriptionId: 5,
          status: 'pending',
          message: 'Your request has been recorded.',
          instructions: 'Wire the amount to IBAN XX00 1234.',
        },
      },
    });
    renderWithProviders(<Pricing />, '/pricing');
    const dialog = await choose('Pro');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Manual Payment' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed with Manual Payment' }));
    expect(await screen.findByRole('heading', { name: 'Manual Payment' })).toBeInTheDocument();
    expect(screen.getByText('Wire the amount to IBAN XX00 1234.')).toBeInTheDocument();
    expect(screen.getByText('Your request has been recorded.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's message, or 'Failed to start checkout.', when the checkout cannot start", async () => {
    let body: unknown = {
      statusCode: 400,
      message: 'Selected payment gateway is not configured yet.',
      error: 'Bad Request',
    };
    pricingApi({ 'POST /subscriptions/create-checkout-session': () => ({ status: 400, body }) });
    renderWithProviders(<Pricing />, '/pricing');
    const dialog = await choose('Pro');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed with Stripe' }));
    expect(await screen.findByText('Selected payment gateway is not configured yet.')).toBeInTheDocument();
    body = undefined;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Proceed with Stripe' }));
    expect(await screen.findByText('Failed to start checkout.')).toBeInTheDocument();
  });
});

function subscription(overrides: Partial<SubscriptionDto>): SubscriptionDto {
  return {
    id: 9,
    workspace_id: 1,
    plan_id: 2,
    plan_name: 'Pro',
    gateway: 'stripe',
    status: 'active',
    amount: 29,
    currency: 'USD',
    billing_interval: 'month',
    current_period_end: null,
    created_at: '2026-01-01T12:00:00.000Z',
    updated_at: '2026-01-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('PaymentSuccess', () => {
  it('reads the status until the api confirms the payment', async () => {
    const answers: MySubscriptionDto[] = [
      { current: null, pending: subscription({ status: 'pending' }) },
      { current: subscription({}), pending: null },
    ];
    routeFetch({
      'GET /subscriptions/me': () => ({
        status: 200,
        body: answers.length > 1 ? answers.shift() : answers[0],
      }),
      'GET /auth/me': { status: 200, body: user({ subscription_plan_id: 2, plan_name: 'Pro' }) },
    });
    renderWithProviders(
      <PaymentSuccess />,
      '/payment-success?gateway=stripe&session_id=cs_1',
      '/payment-success',
    );
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
    expect(
      await screen.findByText('Your Pro plan is now active.', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(getSession()?.user.plan_name).toBe('Pro'));
  });

  it('asks the api to capture a PayPal order before reading the status', async () => {
    const fetchMock = routeFetch({
      'POST /subscriptions/paypal/capture': { status: 200, body: subscription({ gateway: 'paypal' }) },
      'GET /subscriptions/me': {
        status: 200,
        body: { current: subscription({ gateway: 'paypal' }), pending: null },
      },
      'GET /auth/me': { status: 200, body: user() },
    });
    renderWithProviders(
      <PaymentSuccess />,
      '/payment-success?gateway=paypal&token=ORDER-1',
      '/payment-success',
    );
    expect(await screen.findByText('Your Pro plan is now active.')).toBeInTheDocument();
    const calls = fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit).method} ${String(url)}`);
    expect(calls.indexOf('POST /api/subscriptions/paypal/capture')).toBeLessThan(
      calls.indexOf('GET /api/subscriptions/me'),
    );
    expect(sentBody(fetchMock, '/paypal/capture')).toEqual({ orderId: 'ORDER-1' });
  });

  it("shows a failed capture's message and that the payment was not completed", async () => {
    routeFetch({
      'POST /subscriptions/paypal/capture': {
        status: 400,
        body: { statusCode: 400, message: 'The payment has not been completed.', error: 'Bad Request' },
      },
      'GET /subscriptions/me': { status: 200, body: { current: null, pending: null } },
    });
    renderWithProviders(
      <PaymentSuccess />,
      '/payment-success?gateway=paypal&token=ORDER-2',
      '/payment-success',
    );
    expect(await screen.findByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('The payment has not been completed.')).toBeInTheDocument();
  });

  it('speaks Spanish when the page does', async () => {
    await setLanguage('es');
    routeFetch({ 'GET /subscriptions/me': { status: 200, body: { current: null, pending: null } } });
    renderWithProviders(<PaymentSuccess />, '/payment-success?gateway=stripe', '/payment-success');
    expect(await screen.findByRole('heading', { name: 'Pago no completado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a los planes' })).toBeInTheDocument();
  });

  it('shows a manual payment as pending until an administrator approves it', async () => {
    routeFetch({
      'GET /subscriptions/me': {
        status: 200,
        body: { current: null, pending: subscription({ gateway: 'manual', status: 'pending' }) },
      },
    });
    renderWithProviders(<PaymentSuccess />, '/payment-success?gateway=manual', '/payment-success');
    expect(await screen.findByRole('heading', { name: 'Payment pending' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your request has been recorded. Your plan will be activated once an administrator confirms your payment.',
      ),
    ).toBeInTheDocument();
  });
});
