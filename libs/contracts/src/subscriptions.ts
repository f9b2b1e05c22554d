/** Subscriptions and checkout (docs/product.md, Pricing and checkout; Payments). */
import type { BillingInterval } from './plans';
import type { PaymentGateway } from './settings';

/**
 * How a subscription came about: paid through a gateway, assigned by an administrator
 * ('admin'), or a plan priced 0 chosen without any payment ('free').
 */
export const SUBSCRIPTION_GATEWAYS = ['stripe', 'paypal', 'razorpay', 'manual', 'admin', 'free'] as const;
export type SubscriptionGateway = (typeof SUBSCRIPTION_GATEWAYS)[number];

export const SUBSCRIPTION_STATUSES = ['pending', 'trialing', 'active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The statuses that give a user their plan, and that Active Subscriptions counts. */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
] as const satisfies readonly SubscriptionStatus[];

/** A subscription as its owner sees it. */
export interface SubscriptionDto {
  id: number;
  /** The workspace it pays for; null once that workspace is deleted. */
  workspace_id: number | null;
  /** null once the plan row itself is gone (plans are archived, not deleted, by the api). */
  plan_id: number | null;
  /** The plan's name when the subscription was made. */
  plan_name: string;
  gateway: SubscriptionGateway;
  status: SubscriptionStatus;
  /** What was (or is to be) paid for one period: the plan's price then; 0 for admin and free. */
  amount: number;
  currency: string;
  billing_interval: BillingInterval;
  /** When the period paid for ends (ISO 8601); null: no end (admin-assigned or free plans, or not yet paid). */
  current_period_end: string | null;
  created_at: string;
  updated_at: string;
}

export const PAYMENT_DECISIONS = ['approved', 'rejected'] as const;
/** What an administrator made of a manual payment. */
export type PaymentDecision = (typeof PAYMENT_DECISIONS)[number];

/** GET /subscriptions/me: the subscription in force, and the newest one awaiting payment. */
export interface MySubscriptionDto {
  /** Trialing or active; null on the Free Trial. */
  current: SubscriptionDto | null;
  /** The newest pending one (a checkout not yet confirmed), if any. */
  pending: SubscriptionDto | null;
}

/** A subscription as administrators see it (GET /subscriptions/payments). */
export interface PaymentDto extends SubscriptionDto {
  /** Who pays; null once the account is deleted. */
  user: { id: number; name: string; email: string } | null;
  /** The workspace it pays for; null once it is deleted. */
  workspace: { id: number; name: string } | null;
  /** A manual payment's approval or rejection by an administrator; null while undecided. */
  decision: PaymentDecision | null;
  /** Who decided; null while undecided or once their account is deleted. */
  decided_by: { id: number; name: string } | null;
  /** When it was decided (ISO 8601). */
  decided_at: string | null;
  /** Stripe Checkout Session id. */
  gateway_session_id: string | null;
  /** PayPal or Razorpay order id. */
  gateway_order_id: string | null;
  /** Stripe subscription id. */
  gateway_subscription_id: string | null;
  /** PayPal capture id, Razorpay payment id or Stripe invoice id of the last payment. */
  gateway_payment_id: string | null;
  /**
   * Genuine gateway events that disagreed with the plan (amount, currency or period) and were
   * not applied, newest first: they need an administrator's look.
   */
  refused_events: RefusedPaymentEventDto[];
}

/** A gateway event recorded but not applied, and why. */
export interface RefusedPaymentEventDto {
  /** The gateway's event id (evt_… for Stripe). */
  event_id: string;
  /** The gateway's event type, e.g. invoice.paid. */
  type: string;
  reason: string;
  received_at: string;
}

/** POST /subscriptions/create-checkout-session. The price always comes from the stored plan. */
export interface CheckoutInput {
  planId: number;
  gateway: PaymentGateway;
}

interface CheckoutAnswer {
  /** The subscription this checkout creates (pending until the payment is confirmed). */
  subscriptionId: number;
  status: SubscriptionStatus;
}

/** Stripe: send the browser to `url` (Stripe Checkout). */
export interface StripeCheckoutResponse extends CheckoutAnswer {
  gateway: 'stripe';
  sessionId: string;
  url: string;
}

/** PayPal: send the browser to `url` for approval; PayPal returns it to /payment-success?gateway=paypal&token={orderId}. */
export interface PaypalCheckoutResponse extends CheckoutAnswer {
  gateway: 'paypal';
  orderId: string;
  url: string;
}

/** Razorpay: open Razorpay Checkout with these (amount in the currency's smallest unit). */
export interface RazorpayCheckoutResponse extends CheckoutAnswer {
  gateway: 'razorpay';
  key: string;
  order: { id: string; amount: number; currency: string };
  planName: string;
  user: { name: string; email: string };
}

/** Manual: show the instructions; an administrator approves the payment later. */
export interface ManualCheckoutResponse extends CheckoutAnswer {
  gateway: 'manual';
  message: string;
  instructions: string;
}

/** A plan priced 0: active at once, no gateway involved. */
export interface FreeCheckoutResponse extends CheckoutAnswer {
  gateway: 'free';
  message: string;
}

export type CheckoutSessionResponse =
  | StripeCheckoutResponse
  | PaypalCheckoutResponse
  | RazorpayCheckoutResponse
  | ManualCheckoutResponse
  | FreeCheckoutResponse;

/** POST /subscriptions/paypal/capture, after PayPal sends the buyer back (`token` is the order id). */
export interface PaypalCaptureInput {
  orderId: string;
}

/** POST /subscriptions/razorpay/verify: what Razorpay Checkout's handler receives. */
export interface RazorpayVerifyInput {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** GET /subscriptions/payments query. */
export interface PaymentsQuery {
  status?: SubscriptionStatus;
  gateway?: SubscriptionGateway;
  /** Only the subscriptions with a refused gateway event. */
  refused?: boolean;
  /** Only the manual payments an administrator approved or rejected. */
  decided?: boolean;
  limit?: number;
}

/** The answer of the webhook endpoints. */
export interface WebhookAck {
  received: true;
  /** false when the event had been processed before (it is not applied twice). */
  processed: boolean;
}

/**
 * Razorpay Checkout's browser script, loaded by the pricing page when Razorpay is chosen;
 * the api's Content-Security-Policy allows it and the frames it opens.
 */
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_CSP = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
} as const;
