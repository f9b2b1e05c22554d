import { createHmac } from 'node:crypto';
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

/**
 * Razorpay's Orders API in Razorpay's JSON shapes. The test plays Razorpay Checkout with
 * pay() (a payment id and its signature) and Razorpay's webhooks with webhook().
 */
export interface FakeRazorpay extends FakeServer {
  keyId: string;
  keySecret: string;
  orders: Map<string, Json>;
  /** The buyer pays the order: what Razorpay Checkout hands the page. */
  pay: (orderId: string) => {
    razorpay_order_id: string;
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  /** A webhook body for a captured payment of the order. */
  webhook: (
    event: 'payment.captured' | 'order.paid',
    orderId: string,
    paymentId: string,
    amount?: number,
  ) => Json;
}

export async function startFakeRazorpay(
  keyId = `rzp_test_${id(14)}`,
  keySecret = id(24),
): Promise<FakeRazorpay> {
  const orders = new Map<string, Json>();

  const handle = (r: FakeRequest): FakeAnswer => {
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    if (r.headers.authorization !== expected) return badRequest(401, 'Authentication failed');
    if (r.method === 'POST' && r.path === '/v1/orders') return createOrder(JSON.parse(r.body) as Json);
    const read = /^\/v1\/orders\/([^/?]+)$/.exec(r.path);
    if (r.method === 'GET' && read) {
      const order = orders.get(read[1]);
      return order ? { status: 200, body: order } : badRequest(400, 'The id provided does not exist');
    }
    return badRequest(400, 'The requested URL was not found on the server.');
  };

  const createOrder = (body: Json): FakeAnswer => {
    if (!Number.isInteger(body.amount) || body.amount < 100)
      return badRequest(400, 'Order amount less than minimum amount allowed');
    const order = {
      id: `order_${id(14)}`,
      entity: 'order',
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: body.currency,
      receipt: body.receipt ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: body.notes ?? [],
      created_at: nowSeconds(),
    };
    orders.set(order.id, order);
    return { status: 200, body: order };
  };

  const server = await startFakeServer(handle);
  return {
    ...server,
    keyId,
    keySecret,
    orders,
    pay: (orderId) => {
      const paymentId = `pay_${id(14)}`;
      return {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex'),
      };
    },
    webhook: (event, orderId, paymentId, amount) => {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      const payment = {
        id: paymentId,
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: order.currency,
        status: 'captured',
        order_id: orderId,
        method: 'card',
        captured: true,
        email: 'buyer@example.com',
        created_at: nowSeconds(),
      };
      return {
        entity: 'event',
        account_id: `acc_${id(14)}`,
        event,
        contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
        payload: {
          payment: { entity: payment },
          ...(event === 'order.paid'
            ? { order: { entity: { ...order, status: 'paid', amount_paid: order.amount } } }
            : {}),
        },
        created_at: nowSeconds(),
      };
    },
  };
}

function badRequest(status: number, description: string): FakeAnswer {
  return {
    status,
    body: {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    },
  };
}
