import { CHECKOUT_FIELD_MESSAGES, MESSAGES, type PlanDto } from '@qrpanel/contracts';
import { SubscriptionExpiryJob } from '../src/modules/billing/subscriptions/subscription-expiry.job';
import { SubscriptionsService } from '../src/modules/billing/subscriptions/subscriptions.service';
import { UsersService } from '../src/modules/identity/users/users.service';
import { DomainEvents } from '../src/platform/events/domain-events';
import { adminToken, rootToken, saveSettings } from './support/admin';
import {
  checkout,
  createPlan,
  limitsOf,
  listedUser,
  mySubscription,
  payments,
  subscriberCount,
} from './support/billing';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';

const INSTRUCTIONS = 'Wire the amount to IBAN DE00 1234 5678 and write your email as reference.';

describe('subscriptions', () => {
  let t: TestApp;
  let root: string;
  let admin: string;
  let monthly: PlanDto;
  let yearly: PlanDto;
  let free: PlanDto;

  beforeAll(async () => {
    t = await startTestApp();
    root = await rootToken(t);
    admin = await adminToken(t, root);
    monthly = await createPlan(t, root, { name: 'Monthly', price: 12, qr_code_limit: 40, scan_limit: 4000 });
    yearly = await createPlan(t, root, {
      name: 'Yearly',
      price: 120,
      billing_interval: 'year',
      qr_code_limit: 0,
    });
    free = await createPlan(t, root, {
      name: 'Starter',
      price: 0,
      qr_code_limit: 5,
      features: { analytics: false },
    });
  });
  afterAll(() => t.close());

  const approve = (id: number, token = admin) =>
    t.http().patch(`/api/subscriptions/${id}/approve`).set(bearer(token));
  const reject = (id: number, token = admin) =>
    t.http().patch(`/api/subscriptions/${id}/reject`).set(bearer(token));
  const countActive = () => t.app.get(SubscriptionsService).countActive();

  describe('checkout', () => {
    it('needs a login, a plan id and a known gateway', async () => {
      await t
        .http()
        .post('/api/subscriptions/create-checkout-session')
        .send({ planId: monthly.id, gateway: 'manual' })
        .expect(401);
      const user = await registerUser(t);
      const res = await checkout(t, user.token, { planId: 'x', gateway: 'bitcoin' }).expect(400);
      expect(res.body.fields).toEqual({
        planId: [CHECKOUT_FIELD_MESSAGES.planIdRequired],
        gateway: [CHECKOUT_FIELD_MESSAGES.gatewayInvalid],
      });
      await checkout(t, user.token, {}).expect(400);
      const typed = await checkout(t, user.token, { planId: String(monthly.id), gateway: 'stripe' }).expect(
        400,
      );
      expect(typed.body.message).toBe(MESSAGES.gatewayNotConfigured);
    });

    it('refuses an unknown or archived plan', async () => {
      const user = await registerUser(t);
      const unknown = await checkout(t, user.token, { planId: 999999, gateway: 'manual' }).expect(400);
      expect(unknown.body).toEqual({ statusCode: 400, message: MESSAGES.planNotFound, error: 'Bad Request' });
      const old = await createPlan(t, root, { name: 'Old', price: 5 });
      await t.http().patch(`/api/plans/${old.id}/archive`).set(bearer(root)).expect(200);
      const archived = await checkout(t, user.token, { planId: old.id, gateway: 'manual' }).expect(400);
      expect(archived.body.message).toBe(MESSAGES.planArchived);
      expect(await mySubscription(t, user.token)).toEqual({ current: null, pending: null });
    });

    it("answers 'Selected payment gateway is not configured yet.' for a gateway switched off, and for PhonePe", async () => {
      const user = await registerUser(t);
      await saveSettings(t, root, {
        payment_phonepe_enabled: true,
        phonepe_merchant_id: 'M1',
        phonepe_salt_key: 'salt-key-1234',
      });
      for (const gateway of ['stripe', 'paypal', 'razorpay', 'manual', 'phonepe']) {
        const res = await checkout(t, user.token, { planId: monthly.id, gateway }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          message: 'Selected payment gateway is not configured yet.',
          error: 'Bad Request',
        });
      }
      // Switched on without credentials is not configured either.
      await saveSettings(t, root, { payment_stripe_enabled: true, payment_razorpay_enabled: true });
      for (const gateway of ['stripe', 'razorpay'])
        await checkout(t, user.token, { planId: monthly.id, gateway }).expect(400);
      expect(await mySubscription(t, user.token)).toEqual({ current: null, pending: null });
    });

    it('gives a plan priced 0 at once, without a gateway', async () => {
      const user = await registerUser(t);
      const res = await checkout(t, user.token, { planId: free.id, gateway: 'stripe' }).expect(201);
      expect(res.body).toEqual({
        gateway: 'free',
        subscriptionId: expect.any(Number),
        status: 'active',
        message: MESSAGES.freePlanActivated,
      });
      expect((await mySubscription(t, user.token)).current).toMatchObject({
        gateway: 'free',
        status: 'active',
        plan_id: free.id,
        amount: 0,
        current_period_end: null,
      });
      expect(await limitsOf(t, user.user.id)).toMatchObject({
        planName: 'Starter',
        qrCodeLimit: 5,
        features: { analytics: false, customLogos: false },
      });
      const again = await checkout(t, user.token, { planId: free.id, gateway: 'manual' }).expect(201);
      expect(again.body.subscriptionId).toBe(res.body.subscriptionId);
      expect(await subscriberCount(t, root, free.id)).toBe(1);
    });
  });

  describe('manual payment', () => {
    beforeAll(() =>
      saveSettings(t, root, { payment_manual_enabled: true, payment_manual_instructions: INSTRUCTIONS }),
    );

    it('answers the instructions and waits, pending, for an administrator', async () => {
      const user = await registerUser(t, 'Manual Buyer');
      const res = await checkout(t, user.token, { planId: yearly.id, gateway: 'manual' }).expect(201);
      expect(res.body).toEqual({
        gateway: 'manual',
        subscriptionId: expect.any(Number),
        status: 'pending',
        message: MESSAGES.manualPaymentRecorded,
        instructions: INSTRUCTIONS,
      });
      expect(await mySubscription(t, user.token)).toEqual({
        current: null,
        pending: expect.objectContaining({
          id: res.body.subscriptionId,
          gateway: 'manual',
          status: 'pending',
          amount: 120,
        }),
      });
      const pending = await payments(t, admin, '?status=pending&gateway=manual');
      expect(pending.find((p) => p.id === res.body.subscriptionId)).toMatchObject({
        user: { id: user.user.id, name: 'Manual Buyer', email: user.user.email },
        plan_name: 'Yearly',
        status: 'pending',
        amount: 120,
        currency: 'USD',
        billing_interval: 'year',
        gateway_session_id: null,
        gateway_order_id: null,
      });
      expect(pending.every((p) => p.status === 'pending' && p.gateway === 'manual')).toBe(true);
    });

    it('activates on approval for one billing interval', async () => {
      const user = await registerUser(t);
      const { body } = await checkout(t, user.token, { planId: yearly.id, gateway: 'manual' }).expect(201);
      const activeBefore = await countActive();
      const before = new Date();
      const res = await approve(body.subscriptionId).expect(200);
      expect(res.body).toMatchObject({
        id: body.subscriptionId,
        status: 'active',
        user: { id: user.user.id },
      });
      const end = new Date(res.body.current_period_end);
      expect(end.getUTCFullYear()).toBe(before.getUTCFullYear() + 1);
      expect(Math.abs(end.getTime() - before.getTime() - 365 * 24 * 3600 * 1000)).toBeLessThan(
        2 * 24 * 3600 * 1000,
      );
      expect(await listedUser(t, root, user.user.id)).toMatchObject({
        plan_name: 'Yearly',
        subscription_plan_id: yearly.id,
      });
      expect(await limitsOf(t, user.user.id)).toMatchObject({ planName: 'Yearly', qrCodeLimit: 0 });
      expect(await countActive()).toBe(activeBefore + 1);
      expect(await subscriberCount(t, admin, yearly.id)).toBeGreaterThanOrEqual(1);

      const twice = await approve(body.subscriptionId).expect(400);
      expect(twice.body.message).toBe(MESSAGES.onlyPendingManualPayments);
      await reject(body.subscriptionId).expect(400);
    });

    it('rejects: the subscription is cancelled and the plan stays as it was', async () => {
      const user = await registerUser(t);
      await checkout(t, user.token, { planId: free.id, gateway: 'manual' }).expect(201);
      const { body } = await checkout(t, user.token, { planId: monthly.id, gateway: 'manual' }).expect(201);
      const res = await reject(body.subscriptionId).expect(200);
      expect(res.body).toMatchObject({ id: body.subscriptionId, status: 'cancelled' });
      expect(await mySubscription(t, user.token)).toEqual({
        current: expect.objectContaining({ plan_name: 'Starter' }),
        pending: null,
      });
      expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Starter');
      await approve(body.subscriptionId).expect(400);
    });

    it('keeps a history of the decisions: which, by whom and when, newest first', async () => {
      const [buyer, other] = [
        await registerUser(t, 'Decided buyer'),
        await registerUser(t, 'Rejected buyer'),
      ];
      // Yearly: the expiry below, a month on, leaves it live.
      const approved = (await checkout(t, buyer.token, { planId: yearly.id, gateway: 'manual' }).expect(201))
        .body.subscriptionId as number;
      const rejected = (await checkout(t, other.token, { planId: monthly.id, gateway: 'manual' }).expect(201))
        .body.subscriptionId as number;
      const waiting = (await checkout(t, other.token, { planId: yearly.id, gateway: 'manual' }).expect(201))
        .body.subscriptionId as number;
      const pending = await payments(t, admin, `?status=pending&gateway=manual`);
      expect(pending.find((p) => p.id === approved)).toMatchObject({
        decision: null,
        decided_by: null,
        decided_at: null,
      });
      const before = Date.now() - 1000;
      const yes = await approve(approved, admin).expect(200);
      const no = await reject(rejected, root).expect(200);
      const idOf = async (token: string) =>
        ((await t.http().get('/api/auth/me').set(bearer(token)).expect(200)).body as { id: number }).id;
      expect(yes.body).toMatchObject({ decision: 'approved', decided_by: { id: await idOf(admin) } });
      expect(no.body).toMatchObject({ decision: 'rejected', decided_by: { id: await idOf(root) } });
      expect(Date.parse(yes.body.decided_at as string)).toBeGreaterThanOrEqual(before);

      const history = await payments(t, admin, '?decided=true&sort=decided_at:desc&limit=1000');
      expect(history.every((p) => p.decision !== null && p.decided_at !== null)).toBe(true);
      const ids = history.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining([approved, rejected]));
      expect(ids).not.toContain(waiting);
      for (let i = 1; i < history.length; i += 1) {
        expect(Date.parse(history[i - 1].decided_at as string)).toBeGreaterThanOrEqual(
          Date.parse(history[i].decided_at as string),
        );
      }
      const bad = await t
        .http()
        .get('/api/subscriptions/payments?decided=maybe')
        .set(bearer(admin))
        .expect(400);
      expect(bad.body.fields).toEqual({ decided: [CHECKOUT_FIELD_MESSAGES.decidedInvalid] });
    });

    it('is for administrators only; an unknown id is 404; other gateways cannot be approved', async () => {
      const user = await registerUser(t);
      const { body } = await checkout(t, user.token, { planId: monthly.id, gateway: 'manual' }).expect(201);
      await approve(body.subscriptionId, user.token).expect(403);
      await reject(body.subscriptionId, user.token).expect(403);
      await t.http().get('/api/subscriptions/payments').set(bearer(user.token)).expect(403);
      await t.http().get('/api/subscriptions/payments').expect(401);
      expect((await approve(999999).expect(404)).body.message).toBe(MESSAGES.subscriptionNotFound);
      const bad = await t
        .http()
        .get('/api/subscriptions/payments?status=paid&limit=0')
        .set(bearer(admin))
        .expect(400);
      expect(Object.keys(bad.body.fields)).toEqual(['status', 'limit']);
      const free2 = await registerUser(t);
      const freeSub = await checkout(t, free2.token, { planId: free.id, gateway: 'manual' }).expect(201);
      await approve(freeSub.body.subscriptionId).expect(400);
      expect((await mySubscription(t, user.token)).pending?.status).toBe('pending');
      expect((await payments(t, root, '?limit=1')).length).toBe(1);
    });

    it("refuses an administrator's approval of their own payment; another administrator may approve it", async () => {
      const own = await checkout(t, admin, { planId: yearly.id, gateway: 'manual' }).expect(201);
      const refused = await approve(own.body.subscriptionId, admin).expect(403);
      expect(refused.body).toEqual({
        statusCode: 403,
        message: MESSAGES.cannotApproveOwnPayment,
        error: 'Forbidden',
      });
      expect((await mySubscription(t, admin)).pending).toMatchObject({
        id: own.body.subscriptionId,
        status: 'pending',
      });
      expect((await mySubscription(t, admin)).current).toBeNull();

      const rootOwn = await checkout(t, root, { planId: yearly.id, gateway: 'manual' }).expect(201);
      expect((await approve(rootOwn.body.subscriptionId, root).expect(403)).body.message).toBe(
        MESSAGES.cannotApproveOwnPayment,
      );

      // Anonymous callers and plain users (someone else's payment) are turned away before that.
      await t.http().patch(`/api/subscriptions/${own.body.subscriptionId}/approve`).expect(401);
      const other = await registerUser(t);
      expect((await approve(own.body.subscriptionId, other.token).expect(403)).body.message).toBe(
        MESSAGES.forbidden,
      );
      const approved = await approve(own.body.subscriptionId, root).expect(200);
      expect(approved.body).toMatchObject({ id: own.body.subscriptionId, status: 'active' });
      const byAdmin = await approve(rootOwn.body.subscriptionId, admin).expect(200);
      expect(byAdmin.body).toMatchObject({ id: rootOwn.body.subscriptionId, status: 'active' });
      await reject(rootOwn.body.subscriptionId, root).expect(400);
    });
  });

  describe('assignment by the super_admin', () => {
    it('creates an active subscription marked as assigned by an administrator; removing the plan cancels it', async () => {
      const user = await registerUser(t);
      const assign = (planId: number | null) =>
        t.http().put(`/api/auth/users/${user.user.id}/assign-plan`).set(bearer(root)).send({ planId });
      const before = await subscriberCount(t, root, monthly.id);
      expect((await assign(monthly.id).expect(200)).body).toMatchObject({ plan_name: 'Monthly' });
      const current = (await mySubscription(t, user.token)).current;
      expect(current).toMatchObject({
        gateway: 'admin',
        status: 'active',
        plan_id: monthly.id,
        amount: 0,
        current_period_end: null,
      });
      expect(await subscriberCount(t, root, monthly.id)).toBe(before + 1);
      expect((await payments(t, admin, '?gateway=admin')).some((p) => p.id === current?.id)).toBe(true);

      await assign(monthly.id).expect(200); // the same plan again: nothing new
      expect((await mySubscription(t, user.token)).current?.id).toBe(current?.id);

      expect((await assign(null).expect(200)).body).toMatchObject({
        plan_name: 'Free Trial',
        subscription_plan_id: null,
      });
      expect((await mySubscription(t, user.token)).current).toBeNull();
      const [cancelled] = (await payments(t, root)).filter((p) => p.id === current?.id);
      expect(cancelled.status).toBe('cancelled');
      expect(await subscriberCount(t, root, monthly.id)).toBe(before);
      expect((await limitsOf(t, user.user.id)).planName).toBe('Free Trial');
    });

    it('tells listeners of a plan change once it is committed: what they read is the new plan', async () => {
      const user = await registerUser(t);
      const read: Promise<number | null>[] = [];
      // Another connection's read (MariaDB) sees only what is committed.
      t.app.get(DomainEvents).on('user.changed', ({ userId }) => {
        if (userId === user.user.id)
          read.push(
            t.app
              .get(UsersService)
              .getById(userId)
              .then((u) => u.subscriptionPlanId),
          );
      });
      const assign = (planId: number | null) =>
        t.http().put(`/api/auth/users/${user.user.id}/assign-plan`).set(bearer(root)).send({ planId });
      await assign(monthly.id).expect(200);
      await assign(yearly.id).expect(200);
      await assign(null).expect(200);
      expect(await Promise.all(read)).toEqual([monthly.id, yearly.id, null]);
    });
  });

  describe('expiry', () => {
    it('expires subscriptions past their period end: the user is back on the Free Trial', async () => {
      const user = await registerUser(t);
      const { body } = await checkout(t, user.token, { planId: monthly.id, gateway: 'manual' }).expect(201);
      const approved = (await approve(body.subscriptionId).expect(200)).body;
      const end = Date.parse(approved.current_period_end);
      expect(await limitsOf(t, user.user.id)).toMatchObject({
        planName: 'Monthly',
        qrCodeLimit: 40,
        scanLimit: 4000,
      });
      const activeBefore = await countActive();

      const job = t.app.get(SubscriptionExpiryJob);
      await job.run(new Date(end - 1000));
      expect((await mySubscription(t, user.token)).current?.status).toBe('active');

      expect(await job.run(new Date(end + 1000))).toBeGreaterThanOrEqual(1);
      expect((await mySubscription(t, user.token)).current).toBeNull();
      const [expired] = (await payments(t, root, '?status=expired')).filter(
        (p) => p.id === body.subscriptionId,
      );
      expect(expired.status).toBe('expired');
      expect(await listedUser(t, root, user.user.id)).toMatchObject({
        plan_name: 'Free Trial',
        subscription_plan_id: null,
      });
      expect(await limitsOf(t, user.user.id)).toMatchObject({
        planId: null,
        planName: 'Free Trial',
        qrCodeLimit: 3,
      });
      expect(await countActive()).toBe(activeBefore - 1);
      expect(await job.run(new Date(end + 2000))).toBe(0);
      // Open-ended subscriptions (admin, free) never expire.
      expect((await payments(t, root, '?gateway=free&status=active')).length).toBeGreaterThan(0);
    });
  });

  it('documents every route with its answers', async () => {
    const doc = await t.http().get('/api/docs-json').expect(200);
    const paths = doc.body.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>;
    const expected: [string, string, string[]][] = [
      ['/api/subscriptions/me', 'get', ['200', '401']],
      ['/api/subscriptions/create-checkout-session', 'post', ['201', '400', '401', '502']],
      ['/api/subscriptions/paypal/capture', 'post', ['200', '400', '401', '404', '502']],
      ['/api/subscriptions/razorpay/verify', 'post', ['200', '400', '401', '404']],
      ['/api/subscriptions/payments', 'get', ['200', '400', '401', '403']],
      ['/api/subscriptions/{id}/approve', 'patch', ['200', '400', '401', '403', '404']],
      ['/api/subscriptions/{id}/reject', 'patch', ['200', '400', '401', '403', '404']],
      ['/api/subscriptions/webhooks/stripe', 'post', ['200', '400']],
      ['/api/subscriptions/webhooks/razorpay', 'post', ['200', '400']],
      ['/api/auth/users/{id}/assign-plan', 'put', ['200', '400', '401', '403', '404']],
    ];
    for (const [path, method, statuses] of expected) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {})).toEqual(expect.arrayContaining(statuses));
    }
    const schemas = doc.body.components.schemas as Record<string, { properties?: Record<string, unknown> }>;
    for (const name of [
      'CreateCheckoutSessionDto',
      'StripeCheckoutResponseDto',
      'PaypalCheckoutResponseDto',
      'RazorpayCheckoutResponseDto',
      'ManualCheckoutResponseDto',
      'FreeCheckoutResponseDto',
      'MySubscriptionResponseDto',
      'SubscriptionResponseDto',
      'PaymentResponseDto',
      'PaypalCaptureDto',
      'RazorpayVerifyDto',
      'WebhookAckResponseDto',
    ]) {
      expect(schemas).toHaveProperty(name);
    }
    expect(Object.keys(schemas.SettingsResponseDto.properties ?? {})).toEqual(
      expect.arrayContaining(['stripe_webhook_secret', 'razorpay_webhook_secret']),
    );
  });
});
