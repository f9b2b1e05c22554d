import { id, startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- gateway JSON, read and written freely by the fake
type Json = Record<string, any>;

/**
 * PayPal's OAuth token endpoint and Orders API v2, in PayPal's JSON shapes. The test plays
 * the buyer with approve(), and a buyer who pays a different amount with tamper().
 */
export interface FakePaypal extends FakeServer {
  clientId: string;
  clientSecret: string;
  orders: Map<string, Json>;
  approve: (orderId: string) => void;
  /** What PayPal will capture instead of the order's amount. */
  tamper: (orderId: string, amount: { currency_code: string; value: string }) => void;
  count: (method: string, pathPattern: RegExp) => number;
}

export async function startFakePaypal(
  clientId = `AZ${id(20)}`,
  clientSecret = `EL${id(30)}`,
): Promise<FakePaypal> {
  const orders = new Map<string, Json>();
  const captureAmounts = new Map<string, Json>();
  const tokens = new Set<string>();
  let base = '';

  const handle = (r: FakeRequest): FakeAnswer => {
    if (r.method === 'POST' && r.path === '/v1/oauth2/token') return issueToken(r);
    const token = /^Bearer (.+)$/.exec(r.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token))
      return {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      };
    if (r.method === 'POST' && r.path === '/v2/checkout/orders')
      return createOrder(JSON.parse(r.body) as Json);
    const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(r.path);
    if (r.method === 'POST' && capture) return captureOrder(decodeURIComponent(capture[1]));
    const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(r.path);
    if (r.method === 'GET' && read) {
      const order = orders.get(decodeURIComponent(read[1]));
      return order ? { status: 200, body: order } : notFound();
    }
    return notFound();
  };

  const issueToken = (r: FakeRequest): FakeAnswer => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (r.headers.authorization !== expected || r.body !== 'grant_type=client_credentials')
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
      };
    const token = `A21AA${id(60)}`;
    tokens.add(token);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payments',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-80W284485P519543T',
        expires_in: 32400,
        nonce: `${new Date().toISOString()}${id(20)}`,
      },
    };
  };

  const createOrder = (body: Json): FakeAnswer => {
    const orderId = id(17).toUpperCase();
    const order = {
      id: orderId,
      intent: body.intent,
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: body.purchase_units,
      request: body,
      links: [
        { href: `${base}/v2/checkout/orders/${orderId}`, rel: 'self', method: 'GET' },
        {
          href: `https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`,
          rel: 'payer-action',
          method: 'GET',
        },
      ],
    };
    orders.set(orderId, order);
    const { request: _request, purchase_units: _units, ...answer } = order;
    return { status: 200, body: answer };
  };

  const captureOrder = (orderId: string): FakeAnswer => {
    const order = orders.get(orderId);
    if (!order) return notFound();
    if (order.status === 'COMPLETED')
      return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    if (order.status !== 'APPROVED')
      return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    const unit = order.purchase_units[0];
    order.status = 'COMPLETED';
    order.purchase_units = [
      {
        reference_id: unit.reference_id,
        payments: {
          captures: [
            {
              id: id(17).toUpperCase(),
              status: 'COMPLETED',
              amount: captureAmounts.get(orderId) ?? unit.amount,
              final_capture: true,
              custom_id: unit.custom_id,
              create_time: new Date().toISOString(),
              update_time: new Date().toISOString(),
            },
          ],
        },
      },
    ];
    order.payer = {
      name: { given_name: 'John', surname: 'Doe' },
      email_address: 'buyer@example.com',
      payer_id: id(13),
    };
    const { request: _request, ...answer } = order;
    return { status: 201, body: answer };
  };

  const server = await startFakeServer(handle);
  base = server.url;
  return {
    ...server,
    clientId,
    clientSecret,
    orders,
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = 'APPROVED';
    },
    tamper: (orderId, amount) => captureAmounts.set(orderId, amount),
    count: (method, pattern) =>
      server.requests.filter((r) => r.method === method && pattern.test(r.path)).length,
  };
}

const notFound = (): FakeAnswer => ({
  status: 404,
  body: {
    name: 'RESOURCE_NOT_FOUND',
    details: [{ issue: 'INVALID_RESOURCE_ID', description: 'Specified resource ID does not exist.' }],
    message: 'The specified resource does not exist.',
  },
});

const unprocessable = (issue: string, description: string): FakeAnswer => ({
  status: 422,
  body: {
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue, description }],
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
  },
});
