import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { MESSAGES, type SubscriptionStatus } from '@qrpanel/contracts';
import { SettingsService } from '../settings/settings.service';
import { stripeSecretKey } from './gateways/gateway-settings';
import { StripeGateway, type StripeMetadata } from './gateways/stripe.gateway';
import { toMinorUnits } from './money';
import { PaymentEventsService } from './payment-events.service';
import type { Subscription } from './subscription.entity';
import type { GatewayReport } from './subscription-state';
import { SubscriptionsService } from './subscriptions.service';

/** How Stripe's subscription statuses read here; the others (past_due, unpaid…) change nothing. */
const STATUS: Partial<Record<Stripe.Subscription.Status, SubscriptionStatus>> = {
  trialing: 'trialing',
  active: 'active',
  canceled: 'cancelled',
  incomplete_expired: 'expired',
};

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : ref?.id);

/**
 * Stripe's webhook (POST /subscriptions/webhooks/stripe): the signature is checked on the raw
 * body with the endpoint's signing secret, each event applies once, and the events that
 * matter move the subscription: a completed checkout starts it, a paid invoice renews it,
 * an updated or deleted Stripe subscription changes or ends it.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly settings: SettingsService,
    private readonly stripe: StripeGateway,
    private readonly events: PaymentEventsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Answers whether the event was applied now (false: seen before). 400 for a bad signature. */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<boolean> {
    const secret = (await this.settings.get()).stripe_webhook_secret;
    if (!secret) throw new BadRequestException(MESSAGES.webhookNotConfigured);
    let event: Stripe.Event;
    try {
      if (!rawBody || !signature) throw new Error('no body or no signature');
      event = this.stripe.verifyEvent(rawBody, signature, secret);
    } catch {
      throw new BadRequestException(MESSAGES.webhookSignatureInvalid);
    }
    return this.events.once('stripe', event.id, event.type, () => this.apply(event));
  }

  private async apply(event: Stripe.Event): Promise<void> {
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return this.checkoutCompleted(event.data.object);
      case 'invoice.paid':
        return this.invoicePaid(event.data.object);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return this.subscriptionChanged(event.data.object);
      default:
        return; // other events are acknowledged and ignored
    }
  }

  /** Paid (or a trial needing no payment): the subscription starts as Stripe reports it. */
  private async checkoutCompleted(session: Stripe.Checkout.Session): Promise<void> {
    if (session.mode !== 'subscription') return;
    const sub = await this.ours(
      session.metadata,
      (s) => !s.gatewaySessionId || s.gatewaySessionId === session.id,
    );
    if (!sub) return this.ignore(`checkout session ${session.id}`, 'matches no subscription');
    if (session.client_reference_id !== String(sub.userId))
      return this.ignore(`checkout session ${session.id}`, 'belongs to another user');
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
    if (!this.paidInFull(session, sub))
      return this.ignore(`checkout session ${session.id}`, 'does not match the price of the plan');
    const stripeSubscriptionId = idOf(session.subscription);
    if (!stripeSubscriptionId) return this.ignore(`checkout session ${session.id}`, 'has no subscription');
    const key = stripeSecretKey(await this.settings.get());
    if (!key) throw new Error('Stripe secret key is not set: cannot read the subscription');
    const stripeSub = await this.stripe.retrieveSubscription(key, stripeSubscriptionId);
    await this.subscriptions.applyGatewayReport(sub.id, reportOf(stripeSub), {
      sessionId: session.id,
      subscriptionId: stripeSubscriptionId,
      paymentId: idOf(session.invoice),
    });
  }

  /** A paid invoice confirms the period it bills for: a start or a renewal. */
  private async invoicePaid(invoice: Stripe.Invoice): Promise<void> {
    const details = invoice.parent?.subscription_details;
    const stripeSubscriptionId = idOf(details?.subscription);
    if (!stripeSubscriptionId) return;
    const sub = await this.find(stripeSubscriptionId, details?.metadata ?? null);
    if (!sub) return this.ignore(`invoice ${invoice.id}`, 'matches no subscription');
    if (invoice.currency.toUpperCase() !== sub.currency)
      return this.ignore(`invoice ${invoice.id}`, 'is in another currency');
    const periodEnd = Math.max(0, ...invoice.lines.data.map((line) => line.period?.end ?? 0));
    await this.subscriptions.applyGatewayReport(
      sub.id,
      { status: invoice.amount_paid > 0 ? 'active' : 'trialing', periodEnd: toDate(periodEnd) },
      { subscriptionId: stripeSubscriptionId, paymentId: invoice.id },
    );
  }

  private async subscriptionChanged(stripeSub: Stripe.Subscription): Promise<void> {
    const sub = await this.find(stripeSub.id, stripeSub.metadata);
    if (!sub) return this.ignore(`Stripe subscription ${stripeSub.id}`, 'matches no subscription');
    await this.subscriptions.applyGatewayReport(sub.id, reportOf(stripeSub), {
      subscriptionId: stripeSub.id,
    });
  }

  /** By Stripe subscription id, or else by the subscription id our metadata carries. */
  private async find(stripeSubscriptionId: string, metadata: Stripe.Metadata | null) {
    return (
      (await this.subscriptions.findByStripeSubscription(stripeSubscriptionId)) ??
      this.ours(metadata, (s) => !s.gatewaySubscriptionId || s.gatewaySubscriptionId === stripeSubscriptionId)
    );
  }

  private async ours(metadata: Stripe.Metadata | null, fits: (s: Subscription) => boolean) {
    const m = (metadata ?? {}) as Partial<StripeMetadata>;
    const id = Number(m.subscription_id);
    if (!Number.isInteger(id) || id <= 0) return null;
    const sub = await this.subscriptions.findById(id);
    return sub && sub.gateway === 'stripe' && String(sub.userId) === m.user_id && fits(sub) ? sub : null;
  }

  /** The session charged the stored price in the stored currency (nothing, during a trial). */
  private paidInFull(session: Stripe.Checkout.Session, sub: Subscription): boolean {
    if (session.currency?.toUpperCase() !== sub.currency) return false;
    const expected = toMinorUnits(sub.amount, sub.currency);
    return (
      session.amount_total === expected ||
      (session.payment_status === 'no_payment_required' && session.amount_total === 0)
    );
  }

  private ignore(what: string, why: string): void {
    this.logger.warn(`Stripe ${what} ${why}: ignored`);
  }
}

function reportOf(s: Stripe.Subscription): GatewayReport {
  const ends = s.items.data.map((item) => item.current_period_end).filter(Boolean);
  return {
    status: STATUS[s.status],
    periodEnd: toDate(ends.length ? Math.max(...ends) : s.trial_end),
  };
}
