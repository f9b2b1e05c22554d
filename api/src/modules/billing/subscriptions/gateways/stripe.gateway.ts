import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config';
import type { Plan } from '../../plans/plan.entity';
import type { User } from '../../../identity';
import { toMinorUnits } from '../money';
import type { Subscription } from '../subscription.entity';

/** Stripe refuses longer trials. */
const STRIPE_MAX_TRIAL_DAYS = 730;

export interface StripeCheckoutRequest {
  subscription: Subscription;
  plan: Plan;
  user: User;
  successUrl: string;
  cancelUrl: string;
}

/** The metadata every Stripe object of ours carries, so an event finds its subscription. */
export interface StripeMetadata {
  subscription_id: string;
  user_id: string;
  /** The workspace it pays for. */
  workspace_id: string;
  plan_id: string;
}

/**
 * Stripe through its official SDK, at STRIPE_API_BASE (https://api.stripe.com unless tests
 * point it at a local fake). The secret key comes from settings and may change at any time.
 */
@Injectable()
export class StripeGateway {
  private readonly endpoint: { host: string; port: number; protocol: 'http' | 'https' };
  private cached?: { key: string; client: Stripe };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const url = new URL(config.gateways.stripeApiBase);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    this.endpoint = {
      host: url.hostname,
      port: Number(url.port) || (protocol === 'http' ? 80 : 443),
      protocol,
    };
  }

  /** A Checkout Session for a recurring price built from the stored plan. */
  createCheckoutSession(secretKey: string, r: StripeCheckoutRequest): Promise<Stripe.Checkout.Session> {
    const { subscription: sub, plan, user } = r;
    const metadata: StripeMetadata = {
      subscription_id: String(sub.id),
      user_id: String(user.id),
      workspace_id: String(sub.workspaceId),
      plan_id: String(plan.id),
    };
    const trialDays = Math.min(plan.trialPeriodDays, STRIPE_MAX_TRIAL_DAYS);
    return this.client(secretKey).checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: String(user.id),
      customer_email: user.email,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: sub.currency.toLowerCase(),
            unit_amount: toMinorUnits(sub.amount, sub.currency),
            recurring: { interval: sub.billingInterval },
            product_data: {
              name: plan.name,
              ...(plan.description ? { description: plan.description } : {}),
            },
          },
        },
      ],
      subscription_data: {
        metadata: { ...metadata },
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
      },
      metadata: { ...metadata },
      success_url: r.successUrl,
      cancel_url: r.cancelUrl,
    });
  }

  retrieveSubscription(secretKey: string, id: string): Promise<Stripe.Subscription> {
    return this.client(secretKey).subscriptions.retrieve(id);
  }

  /** Ends a Stripe subscription now, so it bills no more. */
  async cancelSubscription(secretKey: string, id: string): Promise<void> {
    await this.client(secretKey).subscriptions.cancel(id);
  }

  /** The event, if the Stripe-Signature header signs this exact body; throws otherwise. */
  verifyEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  }

  private client(secretKey: string): Stripe {
    if (this.cached?.key !== secretKey) {
      this.cached = {
        key: secretKey,
        client: new Stripe(secretKey, {
          ...this.endpoint,
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'QR Panel' },
        }),
      };
    }
    return this.cached.client;
  }
}
