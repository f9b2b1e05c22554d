import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { MESSAGES, type SubscriptionStatus } from '@qrpanel/contracts';
import { PlansService } from '../plans/plans.service';
import { SettingsService } from '../../settings';
import { stripeSecretKey } from './gateways/gateway-settings';
import { StripeGateway, type StripeMetadata } from './gateways/stripe.gateway';
import { PaymentEventsService, type Refusal } from './payment-events.service';
import type { Subscription } from './subscription.entity';
import type { GatewayReport } from './subscription-state';
import { checkoutProblem, invoiceProblem, type PlanTerms, subscriptionProblem } from './stripe-terms';
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
    private readonly plans: PlansService,
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

  /**
   * A correctly signed event still has to agree with the stored plan (amount, currency,
   * period) before it gives or extends a plan; one that does not is refused (recorded).
   */
  private async apply(event: Stripe.Event): Promise<Refusal | void> {
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
  private async checkoutCompleted(session: Stripe.Checkout.Session): Promise<Refusal | void> {
    if (session.mode !== 'subscription') return;
    const sub = await this.ours(
      session.metadata,
      (s) => !s.gatewaySessionId || s.gatewaySessionId === session.id,
    );
    if (!sub) return this.ignore(`checkout session ${session.id}`, 'matches no subscription');
    if (session.client_reference_id !== String(sub.userId))
      return this.ignore(`checkout session ${session.id}`, 'belongs to another user');
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
    const stripeSubscriptionId = idOf(session.subscription);
    if (!stripeSubscriptionId) return this.ignore(`checkout session ${session.id}`, 'has no subscription');
    const key = stripeSecretKey(await this.settings.get());
    if (!key) throw new Error('Stripe secret key is not set: cannot read the subscription');
    const stripeSub = await this.stripe.retrieveSubscription(key, stripeSubscriptionId);
    const report = reportOf(stripeSub);
    const problem = checkoutProblem(
      session,
      stripeSub,
      report.periodEnd ?? null,
      await this.terms(sub),
      new Date(),
    );
    if (problem) return this.refuse(sub, problem);
    await this.subscriptions.applyGatewayReport(sub.id, report, {
      sessionId: session.id,
      subscriptionId: stripeSubscriptionId,
      paymentId: idOf(session.invoice),
    });
  }

  /** A paid invoice confirms the period it bills for: a start or a renewal. */
  private async invoicePaid(invoice: Stripe.Invoice): Promise<Refusal | void> {
    const details = invoice.parent?.subscription_details;
    const stripeSubscriptionId = idOf(details?.subscription);
    if (!stripeSubscriptionId) return;
    const sub = await this.find(stripeSubscriptionId, details?.metadata ?? null);
    if (!sub) return this.ignore(`invoice ${invoice.id}`, 'matches no subscription');
    const periodEnd = toDate(Math.max(0, ...invoice.lines.data.map((line) => line.period?.end ?? 0)));
    const problem = invoiceProblem(
      invoice,
      periodEnd,
      await this.terms(sub),
      { through: sub.currentPeriodEnd, unpaid: sub.status === 'pending' || sub.status === 'trialing' },
      new Date(),
    );
    if (problem) return this.refuse(sub, problem);
    const paid = invoice.amount_paid > 0;
    await this.subscriptions.applyGatewayReport(
      sub.id,
      { status: paid ? 'active' : 'trialing', periodEnd },
      { subscriptionId: stripeSubscriptionId, paymentId: invoice.id },
      // Revenue counts it in the month Stripe took the money (a late webhook changes nothing).
      paid ? (toDate(invoice.status_transitions?.paid_at) ?? new Date()) : undefined,
    );
  }

  /** An ending always applies; anything that could give or extend the plan is checked first. */
  private async subscriptionChanged(stripeSub: Stripe.Subscription): Promise<Refusal | void> {
    const sub = await this.find(stripeSub.id, stripeSub.metadata);
    if (!sub) return this.ignore(`Stripe subscription ${stripeSub.id}`, 'matches no subscription');
    const report = reportOf(stripeSub);
    if (report.status !== 'cancelled' && report.status !== 'expired') {
      const terms = await this.terms(sub);
      const problem = subscriptionProblem(
        stripeSub,
        report.periodEnd ?? null,
        terms,
        sub.currentPeriodEnd,
        new Date(),
      );
      if (problem) return this.refuse(sub, problem);
    }
    await this.subscriptions.applyGatewayReport(sub.id, report, {
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

  /**
   * The price, currency and interval stored with the subscription when the checkout began;
   * the trial is the plan's (none if the plan is gone).
   */
  private async terms(sub: Subscription): Promise<PlanTerms> {
    const plan = sub.planId ? await this.plans.findById(sub.planId) : null;
    return {
      planName: sub.planName,
      amount: sub.amount,
      currency: sub.currency,
      interval: sub.billingInterval,
      trialDays: plan?.trialPeriodDays ?? 0,
    };
  }

  private refuse(sub: Subscription, reason: string): Refusal {
    this.logger.warn(`Stripe event for subscription ${sub.id} refused: ${reason}`);
    return { subscriptionId: sub.id, reason };
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
