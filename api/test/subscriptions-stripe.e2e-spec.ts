import { DataSource } from 'typeorm';
import { CHECKOUT_FIELD_MESSAGES, MESSAGES, type MonthlyStat, type PlanDto } from '@qrpanel/contracts';
import { SubscriptionExpiryJob } from '../src/modules/billing/subscriptions/subscription-expiry.job';
import { SubscriptionsService } from '../src/modules/billing/subscriptions/subscriptions.service';
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
import { startFakeStripe, type FakeStripe } from './support/gateways/fake-stripe';
import { nowSeconds } from './support/gateways/fake-server';
import { bearer, registerUser, startTestApp, type TestApp } from './support/test-app';
import { personalWorkspaceId } from './support/workspaces';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnop';
const PUBLIC_URL = 'https://panel.example.com';
const DAY = 24 * 60 * 60;

describe('subscriptions through Stripe', () => {
  let stripe: FakeStripe;
  let t: TestApp;
  let root: string;
  let admin: string;
  let pro: PlanDto;
  let trial: PlanDto;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await startTestApp({ STRIPE_API_BASE: stripe.url, PUBLIC_URL });
    root = await rootToken(t);
    admin = await adminToken(t, root);
    pro = await createPlan(t, root, { name: 'Pro', price: 19.99, qr_code_limit: 50 });
    trial = await createPlan(t, root, {
      name: 'Trial Team',
      price: 99,
      billing_interval: 'year',
      trial_period_days: 14,
    });
    await saveSettings(t, root, { payment_stripe_enabled: true, stripe_secret_key: stripe.secretKey });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** Sends an event to the webhook as Stripe would, signed with `secret`. */
  const deliver = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    return t
      .http()
      .post('/api/subscriptions/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', stripe.sign(payload, secret))
      .send(payload);
  };

  /** A new user who has started a Stripe checkout for the plan. */
  const buyer = async (plan = pro) => {
    const user = await registerUser(t, 'Stripe Buyer');
    const res = await checkout(t, user.token, { planId: plan.id, gateway: 'stripe' }).expect(201);
    return {
      ...user,
      sessionId: res.body.sessionId as string,
      subscriptionId: res.body.subscriptionId as number,
    };
  };

  const completedEvent = (sessionId: string, tamper?: { amountTotal?: number }) => {
    const { session, subscription } = stripe.complete(sessionId, tamper);
    return { event: stripe.event('checkout.session.completed', session), subscription };
  };

  /** The subscription as the administrators' payments list shows it. */
  const listed = async (subscriptionId: number, token = root) => {
    const found = (await payments(t, token)).find((p) => p.id === subscriptionId);
    if (!found) throw new Error(`subscription ${subscriptionId} is not listed`);
    return found;
  };

  it('refuses webhooks while no signing secret is set', async () => {
    const res = await deliver(stripe.event('invoice.paid', {})).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: MESSAGES.webhookNotConfigured,
      error: 'Bad Request',
    });
    await saveSettings(t, root, { stripe_webhook_secret: WEBHOOK_SECRET });
  });

  it('starts a Checkout Session priced from the stored plan; the plan waits for the payment', async () => {
    const user = await registerUser(t, 'Stripe Buyer');
    const tampered = await checkout(t, user.token, { planId: pro.id, gateway: 'stripe', price: 0.01 }).expect(
      400,
    );
    expect(tampered.body.message).toEqual(['property price should not exist']);

    const res = await checkout(t, user.token, { planId: pro.id, gateway: 'stripe' }).expect(201);
    expect(res.body).toEqual({
      gateway: 'stripe',
      subscriptionId: expect.any(Number),
      status: 'pending',
      sessionId: expect.stringMatching(/^cs_test_/),
      url: `https://checkout.stripe.com/c/pay/${res.body.sessionId}`,
    });
    const { params } = stripe.sessions.get(res.body.sessionId)!;
    const metadata = {
      subscription_id: String(res.body.subscriptionId),
      user_id: String(user.user.id),
      workspace_id: String(await personalWorkspaceId(t, user.token)),
      plan_id: String(pro.id),
    };
    expect(params).toEqual({
      mode: 'subscription',
      client_reference_id: String(user.user.id),
      customer_email: user.user.email,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '1999',
            recurring: { interval: 'month' },
            product_data: { name: 'Pro' },
          },
        },
      ],
      subscription_data: { metadata },
      metadata,
      success_url: `${PUBLIC_URL}/payment-success?gateway=stripe&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/pricing`,
    });

    const mine = await mySubscription(t, user.token);
    expect(mine.current).toBeNull();
    expect(mine.pending).toMatchObject({
      id: res.body.subscriptionId,
      plan_id: pro.id,
      plan_name: 'Pro',
      gateway: 'stripe',
      status: 'pending',
      amount: 19.99,
      currency: 'USD',
      billing_interval: 'month',
      current_period_end: null,
    });
    expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');
    expect((await limitsOf(t, user.user.id)).planName).toBe('Free Trial');
  });

  describe('a full path: paid, renewed, cancelled', () => {
    let user: Awaited<ReturnType<typeof buyer>>;
    let completed: ReturnType<typeof completedEvent>;
    let periodEnd: number;

    beforeAll(async () => {
      user = await buyer();
      completed = completedEvent(user.sessionId);
      periodEnd = completed.subscription.items.data[0].current_period_end;
    });

    it('gives the plan on a signed checkout.session.completed', async () => {
      const before = await subscriberCount(t, root, pro.id);
      const res = await deliver(completed.event).expect(200);
      expect(res.body).toEqual({ received: true, processed: true });

      const mine = await mySubscription(t, user.token);
      expect(mine.pending).toBeNull();
      expect(mine.current).toMatchObject({
        id: user.subscriptionId,
        status: 'active',
        plan_name: 'Pro',
        current_period_end: new Date(periodEnd * 1000).toISOString(),
      });
      expect(await listedUser(t, root, user.user.id)).toMatchObject({
        plan_name: 'Pro',
        subscription_plan_id: pro.id,
      });
      expect(await limitsOf(t, user.user.id)).toMatchObject({
        planId: pro.id,
        planName: 'Pro',
        qrCodeLimit: 50,
      });
      expect(await subscriberCount(t, root, pro.id)).toBe(before + 1);
      const [listed] = (await payments(t, root, '?gateway=stripe&status=active')).filter(
        (p) => p.id === user.subscriptionId,
      );
      expect(listed).toMatchObject({
        user: { id: user.user.id, name: 'Stripe Buyer', email: user.user.email },
        gateway_session_id: user.sessionId,
        gateway_subscription_id: completed.subscription.id,
      });
    });

    it('applies a replayed event once: the replay changes nothing', async () => {
      const reads = stripe.count('GET', '/v1/subscriptions/');
      const res = await deliver(completed.event).expect(200);
      expect(res.body).toEqual({ received: true, processed: false });
      expect(stripe.count('GET', '/v1/subscriptions/')).toBe(reads);
    });

    it('renews on invoice.paid: the period end moves; an older invoice arriving late does not move it back', async () => {
      const newEnd = periodEnd + 30 * DAY;
      const invoice = stripe.renew(completed.subscription.id, newEnd);
      expect((await deliver(stripe.event('invoice.paid', invoice)).expect(200)).body.processed).toBe(true);
      const renewed = (await mySubscription(t, user.token)).current;
      expect(renewed).toMatchObject({
        status: 'active',
        current_period_end: new Date(newEnd * 1000).toISOString(),
      });

      const stale = {
        ...invoice,
        id: 'in_stale',
        lines: {
          ...invoice.lines,
          data: [{ ...invoice.lines.data[0], period: { start: 0, end: periodEnd } }],
        },
      };
      await deliver(stripe.event('invoice.paid', stale)).expect(200);
      expect((await mySubscription(t, user.token)).current?.current_period_end).toBe(
        new Date(newEnd * 1000).toISOString(),
      );
      const [listed] = (await payments(t, root)).filter((p) => p.id === user.subscriptionId);
      expect(listed.gateway_payment_id).toBe(invoice.id);
    });

    it('ends on customer.subscription.deleted: back on the Free Trial', async () => {
      const before = await subscriberCount(t, root, pro.id);
      await deliver(
        stripe.event('customer.subscription.deleted', stripe.cancel(completed.subscription.id)),
      ).expect(200);
      const mine = await mySubscription(t, user.token);
      expect(mine.current).toBeNull();
      expect(await listedUser(t, root, user.user.id)).toMatchObject({
        plan_name: 'Free Trial',
        subscription_plan_id: null,
      });
      expect((await limitsOf(t, user.user.id)).planName).toBe('Free Trial');
      expect(await subscriberCount(t, root, pro.id)).toBe(before - 1);
      const [listed] = (await payments(t, root, '?status=cancelled')).filter(
        (p) => p.id === user.subscriptionId,
      );
      expect(listed.status).toBe('cancelled');

      // A renewal that comes after the end does not bring it back.
      const late = stripe.renew(completed.subscription.id, nowSeconds() + 60 * DAY);
      await deliver(stripe.event('invoice.paid', late)).expect(200);
      expect((await mySubscription(t, user.token)).current).toBeNull();
    });
  });

  it('refuses a forged or missing signature and changes nothing', async () => {
    const user = await buyer();
    const { event } = completedEvent(user.sessionId);
    const forged = await deliver(event, 'whsec_not_the_real_secret_000000').expect(400);
    expect(forged.body).toEqual({
      statusCode: 400,
      message: MESSAGES.webhookSignatureInvalid,
      error: 'Bad Request',
    });

    const payload = JSON.stringify(event);
    const signature = stripe.sign(payload, WEBHOOK_SECRET);
    const altered = payload.replace(`"client_reference_id":"${user.user.id}"`, '"client_reference_id":"1"');
    for (const [body, header] of [
      [altered, signature],
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
    ] as const) {
      const req = t.http().post('/api/subscriptions/webhooks/stripe').set('Content-Type', 'application/json');
      if (header) req.set('Stripe-Signature', header);
      expect((await req.send(body).expect(400)).body.message).toBe(MESSAGES.webhookSignatureInvalid);
    }
    expect((await mySubscription(t, user.token)).pending?.status).toBe('pending');
    expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');

    // The genuine event, once it comes, is applied: the forgeries did not use it up.
    expect((await deliver(event).expect(200)).body.processed).toBe(true);
    expect((await mySubscription(t, user.token)).current?.status).toBe('active');
  });

  it('applies the same event once when it arrives ten times at once', async () => {
    const user = await buyer();
    const { event } = completedEvent(user.sessionId);
    const reads = stripe.count('GET', '/v1/subscriptions/');
    const before = await subscriberCount(t, root, pro.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.processed).length).toBe(1);
    expect(stripe.count('GET', '/v1/subscriptions/')).toBe(reads + 1);
    expect(await subscriberCount(t, root, pro.id)).toBe(before + 1);
    const rows = await t.app
      .get(DataSource)
      .query('SELECT COUNT(*) AS n FROM payment_events WHERE event_id = ?', [event.id]);
    expect(Number(rows[0].n)).toBe(1);
  });

  it('ends in the same state whatever the order: a deletion before the completion leaves it cancelled', async () => {
    const user = await buyer();
    const { event, subscription } = completedEvent(user.sessionId);
    await deliver(stripe.event('customer.subscription.deleted', stripe.cancel(subscription.id))).expect(200);
    await deliver(event).expect(200);
    const mine = await mySubscription(t, user.token);
    expect(mine.current).toBeNull();
    expect(mine.pending).toBeNull();
    expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');
  });

  it('starts a trial for a plan with trial days; trialing counts as a subscriber', async () => {
    const user = await buyer(trial);
    expect(stripe.sessions.get(user.sessionId)!.params.subscription_data.trial_period_days).toBe('14');
    const { event, subscription } = completedEvent(user.sessionId);
    expect(event.data.object).toMatchObject({ payment_status: 'no_payment_required', amount_total: 0 });
    await deliver(event).expect(200);
    expect((await mySubscription(t, user.token)).current).toMatchObject({
      status: 'trialing',
      plan_name: 'Trial Team',
      current_period_end: new Date(subscription.trial_end * 1000).toISOString(),
    });
    expect(await subscriberCount(t, root, trial.id)).toBe(1);
    expect((await limitsOf(t, user.user.id)).planName).toBe('Trial Team');

    // The first paid invoice after the trial: active.
    const invoice = stripe.renew(subscription.id, subscription.trial_end + 365 * DAY);
    await deliver(stripe.event('invoice.paid', invoice)).expect(200);
    expect((await mySubscription(t, user.token)).current?.status).toBe('active');
  });

  describe('events that disagree with the plan: recorded, not applied', () => {
    it('refuses a checkout whose amount does not match the plan', async () => {
      const user = await buyer();
      const { event } = completedEvent(user.sessionId, { amountTotal: 1 });
      expect((await deliver(event).expect(200)).body).toEqual({ received: true, processed: true });
      const mine = await mySubscription(t, user.token);
      expect(mine.current).toBeNull();
      expect(mine.pending?.status).toBe('pending');
      expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');
      expect((await listed(user.subscriptionId)).refused_events).toEqual([
        {
          event_id: event.id,
          type: 'checkout.session.completed',
          reason: `Checkout session ${user.sessionId} charged 0.01 USD; the plan costs 19.99 USD`,
          received_at: expect.any(String),
        },
      ]);
    });

    it('refuses a completed checkout that charged nothing for a plan without a trial', async () => {
      const user = await buyer();
      const { event } = completedEvent(user.sessionId, { amountTotal: 0 });
      event.data.object.payment_status = 'no_payment_required';
      await deliver(event).expect(200);

      const mine = await mySubscription(t, user.token);
      expect(mine.current).toBeNull();
      expect(mine.pending).toMatchObject({ id: user.subscriptionId, status: 'pending' });
      expect((await limitsOf(t, user.user.id)).planName).toBe('Free Trial');
      const row = await listed(user.subscriptionId, admin);
      expect(row).toMatchObject({ status: 'pending', current_period_end: null });
      expect(row.refused_events).toEqual([
        {
          event_id: event.id,
          type: 'checkout.session.completed',
          reason: `Checkout session ${user.sessionId} charged nothing, but the plan Pro has no trial`,
          received_at: expect.any(String),
        },
      ]);
      expect(Date.now() - Date.parse(row.refused_events[0].received_at)).toBeLessThan(60_000);

      // Refused is final for that event: Stripe's retry changes nothing and records nothing more.
      expect((await deliver(event).expect(200)).body.processed).toBe(false);
      expect((await listed(user.subscriptionId)).refused_events).toHaveLength(1);
    });

    it('refuses an invoice.paid of 1 cent for five years, or of the full price for five years: the period stays', async () => {
      const user = await buyer();
      const { event, subscription } = completedEvent(user.sessionId);
      await deliver(event).expect(200);
      const paidThrough = (await mySubscription(t, user.token)).current?.current_period_end;
      expect(paidThrough).toEqual(expect.any(String));

      const fiveYears = nowSeconds() + 5 * 365 * DAY;
      const cent = stripe.renew(subscription.id, fiveYears);
      Object.assign(cent, { amount_due: 1, amount_paid: 1 });
      await deliver(stripe.event('invoice.paid', cent)).expect(200);
      const fullPrice = stripe.renew(subscription.id, fiveYears + DAY);
      await deliver(stripe.event('invoice.paid', fullPrice)).expect(200);
      const euros = stripe.renew(subscription.id, fiveYears + 2 * DAY);
      Object.assign(euros, { currency: 'eur' });
      await deliver(stripe.event('invoice.paid', euros)).expect(200);
      // Nothing paid reads as a trial only before the first payment.
      const nothing = stripe.renew(subscription.id, nowSeconds() + 20 * DAY);
      Object.assign(nothing, { amount_due: 0, amount_paid: 0 });
      await deliver(stripe.event('invoice.paid', nothing)).expect(200);

      expect((await mySubscription(t, user.token)).current).toMatchObject({
        status: 'active',
        current_period_end: paidThrough,
      });
      const row = await listed(user.subscriptionId);
      expect(row).toMatchObject({ status: 'active', current_period_end: paidThrough });
      expect(row.gateway_payment_id).not.toBe(cent.id);
      expect(row.refused_events.map((e) => [e.type, e.reason])).toEqual([
        ['invoice.paid', `Invoice ${nothing.id} paid 0.00 USD; the plan costs 19.99 USD`],
        ['invoice.paid', `Invoice ${euros.id} is in EUR; the plan is in USD`],
        [
          'invoice.paid',
          expect.stringMatching(
            new RegExp(
              `^Invoice ${fullPrice.id} runs until \\d{4}-\\d\\d-\\d\\d; the plan gives one month, until \\d{4}-\\d\\d-\\d\\d at the latest$`,
            ),
          ),
        ],
        ['invoice.paid', `Invoice ${cent.id} paid 0.01 USD; the plan costs 19.99 USD`],
      ]);

      // The next genuine renewal still applies.
      const next = Date.parse(paidThrough as string) / 1000 + 30 * DAY;
      await deliver(stripe.event('invoice.paid', stripe.renew(subscription.id, next))).expect(200);
      expect((await mySubscription(t, user.token)).current?.current_period_end).toBe(
        new Date(next * 1000).toISOString(),
      );
    });

    it('refuses a free invoice that would stretch a trial past its days', async () => {
      const user = await buyer(trial);
      const { event, subscription } = completedEvent(user.sessionId);
      await deliver(event).expect(200);
      const invoice = stripe.renew(subscription.id, subscription.trial_end + 5 * 365 * DAY);
      Object.assign(invoice, { amount_due: 0, amount_paid: 0 });
      await deliver(stripe.event('invoice.paid', invoice)).expect(200);
      expect((await mySubscription(t, user.token)).current).toMatchObject({
        status: 'trialing',
        current_period_end: new Date(subscription.trial_end * 1000).toISOString(),
      });
      expect((await listed(user.subscriptionId)).refused_events[0].reason).toMatch(
        new RegExp(`^Invoice ${invoice.id} runs until .*; the plan gives a 14-day trial, until `),
      );

      // Once paid for, nothing paid is no longer a trial.
      const paid = stripe.renew(subscription.id, subscription.trial_end + 365 * DAY);
      await deliver(stripe.event('invoice.paid', paid)).expect(200);
      expect((await mySubscription(t, user.token)).current?.status).toBe('active');
      const nothing = stripe.renew(subscription.id, nowSeconds() + 7 * DAY);
      Object.assign(nothing, { amount_due: 0, amount_paid: 0 });
      await deliver(stripe.event('invoice.paid', nothing)).expect(200);
      expect((await listed(user.subscriptionId)).refused_events[0].reason).toBe(
        `Invoice ${nothing.id} paid 0.00 USD; the plan costs 99.00 USD`,
      );
    });

    it('refuses a Stripe subscription update that bills less than the plan; an ending still applies', async () => {
      const user = await buyer();
      const { subscription } = completedEvent(user.sessionId);
      const cheap = structuredClone(subscription);
      cheap.items.data[0].price.unit_amount = 1;
      await deliver(stripe.event('customer.subscription.updated', cheap)).expect(200);
      expect((await mySubscription(t, user.token)).current).toBeNull();
      expect((await listed(user.subscriptionId)).refused_events[0].reason).toBe(
        `Subscription ${subscription.id} bills 0.01 USD; the plan costs 19.99 USD`,
      );

      cheap.status = 'canceled';
      await deliver(stripe.event('customer.subscription.deleted', cheap)).expect(200);
      expect((await listed(user.subscriptionId)).status).toBe('cancelled');
    });

    it('lists only the subscriptions with refused events on ?refused=true, for administrators only', async () => {
      const owner = await buyer();
      const { event } = completedEvent(owner.sessionId, { amountTotal: 5 });
      await deliver(event).expect(200);
      const clean = await buyer();
      await deliver(completedEvent(clean.sessionId).event).expect(200);

      for (const token of [root, admin]) {
        const refused = await payments(t, token, '?refused=true');
        expect(refused.map((p) => p.id)).toContain(owner.subscriptionId);
        expect(refused.map((p) => p.id)).not.toContain(clean.subscriptionId);
        expect(refused.every((p) => p.refused_events.length > 0)).toBe(true);
        const all = await payments(t, token, '?refused=false&gateway=stripe');
        expect(all.map((p) => p.id)).toEqual(
          expect.arrayContaining([owner.subscriptionId, clean.subscriptionId]),
        );
        expect(all.find((p) => p.id === clean.subscriptionId)?.refused_events).toEqual([]);
      }
      const other = await registerUser(t);
      for (const token of [owner.token, other.token]) {
        const res = await t
          .http()
          .get('/api/subscriptions/payments?refused=true')
          .set(bearer(token))
          .expect(403);
        expect(res.body).toEqual({ statusCode: 403, message: MESSAGES.forbidden, error: 'Forbidden' });
      }
      await t.http().get('/api/subscriptions/payments?refused=true').expect(401);
      const bad = await t
        .http()
        .get('/api/subscriptions/payments?refused=maybe')
        .set(bearer(admin))
        .expect(400);
      expect(bad.body.fields).toEqual({ refused: [CHECKOUT_FIELD_MESSAGES.refusedInvalid] });
      // The owner sees their own subscription without the administrators' detail.
      expect((await mySubscription(t, owner.token)).pending).not.toHaveProperty('refused_events');
    });
  });

  it('stops Stripe billing when an administrator gives the subscriber another plan', async () => {
    const user = await buyer();
    const { event, subscription } = completedEvent(user.sessionId);
    await deliver(event).expect(200);
    await t
      .http()
      .put(`/api/auth/users/${user.user.id}/assign-plan`)
      .set(bearer(root))
      .send({ planId: trial.id })
      .expect(200);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
    const mine = await mySubscription(t, user.token);
    expect(mine.current).toMatchObject({
      gateway: 'admin',
      status: 'active',
      plan_name: 'Trial Team',
      current_period_end: null,
    });
    const [old] = (await payments(t, root)).filter((p) => p.id === user.subscriptionId);
    expect(old.status).toBe('cancelled');
  });

  it('stops Stripe billing when an administrator deletes the subscriber', async () => {
    const user = await buyer();
    const { event, subscription } = completedEvent(user.sessionId);
    await deliver(event).expect(200);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('active');
    await t.http().delete(`/api/auth/users/${user.user.id}`).set(bearer(root)).expect(204);
    expect(stripe.subscriptions.get(subscription.id)?.status).toBe('canceled');
  });

  it('expires a subscription whose renewal never came, after a grace period', async () => {
    const user = await buyer();
    const { event, subscription } = completedEvent(user.sessionId);
    await deliver(event).expect(200);
    const end = subscription.items.data[0].current_period_end * 1000;
    const job = t.app.get(SubscriptionExpiryJob);
    await job.run(new Date(end + 60 * 60 * 1000));
    expect((await mySubscription(t, user.token)).current?.status).toBe('active');
    expect(await job.run(new Date(end + 3 * DAY * 1000))).toBeGreaterThanOrEqual(1);
    expect((await mySubscription(t, user.token)).current).toBeNull();
    expect((await listedUser(t, root, user.user.id)).plan_name).toBe('Free Trial');
    expect(await t.app.get(SubscriptionsService).countActive()).toBe(
      (await payments(t, root)).filter((p) => p.status === 'active' || p.status === 'trialing').length,
    );
  });

  it('counts revenue in the month each invoice was paid: the first period and a renewal, once each', async () => {
    const francs = async () =>
      (
        (await t.http().get('/api/admin/stats/monthly').set(bearer(admin)).expect(200)).body as MonthlyStat[]
      ).map((m) => m.revenue.find((r) => r.currency === 'CHF')?.amount ?? 0);
    const plan = await createPlan(t, root, { name: 'Franc', price: 12.5, currency: 'CHF' });
    const user = await buyer(plan);
    const { event, subscription } = completedEvent(user.sessionId);
    await deliver(event).expect(200);
    const end = subscription.items.data[0].current_period_end;
    const now = new Date();
    const lastMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15) / 1000;
    const first = {
      ...stripe.renew(subscription.id, end),
      billing_reason: 'subscription_create',
      status_transitions: { paid_at: lastMonth },
    };
    await deliver(stripe.event('invoice.paid', first)).expect(200);
    const renewal = stripe.renew(subscription.id, end + 30 * DAY);
    await deliver(stripe.event('invoice.paid', renewal)).expect(200);
    // The same invoice in another event is the same payment.
    await deliver(stripe.event('invoice.paid', renewal)).expect(200);
    const expected = [...Array<number>(10).fill(0), 12.5, 12.5];
    expect(await francs()).toEqual(expected);
    // What was paid stays paid when the subscriber is deleted.
    await t.http().delete(`/api/auth/users/${user.user.id}`).set(bearer(root)).expect(204);
    expect(await francs()).toEqual(expected);
  });

  it('answers 502 and keeps nothing when Stripe refuses the checkout', async () => {
    await saveSettings(t, root, { stripe_secret_key: 'sk_test_wrong_key_000000000000' });
    const user = await registerUser(t);
    const res = await checkout(t, user.token, { planId: pro.id, gateway: 'stripe' }).expect(502);
    expect(res.body).toEqual({ statusCode: 502, message: MESSAGES.gatewayUnavailable, error: 'Bad Gateway' });
    expect(await mySubscription(t, user.token)).toEqual({ current: null, pending: null });
    await saveSettings(t, root, { stripe_secret_key: stripe.secretKey });
  });
});
