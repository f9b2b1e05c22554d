import { createHmac } from 'node:crypto';
import { MESSAGES, type MonthlyStat, type PlanDto } from '@qrpanel/contracts';
import { rootToken, saveSettings } from './support/admin';
import { checkout, createPlan, limitsOf, listedUser, mySubscription, payments } from './support/billing';
import { startFakePaypal, type FakePaypal } from './support/gateways/fake-paypal';
import { startFakeRazorpay, type FakeRazorpay } from './support/gateways/fake-razorpay';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://panel.example.com';
const RAZORPAY_WEBHOOK_SECRET = 'razorpay-webhook-secret-for-tests';
const DAY_MS = 24 * 60 * 60 * 1000;

describe('subscriptions through PayPal and Razorpay', () => {
  let paypal: FakePaypal;
  let razorpay: FakeRazorpay;
  let t: TestApp;
  let root: string;
  let euro: PlanDto;
  let rupee: PlanDto;

  beforeAll(async () => {
    [paypal, razorpay] = await Promise.all([startFakePaypal(), startFakeRazorpay()]);
    t = await startTestApp({ PAYPAL_API_BASE: paypal.url, RAZORPAY_API_BASE: razorpay.url, PUBLIC_URL });
    root = await rootToken(t);
    euro = await createPlan(t, root, { name: 'Euro Pro', price: 9.5, currency: 'eur', qr_code_limit: 20 });
    rupee = await createPlan(t, root, { name: 'Rupee Pro', price: 499, currency: 'INR', qr_code_limit: 30 });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([paypal.close(), razorpay.close()]);
  });

  describe('PayPal', () => {
    const capture = (token: string, orderId: string) =>
      t.http().post('/api/subscriptions/paypal/capture').set(bearer(token)).send({ orderId });
    const captures = () => paypal.count('POST', /\/capture$/);

    it('is refused while switched off or without its secret', async () => {
      const user = await registerUser(t);
      const off = await checkout(t, user.token, { planId: euro.id, gateway: 'paypal' }).expect(400);
      expect(off.body).toEqual({
        statusCode: 400,
        message: MESSAGES.gatewayNotConfigured,
        error: 'Bad Request',
      });
      await saveSettings(t, root, { payment_paypal_enabled: true, paypal_client_id: paypal.clientId });
      const noSecret = await checkout(t, user.token, { planId: euro.id, gateway: 'paypal' }).expect(400);
      expect(noSecret.body.message).toBe(MESSAGES.gatewayNotConfigured);
      await saveSettings(t, root, { paypal_client_secret: paypal.clientSecret });
      expect(await mySubscription(t, user.token)).toEqual({ current: null, pending: null });
    });

    it('creates an order in the plan currency upper-cased, for the stored price', async () => {
      const user = await registerUser(t, 'PayPal Buyer');
      const res = await checkout(t, user.token, { planId: euro.id, gateway: 'paypal' }).expect(201);
      expect(res.body).toEqual({
        gateway: 'paypal',
        subscriptionId: expect.any(Number),
        status: 'pending',
        orderId: expect.stringMatching(/^[A-Z0-9]{17}$/),
        url: `https://www.sandbox.paypal.com/checkoutnow?token=${res.body.orderId}`,
      });
      expect(paypal.orders.get(res.body.orderId)?.request).toEqual({
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: `subscription-${res.body.subscriptionId}`,
            custom_id: String(res.body.subscriptionId),
            description: 'Euro Pro (month)',
            amount: { currency_code: 'EUR', value: '9.50' },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: 'QR Panel',
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: `${PUBLIC_URL}/payment-success?gateway=paypal`,
              cancel_url: `${PUBLIC_URL}/pricing`,
            },
          },
        },
      });
      expect((await mySubscription(t, user.token)).pending).toMatchObject({
        gateway: 'paypal',
        status: 'pending',
      });
    });

    it('captures an approved order server-side, then gives the plan for one month', async () => {
      const user = await registerUser(t, 'PayPal Buyer');
      const { body } = await checkout(t, user.token, { planId: euro.id, gateway: 'paypal' }).expect(201);

      const early = await capture(user.token, body.orderId).expect(400);
      expect(early.body.message).toBe(MESSAGES.paymentNotCompleted);
      expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');

      paypal.approve(body.orderId);
      const before = Date.now();
      const res = await capture(user.token, body.orderId).expect(200);
      expect(res.body).toMatchObject({
        id: body.subscriptionId,
        status: 'active',
        gateway: 'paypal',
        amount: 9.5,
        currency: 'EUR',
      });
      const end = Date.parse(res.body.current_period_end);
      expect(end).toBeGreaterThanOrEqual(before - 1000 + 28 * DAY_MS);
      expect(end).toBeLessThanOrEqual(Date.now() + 31 * DAY_MS);
      expect(await listedUser(t, root, user.user.id)).toMatchObject({
        plan_name: 'Euro Pro',
        subscription_plan_id: euro.id,
      });
      expect(await limitsOf(t, user.user.id)).toMatchObject({ planName: 'Euro Pro', qrCodeLimit: 20 });

      // Captured once: a second call answers the subscription as it is.
      const count = captures();
      const again = await capture(user.token, body.orderId).expect(200);
      expect(again.body).toEqual(res.body);
      expect(captures()).toBe(count);
      const [listed] = (await payments(t, root, '?gateway=paypal&status=active')).filter(
        (p) => p.id === body.subscriptionId,
      );
      expect(listed).toMatchObject({
        gateway_order_id: body.orderId,
        gateway_payment_id: expect.any(String),
      });
    });

    it("refuses to capture another user's order", async () => {
      const owner = await registerUser(t);
      const thief = await registerUser(t);
      const { body } = await checkout(t, owner.token, { planId: euro.id, gateway: 'paypal' }).expect(201);
      paypal.approve(body.orderId);
      const count = captures();
      const res = await capture(thief.token, body.orderId).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: MESSAGES.paymentNotFound, error: 'Not Found' });
      expect(captures()).toBe(count);
      expect((await listedUser(t, root, thief.user.id)).plan_name).toBe('Free Trial');
      expect((await mySubscription(t, owner.token)).pending?.status).toBe('pending');
      await capture(thief.token, 'UNKNOWNORDER00000').expect(404);
      await t.http().post('/api/subscriptions/paypal/capture').send({ orderId: body.orderId }).expect(401);
      const blank = await capture(owner.token, ' ').expect(400);
      expect(blank.body.fields).toEqual({ orderId: ['orderId is required.'] });
    });

    it('refuses a capture whose amount does not match the plan', async () => {
      const user = await registerUser(t);
      const { body } = await checkout(t, user.token, { planId: euro.id, gateway: 'paypal' }).expect(201);
      paypal.approve(body.orderId);
      paypal.tamper(body.orderId, { currency_code: 'EUR', value: '0.95' });
      const res = await capture(user.token, body.orderId).expect(400);
      expect(res.body.message).toBe(MESSAGES.paymentAmountMismatch);
      expect((await mySubscription(t, user.token)).current).toBeNull();
      expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');
    });

    it('counts an early renewal from the end of the period already paid, and each payment in revenue', async () => {
      const user = await registerUser(t);
      const eurosThisMonth = async () =>
        (
          (await t.http().get('/api/admin/stats/monthly').set(bearer(root)).expect(200)).body as MonthlyStat[]
        )[11].revenue.find((r) => r.currency === 'EUR')?.amount ?? 0;
      const before = await eurosThisMonth();
      const pay = async () => {
        const { body } = await checkout(t, user.token, { planId: euro.id, gateway: 'paypal' }).expect(201);
        paypal.approve(body.orderId);
        return (await capture(user.token, body.orderId).expect(200)).body;
      };
      const first = await pay();
      const second = await pay();
      const firstEnd = new Date(first.current_period_end);
      const expected = new Date(firstEnd);
      expected.setUTCMonth(expected.getUTCMonth() + 1);
      if (expected.getUTCDate() !== firstEnd.getUTCDate()) expected.setUTCDate(0);
      expect(second.current_period_end).toBe(expected.toISOString());
      const mine = await mySubscription(t, user.token);
      expect(mine.current?.id).toBe(second.id);
      const [old] = (await payments(t, root)).filter((p) => p.id === first.id);
      expect(old.status).toBe('cancelled');
      expect(await eurosThisMonth()).toBeCloseTo(before + 2 * 9.5, 2);
    });
  });

  describe('Razorpay', () => {
    const verify = (token: string, body: object) =>
      t.http().post('/api/subscriptions/razorpay/verify').set(bearer(token)).send(body);
    const deliver = (body: object, secret = RAZORPAY_WEBHOOK_SECRET, eventId?: string) => {
      const payload = JSON.stringify(body);
      const req = t
        .http()
        .post('/api/subscriptions/webhooks/razorpay')
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', createHmac('sha256', secret).update(payload).digest('hex'));
      if (eventId) req.set('X-Razorpay-Event-Id', eventId);
      return req.send(payload);
    };
    const order = async (token: string) =>
      (await checkout(t, token, { planId: rupee.id, gateway: 'razorpay' }).expect(201)).body;

    beforeAll(() =>
      saveSettings(t, root, {
        payment_razorpay_enabled: true,
        razorpay_key_id: razorpay.keyId,
        razorpay_key_secret: razorpay.keySecret,
      }),
    );

    it('creates an order in the smallest unit and answers what Razorpay Checkout needs', async () => {
      const user = await registerUser(t, 'Razorpay Buyer');
      const body = await order(user.token);
      expect(body).toEqual({
        gateway: 'razorpay',
        subscriptionId: expect.any(Number),
        status: 'pending',
        key: razorpay.keyId,
        order: { id: expect.stringMatching(/^order_/), amount: 49900, currency: 'INR' },
        planName: 'Rupee Pro',
        user: { name: 'Razorpay Buyer', email: user.user.email },
      });
      expect(razorpay.orders.get(body.order.id)).toMatchObject({
        amount: 49900,
        currency: 'INR',
        receipt: `subscription-${body.subscriptionId}`,
        notes: {
          subscription_id: String(body.subscriptionId),
          user_id: String(user.user.id),
          plan_id: String(rupee.id),
        },
      });
    });

    it('sends the SDK’s calls to RAZORPAY_API_BASE, with the SDK’s own authentication', async () => {
      // The SDK has no option for its host: the gateway sets it on the SDK's HTTP client.
      // This fails if an SDK update moves that client and the calls go elsewhere.
      const before = razorpay.requests.length;
      const user = await registerUser(t);
      const body = await order(user.token);
      const calls = razorpay.requests.slice(before);
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        method: 'POST',
        path: '/v1/orders',
        headers: {
          authorization: `Basic ${Buffer.from(`${razorpay.keyId}:${razorpay.keySecret}`).toString('base64')}`,
          'user-agent': expect.stringMatching(/^razorpay-node@2\./),
        },
      });
      expect(razorpay.orders.has(body.order.id)).toBe(true);
    });

    it('activates on a signature checked against the stored order; a signature for another order is refused', async () => {
      const user = await registerUser(t);
      const mine = await order(user.token);
      const other = await order((await registerUser(t)).token);

      const paidOther = razorpay.pay(other.order.id);
      const swapped = await verify(user.token, { ...paidOther, razorpay_order_id: mine.order.id }).expect(
        400,
      );
      expect(swapped.body).toEqual({
        statusCode: 400,
        message: MESSAGES.paymentVerificationFailed,
        error: 'Bad Request',
      });
      await verify(user.token, paidOther).expect(404);
      const paid = razorpay.pay(mine.order.id);
      await verify(user.token, { ...paid, razorpay_signature: '0'.repeat(64) }).expect(400);
      expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');

      const res = await verify(user.token, paid).expect(200);
      expect(res.body).toMatchObject({
        id: mine.subscriptionId,
        status: 'active',
        gateway: 'razorpay',
        amount: 499,
        currency: 'INR',
      });
      expect(await limitsOf(t, user.user.id)).toMatchObject({ planName: 'Rupee Pro', qrCodeLimit: 30 });
      expect((await verify(user.token, paid).expect(200)).body).toEqual(res.body);
      const missing = await verify(user.token, { razorpay_order_id: mine.order.id }).expect(400);
      expect(Object.keys(missing.body.fields)).toEqual(['razorpay_payment_id', 'razorpay_signature']);
    });

    it('confirms through a signed webhook, once, and only for the stored amount', async () => {
      const user = await registerUser(t);
      const first = await order(user.token);
      const refused = await deliver(razorpay.webhook('payment.captured', first.order.id, 'pay_x')).expect(
        400,
      );
      expect(refused.body.message).toBe(MESSAGES.webhookNotConfigured);
      await saveSettings(t, root, { razorpay_webhook_secret: RAZORPAY_WEBHOOK_SECRET });

      const underpaid = razorpay.webhook('payment.captured', first.order.id, 'pay_under', 100);
      expect(
        (await deliver(underpaid, RAZORPAY_WEBHOOK_SECRET, 'evt_under').expect(200)).body.processed,
      ).toBe(true);
      expect((await mySubscription(t, user.token)).current).toBeNull();

      const event = razorpay.webhook('order.paid', first.order.id, 'pay_full');
      const forged = await deliver(event, 'not-the-secret', 'evt_full').expect(400);
      expect(forged.body.message).toBe(MESSAGES.webhookSignatureInvalid);
      expect((await mySubscription(t, user.token)).current).toBeNull();

      expect((await deliver(event, RAZORPAY_WEBHOOK_SECRET, 'evt_full').expect(200)).body).toEqual({
        received: true,
        processed: true,
      });
      const current = (await mySubscription(t, user.token)).current;
      expect(current).toMatchObject({ id: first.subscriptionId, status: 'active', plan_name: 'Rupee Pro' });
      expect((await deliver(event, RAZORPAY_WEBHOOK_SECRET, 'evt_full').expect(200)).body.processed).toBe(
        false,
      );
      expect((await mySubscription(t, user.token)).current).toEqual(current);
      const [listed] = (await payments(t, root, '?gateway=razorpay')).filter(
        (p) => p.id === first.subscriptionId,
      );
      expect(listed.gateway_payment_id).toBe('pay_full');
      // The underpaid capture is kept as refused, for administrators to look into.
      expect(listed.refused_events).toEqual([
        {
          event_id: 'evt_under',
          type: 'payment.captured',
          reason: 'Payment pay_under paid 1.00 INR; the plan costs 499.00 INR',
          received_at: expect.any(String),
        },
      ]);
    });
  });
});
