import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';

export interface PaypalCredentials {
  clientId: string;
  clientSecret: string;
}

export interface PaypalAmount {
  currency_code: string;
  value: string;
}

/** The parts of a PayPal Orders v2 order the api reads. */
export interface PaypalOrder {
  id: string;
  status: string;
  purchase_units?: {
    reference_id?: string;
    custom_id?: string;
    amount?: PaypalAmount;
    payments?: { captures?: { id: string; status: string; amount: PaypalAmount; custom_id?: string }[] };
  }[];
  links?: { href: string; rel: string; method?: string }[];
}

export interface PaypalOrderRequest {
  /** Our subscription id, carried as custom_id. */
  subscriptionId: number;
  description: string;
  amount: PaypalAmount;
  brandName: string;
  returnUrl: string;
  cancelUrl: string;
}

/** A PayPal answer other than 2xx: its HTTP status, error name and first issue. */
export class PaypalApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorName: string,
    readonly issue: string | undefined,
    message: string,
  ) {
    super(`PayPal answered ${status} ${errorName}${issue ? ` (${issue})` : ''}: ${message}`);
  }
}

const TIMEOUT_MS = 20_000;

/**
 * PayPal's Orders API v2 over HTTPS (PAYPAL_API_BASE), with an OAuth client-credentials
 * token kept until shortly before it expires.
 */
@Injectable()
export class PaypalGateway {
  private readonly base: string;
  private token?: { clientId: string; secret: string; value: string; expiresAt: number };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = config.gateways.paypalApiBase;
  }

  /** Creates an order to capture; answers it with the URL the buyer approves it at. */
  async createOrder(
    creds: PaypalCredentials,
    r: PaypalOrderRequest,
  ): Promise<{ id: string; approveUrl: string }> {
    const order = await this.call<PaypalOrder>(creds, 'POST', '/v2/checkout/orders', {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: `subscription-${r.subscriptionId}`,
          custom_id: String(r.subscriptionId),
          description: r.description.slice(0, 127),
          amount: r.amount,
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: r.brandName.slice(0, 127),
            user_action: 'PAY_NOW',
            shipping_preference: 'NO_SHIPPING',
            return_url: r.returnUrl,
            cancel_url: r.cancelUrl,
          },
        },
      },
    });
    const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
    if (!order.id || !approve) throw new Error('PayPal created an order without an approval link');
    return { id: order.id, approveUrl: approve.href };
  }

  /**
   * Captures an approved order. Capturing twice is answered with the order as captured the
   * first time (PayPal's ORDER_ALREADY_CAPTURED), so a retried capture is harmless.
   */
  async captureOrder(creds: PaypalCredentials, orderId: string): Promise<PaypalOrder> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    try {
      return await this.call<PaypalOrder>(creds, 'POST', `${path}/capture`, undefined, {
        'PayPal-Request-Id': `qrpanel-capture-${orderId}`,
      });
    } catch (error) {
      if (error instanceof PaypalApiError && error.issue === 'ORDER_ALREADY_CAPTURED')
        return this.call<PaypalOrder>(creds, 'GET', path);
      throw error;
    }
  }

  private async call<T>(
    creds: PaypalCredentials,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${await this.accessToken(creds)}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...headers,
      },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 401) this.token = undefined;
    return readAnswer<T>(response);
  }

  private async accessToken(creds: PaypalCredentials): Promise<string> {
    const t = this.token;
    if (t && t.clientId === creds.clientId && t.secret === creds.clientSecret && t.expiresAt > Date.now())
      return t.value;
    const basic = Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64');
    const response = await fetch(`${this.base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const answer = await readAnswer<{ access_token: string; expires_in: number }>(response);
    this.token = {
      clientId: creds.clientId,
      secret: creds.clientSecret,
      value: answer.access_token,
      // Renewed a minute early so a token never expires between check and use.
      expiresAt: Date.now() + Math.max(0, answer.expires_in - 60) * 1000,
    };
    return answer.access_token;
  }
}

interface PaypalErrorBody {
  name?: unknown;
  message?: unknown;
  error?: unknown;
  error_description?: unknown;
  details?: { issue?: string }[];
}

const text = (...values: unknown[]) => values.find((v): v is string => typeof v === 'string' && v !== '');

async function readAnswer<T>(response: Response): Promise<T> {
  const raw = await response.text();
  let body: PaypalErrorBody = {};
  try {
    body = raw ? (JSON.parse(raw) as PaypalErrorBody) : {};
  } catch {
    /* not JSON: reported below by status */
  }
  if (response.ok) return body as T;
  const name = text(body.name, body.error, response.statusText) ?? 'ERROR';
  const message = text(body.message, body.error_description, raw.slice(0, 200)) ?? 'no details';
  throw new PaypalApiError(response.status, name, body.details?.[0]?.issue, message);
}
