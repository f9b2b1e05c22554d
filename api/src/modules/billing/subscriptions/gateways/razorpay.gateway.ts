import { Inject, Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
}

export interface RazorpayOrderRequest {
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
  receipt: string;
  notes: Record<string, string>;
}

/** Where the SDK sends its calls, written into it. */
const SDK_HOST = 'https://api.razorpay.com';

/**
 * Razorpay through its official SDK, at RAZORPAY_API_BASE. The SDK has no option for its
 * host, so the client's base URL is set on its HTTP client after construction.
 */
@Injectable()
export class RazorpayGateway {
  private readonly base: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.base = config.gateways.razorpayApiBase;
  }

  async createOrder(
    creds: RazorpayCredentials,
    r: RazorpayOrderRequest,
  ): Promise<{ id: string; amount: number; currency: string }> {
    const order = await this.client(creds).orders.create({
      amount: r.amount,
      currency: r.currency,
      receipt: r.receipt,
      notes: r.notes,
    });
    return { id: order.id, amount: Number(order.amount), currency: order.currency };
  }

  private client(creds: RazorpayCredentials): Razorpay {
    const client = new Razorpay({ key_id: creds.keyId, key_secret: creds.keySecret });
    const http = (client.api as unknown as { rq?: { defaults?: { baseURL?: string; timeout?: number } } }).rq;
    // Should a new SDK keep its HTTP client elsewhere, refuse to pay rather than send a
    // test or sandbox setup's calls to the live API.
    if (http?.defaults?.baseURL !== SDK_HOST) {
      throw new Error(
        'The Razorpay SDK no longer exposes its HTTP client: RAZORPAY_API_BASE cannot be applied',
      );
    }
    http.defaults.baseURL = this.base;
    http.defaults.timeout = 20_000;
    return client;
  }
}

/** HMAC-SHA256 of `payload` with `secret`, hex: how Razorpay signs payments and webhooks. */
export function razorpaySignature(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(received: string | undefined, expected: string): boolean {
  if (!received) return false;
  const a = Buffer.from(received, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
