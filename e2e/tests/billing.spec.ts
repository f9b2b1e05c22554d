import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../support/accounts';
import {
  expect,
  expectAccessible,
  expectToast,
  openSignedIn,
  registerFreshUser,
  screenshot,
  test,
} from '../support/fixtures';

/** Razorpay Checkout's script, as the pricing page loads it (RAZORPAY_CHECKOUT_SCRIPT_URL). */
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const STARTER = {
  name: 'E2E Starter',
  description: 'For a first campaign',
  price: 9,
  qr_code_limit: 25,
  scan_limit: 5000,
  is_featured: false,
  features: { analytics: true, customLogos: false },
};
const PRO = {
  name: 'E2E Pro',
  description: 'For teams that print at scale',
  price: 29,
  qr_code_limit: 100,
  scan_limit: 0,
  is_featured: true,
  features: { analytics: true, customLogos: true },
};

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: global-setup starts the gateway fakes`);
  return value;
}

async function rootToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    data: { email: ACCOUNTS.super_admin.email, password: ACCOUNTS.super_admin.password },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function saveSettings(request: APIRequestContext, token: string, data: Record<string, unknown>) {
  const res = await request.put('/api/settings', { headers: auth(token), data });
  expect(res.ok(), await res.text()).toBe(true);
}

const GATEWAY_SETTINGS = [
  'payment_stripe_enabled',
  'stripe_public_key',
  'stripe_secret_key',
  'stripe_webhook_secret',
  'payment_paypal_enabled',
  'paypal_client_id',
  'payment_razorpay_enabled',
  'razorpay_key_id',
  'razorpay_key_secret',
  'payment_manual_enabled',
  'payment_manual_instructions',
  'payment_default_gateway',
];

const plan = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm Your Plan' });

async function choose(page: Page, planName: string, gateway: string): Promise<void> {
  await plan(page, planName).getByRole('button', { name: 'Choose Plan' }).click();
  await dialog(page).getByRole('radio', { name: gateway }).check();
  await dialog(page)
    .getByRole('button', { name: `Proceed with ${gateway}` })
    .click();
}

/** Razorpay Checkout played in the page: a popup whose Pay signs the payment as Razorpay does. */
function fakeRazorpayScript(keySecret: string): string {
  return `(() => {
  const SECRET = ${JSON.stringify(keySecret)};
  async function sign(text) {
    const enc = new TextEncoder();
    const key = await crypto.subtle.importKey('raw', enc.encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const mac = await crypto.subtle.sign('HMAC', key, enc.encode(text));
    return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
  }
  window.Razorpay = class {
    constructor(options) { this.options = options; }
    open() {
      const o = this.options;
      const box = document.createElement('div');
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-label', 'Razorpay Checkout (test)');
      box.style.cssText = 'position:fixed;top:20%;left:30%;width:40%;background:#fff;color:#000;border:2px solid #000;padding:16px;z-index:100000';
      const text = document.createElement('p');
      text.textContent = o.description + ': ' + (o.amount / 100).toFixed(2) + ' ' + o.currency + ' for ' + o.prefill.email;
      const pay = document.createElement('button');
      pay.textContent = 'Pay now';
      pay.onclick = async () => {
        const paymentId = 'pay_' + Math.random().toString(36).slice(2, 16);
        const signature = await sign(o.order_id + '|' + paymentId);
        box.remove();
        o.handler({ razorpay_order_id: o.order_id, razorpay_payment_id: paymentId, razorpay_signature: signature });
      };
      const close = document.createElement('button');
      close.textContent = 'Close';
      close.onclick = () => { box.remove(); o.modal.ondismiss(); };
      box.append(text, pay, close);
      document.body.append(box);
    }
  };
})();`;
}

test.describe('billing', { tag: '@site-wide' }, () => {
  let root: string;
  let saved: Record<string, unknown>;

  test.beforeAll(async ({ request }) => {
    root = await rootToken(request);
    // Once per run: a worker started again after a failure finds them made.
    const existing = (await (await request.get('/api/plans/all', { headers: auth(root) })).json()) as {
      name: string;
    }[];
    for (const p of [STARTER, PRO]) {
      if (existing.some((e) => e.name === p.name)) continue;
      const res = await request.post('/api/plans', {
        headers: auth(root),
        data: { currency: 'USD', billing_interval: 'month', trial_period_days: 0, ...p },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    const current = (await (await request.get('/api/settings', { headers: auth(root) })).json()) as Record<
      string,
      unknown
    >;
    saved = Object.fromEntries(GATEWAY_SETTINGS.map((key) => [key, current[key]]));
    await saveSettings(request, root, {
      payment_stripe_enabled: true,
      stripe_public_key: 'pk_test_e2e',
      stripe_secret_key: env('E2E_STRIPE_SECRET_KEY'),
      stripe_webhook_secret: env('E2E_STRIPE_WEBHOOK_SECRET'),
      payment_paypal_enabled: true,
      paypal_client_id: '',
      payment_razorpay_enabled: true,
      razorpay_key_id: env('E2E_RAZORPAY_KEY_ID'),
      razorpay_key_secret: env('E2E_RAZORPAY_KEY_SECRET'),
      payment_manual_enabled: true,
      payment_manual_instructions: 'Wire the amount to IBAN XX00 1234 5678, quoting your email.',
      payment_default_gateway: 'stripe',
    });
  });

  test.afterAll(async ({ request }) => {
    // The other journeys meet the settings as they were.
    if (root && saved) await saveSettings(request, root, saved);
  });

  test('pricing shows each plan with its price, limits and features', async ({ page, request }) => {
    const buyer = await registerFreshUser(request, 'Pricing Visitor');
    await openSignedIn(page, buyer, '/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeVisible();

    const pro = plan(page, 'E2E Pro');
    await expect(pro.getByText('Most Popular')).toBeVisible();
    await expect(pro.getByText('$29', { exact: true })).toBeVisible();
    await expect(pro.getByText('/month')).toBeVisible();
    await expect(pro.getByText('For teams that print at scale')).toBeVisible();
    await expect(pro.getByText('100 QR Codes')).toBeVisible();
    await expect(pro.getByText('Unlimited Scans / Month')).toBeVisible();
    await expect(pro.getByText('Analytics', { exact: true })).toBeVisible();
    await expect(pro.getByText('Custom Logos')).toBeVisible();

    const starter = plan(page, 'E2E Starter');
    await expect(starter.getByText('$9', { exact: true })).toBeVisible();
    await expect(starter.getByText('25 QR Codes')).toBeVisible();
    await expect(starter.getByText('5,000 Scans / Month')).toBeVisible();
    await expect(starter.getByText('Custom Logos')).toHaveCount(0);
    await expect(starter.getByText('Most Popular')).toHaveCount(0);
    await expect(starter.getByRole('button', { name: 'Choose Plan' })).toBeEnabled();
    await expectAccessible(page);
    await screenshot(page, 'billing-pricing');
  });

  test('the dialog lists the enabled gateways, PayPal only with a client id', async ({ page, request }) => {
    const buyer = await registerFreshUser(request, 'Gateway Chooser');
    await openSignedIn(page, buyer, '/pricing');
    await plan(page, 'E2E Pro').getByRole('button', { name: 'Choose Plan' }).click();
    await expect(dialog(page)).toContainText('E2E Pro');
    await expect(dialog(page)).toContainText('$29 /month');
    const radios = dialog(page).getByRole('radio');
    await expect(radios).toHaveCount(3);
    expect(await radios.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))).toEqual([
      'stripe',
      'razorpay',
      'manual',
    ]);
    await expect(dialog(page).getByRole('radio', { name: 'Stripe' })).toBeChecked();
    await expect(dialog(page).getByRole('button', { name: 'Proceed with Stripe' })).toBeEnabled();
    await expectAccessible(page);
    await screenshot(page, 'billing-confirm-dialog');

    // A PayPal client id without its secret: offered, yet the api says it is not set up.
    await saveSettings(request, root, { paypal_client_id: 'paypal-client-e2e' });
    try {
      await page.reload();
      await plan(page, 'E2E Pro').getByRole('button', { name: 'Choose Plan' }).click();
      await expect(dialog(page).getByRole('radio', { name: 'PayPal' })).toBeVisible();
      await dialog(page).getByRole('radio', { name: 'PayPal' }).check();
      await dialog(page).getByRole('button', { name: 'Proceed with PayPal' }).click();
      await expectToast(page, 'Selected payment gateway is not configured yet.');
      await expect(dialog(page).getByRole('button', { name: 'Proceed with PayPal' })).toBeEnabled();
    } finally {
      await saveSettings(request, root, { paypal_client_id: '' });
    }
  });

  test('a manual payment shows the instructions, and the plan once an admin approves it', async ({
    page,
    request,
  }) => {
    const buyer = await registerFreshUser(request, 'Manual Buyer');
    await openSignedIn(page, buyer, '/pricing');
    await choose(page, 'E2E Starter', 'Manual Payment');
    await expect(page.getByRole('heading', { name: 'Manual Payment' })).toBeVisible();
    await expect(page.getByText('Wire the amount to IBAN XX00 1234 5678, quoting your email.')).toBeVisible();
    await expect(
      page.getByText(
        'Your request has been recorded. Your plan will be activated once an administrator confirms your payment.',
      ),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Check Payment Status' }).click();
    await expect(page).toHaveURL(/\/payment-success\?gateway=manual$/);
    await expect(page.getByRole('heading', { name: 'Payment pending' })).toBeVisible();

    const pending = (await (
      await request.get('/api/subscriptions/payments?status=pending&gateway=manual', { headers: auth(root) })
    ).json()) as { id: number; user: { email: string } | null }[];
    const mine = pending.find((p) => p.user?.email === buyer.email);
    expect(mine).toBeDefined();
    const approved = await request.patch(`/api/subscriptions/${mine?.id}/approve`, { headers: auth(root) });
    expect(approved.ok()).toBe(true);

    const upgrade = page.getByRole('banner').getByRole('link', { name: 'Upgrade Plan' });
    await expect(upgrade).toHaveCount(1);
    await page.getByRole('button', { name: 'Check again' }).click();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByText('Your E2E Starter plan is now active.')).toBeVisible();
    await expectAccessible(page);
    // The header follows the plan at once, and after a reload.
    await expect(upgrade).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(upgrade).toHaveCount(0);

    await page.goto('/pricing');
    await expect(plan(page, 'E2E Starter').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(plan(page, 'E2E Pro').getByRole('button', { name: 'Choose Plan' })).toBeEnabled();
  });

  test('Stripe: to Stripe Checkout and back, the plan active once the webhook confirmed it', async ({
    page,
    request,
  }) => {
    const buyer = await registerFreshUser(request, 'Stripe Buyer');
    await openSignedIn(page, buyer, '/pricing');
    await choose(page, 'E2E Pro', 'Stripe');

    await expect(page).toHaveURL(new RegExp(`^${env('E2E_STRIPE_CHECKOUT_PAGES')}/stripe/pay/cs_test_`));
    await expect(page.getByText('Subscribe to E2E Pro')).toBeVisible();
    await expect(page.getByText('29.00 USD per month')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment-success\?gateway=stripe&session_id=cs_test_/);
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByText('Your E2E Pro plan is now active.')).toBeVisible();
    await screenshot(page, 'billing-payment-confirmed');

    const me = (await (await request.get('/api/auth/me', { headers: auth(buyer.token) })).json()) as {
      plan_name: string;
    };
    expect(me.plan_name).toBe('E2E Pro');
    await page.getByRole('link', { name: 'Plans & Pricing' }).click();
    await expect(plan(page, 'E2E Pro').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  test('Razorpay: checkout.js loads only once chosen; its popup pays and the api verifies', async ({
    page,
    request,
  }) => {
    const scriptLoads: string[] = [];
    await page.route(RAZORPAY_SCRIPT, async (route) => {
      scriptLoads.push(route.request().url());
      await route.fulfill({
        contentType: 'application/javascript',
        body: fakeRazorpayScript(env('E2E_RAZORPAY_KEY_SECRET')),
      });
    });
    const buyer = await registerFreshUser(request, 'Razorpay Buyer');
    await openSignedIn(page, buyer, '/pricing');
    await expect(plan(page, 'E2E Starter')).toBeVisible();
    expect(scriptLoads).toHaveLength(0);

    await choose(page, 'E2E Starter', 'Razorpay');
    const popup = page.getByRole('dialog', { name: 'Razorpay Checkout (test)' });
    await expect(popup).toContainText(`E2E Starter: 9.00 USD for ${buyer.email}`);
    expect(scriptLoads).toEqual([RAZORPAY_SCRIPT]);
    await expect(dialog(page).getByRole('button', { name: 'Processing...' })).toBeDisabled();

    // Closing the popup gives the dialog back.
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(dialog(page).getByRole('button', { name: 'Proceed with Razorpay' })).toBeEnabled();

    await dialog(page).getByRole('button', { name: 'Proceed with Razorpay' }).click();
    await popup.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/payment-success\?gateway=razorpay$/);
    await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
    await expect(page.getByText('Your E2E Starter plan is now active.')).toBeVisible();
    expect(scriptLoads).toHaveLength(1);
  });

  test('a return from a checkout that was never paid says so and changes nothing', async ({
    page,
    request,
  }) => {
    const buyer = await registerFreshUser(request, 'Returning Visitor');
    await openSignedIn(page, buyer, '/payment-success?gateway=stripe&session_id=cs_test_unknown');
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await expect(plan(page, 'E2E Starter').getByRole('button', { name: 'Choose Plan' })).toBeEnabled();
  });
});
