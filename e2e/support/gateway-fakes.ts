import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { startFakeRazorpay } from '../../api/test/support/gateways/fake-razorpay';
import { startFakeStripe, type FakeStripe } from '../../api/test/support/gateways/fake-stripe';

/**
 * Local stand-ins for the payment gateways, started before the api so that it is pointed at
 * them (STRIPE_API_BASE, RAZORPAY_API_BASE): the fakes of the api's own tests, plus a page
 * playing Stripe Checkout. The journeys read the credentials to put into the settings from
 * the E2E_* variables set here.
 */
export interface GatewayFakes {
  /** What the api is started with. */
  apiEnv: Record<string, string>;
  /** What the journeys read. */
  testEnv: Record<string, string>;
  close: () => Promise<void>;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Stripe Checkout as the buyer meets it: the plan and amount, Pay and Cancel. Pay completes
 * the session in the fake Stripe, sends Stripe's signed `checkout.session.completed` webhook
 * to the api, then returns the browser to the session's success_url, as Stripe does.
 */
function checkoutPage(stripe: () => FakeStripe, webhookSecret: string, apiBaseUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const match = /^\/stripe\/pay\/([^/?]+)/.exec(req.url ?? '');
    const entry = match ? stripe().sessions.get(match[1]) : undefined;
    if (!match || !entry) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such checkout session');
      return;
    }
    const sessionId = match[1];
    const { session, params } = entry;
    if (req.method === 'POST') {
      req.resume();
      const { session: paid } = stripe().complete(sessionId);
      const payload = JSON.stringify(stripe().event('checkout.session.completed', paid));
      const answer = await fetch(`${apiBaseUrl}/api/subscriptions/webhooks/stripe`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Stripe-Signature': stripe().sign(payload, webhookSecret),
        },
        body: payload,
      });
      if (!answer.ok) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The webhook answered ${answer.status}`);
        return;
      }
      const back = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
      res.writeHead(303, { Location: back }).end();
      return;
    }
    const line = params.line_items[0].price_data as {
      currency: string;
      unit_amount: string;
      product_data: { name: string };
    };
    const amount = `${(Number(line.unit_amount) / 100).toFixed(2)} ${line.currency.toUpperCase()}`;
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test)</title></head>
<body><main>
<h1>Stripe Checkout (test)</h1>
<p>Subscribe to <strong>${escape(line.product_data.name)}</strong></p>
<p>${escape(amount)} per ${escape(String(params.line_items[0].price_data.recurring.interval))}</p>
<form method="post"><button type="submit">Pay</button></form>
<p><a href="${escape(String(session.cancel_url))}">Cancel</a></p>
</main></body></html>`);
  };
}

export async function startGatewayFakes(apiBaseUrl: string): Promise<GatewayFakes> {
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  // The page needs the fake Stripe, which needs the page's address: started in that order.
  const started: { stripe?: FakeStripe } = {};
  const handle = checkoutPage(() => started.stripe as FakeStripe, webhookSecret, apiBaseUrl);
  const pages = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pagesUrl = `http://127.0.0.1:${(pages.address() as { port: number }).port}`;
  const stripe = await startFakeStripe(undefined, { checkoutUrl: (id) => `${pagesUrl}/stripe/pay/${id}` });
  started.stripe = stripe;
  const razorpay = await startFakeRazorpay();

  return {
    apiEnv: { STRIPE_API_BASE: stripe.url, RAZORPAY_API_BASE: razorpay.url },
    testEnv: {
      E2E_STRIPE_SECRET_KEY: stripe.secretKey,
      E2E_STRIPE_WEBHOOK_SECRET: webhookSecret,
      E2E_STRIPE_CHECKOUT_PAGES: pagesUrl,
      E2E_RAZORPAY_KEY_ID: razorpay.keyId,
      E2E_RAZORPAY_KEY_SECRET: razorpay.keySecret,
    },
    close: async () => {
      pages.closeAllConnections();
      await new Promise<void>((resolve) => pages.close(() => resolve()));
      await stripe.close();
      await razorpay.close();
    },
  };
}
