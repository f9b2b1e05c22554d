import Stripe from 'stripe';
import {
  id,
  nowSeconds,
  startFakeServer,
  type FakeAnswer,
  type FakeRequest,
  type FakeServer,
} from './fake-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- gateway JSON, read and written freely by the fake
type Json = Record<string, any>;

const DAY = 24 * 60 * 60;

/**
 * Stripe's API as far as the api uses it, in Stripe's JSON shapes: Checkout Sessions,
 * subscriptions (retrieve, cancel). The test plays the buyer and Stripe's scheduler with
 * complete(), renew() and cancel(), and builds signed webhook events with event().
 */
export interface FakeStripe extends FakeServer {
  secretKey: string;
  sessions: Map<string, { session: Json; params: Json }>;
  subscriptions: Map<string, Json>;
  /** The buyer pays (or starts the trial): the session completes and a subscription exists. */
  complete: (sessionId: string, tamper?: { amountTotal?: number }) => { session: Json; subscription: Json };
  /** Stripe charges the next period: the subscription's period moves and a paid invoice results. */
  renew: (subscriptionId: string, periodEnd: number) => Json;
  /** The subscription ends (as when cancelled from Stripe's dashboard). */
  cancel: (subscriptionId: string) => Json;
  event: (type: string, object: Json) => Json;
  /** The Stripe-Signature header for a payload, as Stripe computes it. */
  sign: (payload: string, secret: string) => string;
  count: (method: string, pathPrefix: string) => number;
}

export interface FakeStripeOptions {
  /** Where a session's `url` sends the buyer (Stripe's hosted page unless told otherwise). */
  checkoutUrl?: (sessionId: string) => string;
}

export async function startFakeStripe(
  secretKey = `sk_test_${id(24)}`,
  options: FakeStripeOptions = {},
): Promise<FakeStripe> {
  const checkoutUrl =
    options.checkoutUrl ?? ((sessionId: string) => `https://checkout.stripe.com/c/pay/${sessionId}`);
  const sessions = new Map<string, { session: Json; params: Json }>();
  const subscriptions = new Map<string, Json>();

  const handle = (r: FakeRequest): FakeAnswer => {
    if (r.headers.authorization !== `Bearer ${secretKey}`)
      return error(
        401,
        'invalid_request_error',
        `Invalid API Key provided: ${r.headers.authorization ?? ''}`,
      );
    const path = r.path.split('?')[0];
    if (r.method === 'POST' && path === '/v1/checkout/sessions') return ok(createSession(parseForm(r.body)));
    const sub = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (sub) {
      const found = subscriptions.get(decodeURIComponent(sub[1]));
      if (!found)
        return error(404, 'invalid_request_error', `No such subscription: '${sub[1]}'`, 'resource_missing');
      if (r.method === 'GET') return ok(found);
      if (r.method === 'DELETE') return ok(endSubscription(found));
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${r.method}: ${path}).`);
  };

  const createSession = (params: Json): Json => {
    const sessionId = `cs_test_${id(40)}`;
    const line = params.line_items[0];
    const total = Number(line.price_data.unit_amount) * Number(line.quantity);
    const trial = Number(params.subscription_data?.trial_period_days ?? 0) > 0;
    const session = {
      id: sessionId,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      url: checkoutUrl(sessionId),
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      client_reference_id: params.client_reference_id ?? null,
      customer: null,
      customer_email: params.customer_email ?? null,
      currency: line.price_data.currency,
      amount_subtotal: total,
      amount_total: trial ? 0 : total,
      metadata: params.metadata ?? {},
      subscription: null,
      invoice: null,
      created: nowSeconds(),
      expires_at: nowSeconds() + DAY,
      livemode: false,
    };
    sessions.set(sessionId, { session, params });
    return session;
  };

  const complete = (sessionId: string, tamper: { amountTotal?: number } = {}) => {
    const entry = sessions.get(sessionId);
    if (!entry) throw new Error(`no session ${sessionId}`);
    const { session, params } = entry;
    const line = params.line_items[0];
    const trialDays = Number(params.subscription_data?.trial_period_days ?? 0);
    const start = nowSeconds();
    const end =
      start +
      (trialDays > 0 ? trialDays * DAY : (line.price_data.recurring.interval === 'year' ? 365 : 30) * DAY);
    const subscription = {
      id: `sub_${id(24)}`,
      object: 'subscription',
      status: trialDays > 0 ? 'trialing' : 'active',
      customer: `cus_${id(14)}`,
      currency: line.price_data.currency,
      metadata: params.subscription_data?.metadata ?? {},
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      trial_end: trialDays > 0 ? end : null,
      created: start,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id(14)}`,
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: end,
            quantity: 1,
            price: {
              id: `price_${id(24)}`,
              object: 'price',
              currency: line.price_data.currency,
              unit_amount: Number(line.price_data.unit_amount),
              recurring: { interval: line.price_data.recurring.interval, interval_count: 1 },
            },
          },
        ],
        has_more: false,
      },
      livemode: false,
    };
    subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
      customer: subscription.customer,
      subscription: subscription.id,
      invoice: `in_${id(24)}`,
      ...(tamper.amountTotal !== undefined ? { amount_total: tamper.amountTotal } : {}),
    });
    return { session: structuredClone(session), subscription: structuredClone(subscription) };
  };

  const renew = (subscriptionId: string, periodEnd: number): Json => {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    const item = subscription.items.data[0];
    const start = item.current_period_end;
    item.current_period_start = start;
    item.current_period_end = periodEnd;
    subscription.status = 'active';
    const amount = item.price.unit_amount;
    return {
      id: `in_${id(24)}`,
      object: 'invoice',
      status: 'paid',
      billing_reason: 'subscription_cycle',
      currency: subscription.currency,
      customer: subscription.customer,
      amount_due: amount,
      amount_paid: amount,
      amount_remaining: 0,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: subscription.metadata },
      },
      lines: {
        object: 'list',
        data: [
          {
            id: `il_${id(24)}`,
            object: 'line_item',
            amount,
            currency: subscription.currency,
            period: { start, end: periodEnd },
          },
        ],
        has_more: false,
      },
      period_start: start,
      period_end: start,
      created: nowSeconds(),
      livemode: false,
    };
  };

  const endSubscription = (subscription: Json): Json => {
    Object.assign(subscription, { status: 'canceled', canceled_at: nowSeconds(), ended_at: nowSeconds() });
    return structuredClone(subscription);
  };

  const server = await startFakeServer(handle);
  return {
    ...server,
    secretKey,
    sessions,
    subscriptions,
    complete,
    renew,
    cancel: (subscriptionId) => endSubscription(subscriptions.get(subscriptionId) as Json),
    event: (type, object) => ({
      id: `evt_${id(24)}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    }),
    sign: (payload, secret) => Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    count: (method, prefix) =>
      server.requests.filter((r) => r.method === method && r.path.startsWith(prefix)).length,
  };
}

const ok = (body: unknown): FakeAnswer => ({ status: 200, body });

function error(status: number, type: string, message: string, code?: string): FakeAnswer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

/** Stripe's form encoding (a[b][0][c]=x) back into objects and arrays. */
function parseForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
    });
  }
  return out;
}
