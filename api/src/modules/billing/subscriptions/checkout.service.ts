import { BadGatewayException, BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import {
  MESSAGES,
  type CheckoutInput,
  type CheckoutSessionResponse,
  type FreeCheckoutResponse,
  type ManualCheckoutResponse,
  type PaypalCheckoutResponse,
  type RazorpayCheckoutResponse,
  type SettingsDto,
  type StripeCheckoutResponse,
} from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { errorText } from '../../../platform/common/errors';
import type { Plan } from '../plans/plan.entity';
import { PlanAssignmentService } from '../plans/plan-assignment.service';
import { SettingsService } from '../../settings';
import type { User } from '../../identity';
import {
  isGatewayReady,
  paypalCredentials,
  razorpayCredentials,
  stripeSecretKey,
} from './gateways/gateway-settings';
import { PaypalGateway } from './gateways/paypal.gateway';
import { RazorpayGateway } from './gateways/razorpay.gateway';
import { StripeGateway } from './gateways/stripe.gateway';
import { toDecimalString, toMinorUnits } from './money';
import type { Subscription } from './subscription.entity';
import { SubscriptionsService, type PaidGateway } from './subscriptions.service';

/** Who pays, and for which workspace (the active one, of which they are an owner). */
export interface Payer {
  user: User;
  workspaceId: number;
}

/**
 * POST /subscriptions/create-checkout-session (docs/product.md, Pricing and checkout): a pending subscription
 * and what the browser needs to pay it through the chosen gateway. The price and currency
 * always come from the stored plan. A plan priced 0 is given at once, without a gateway.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly settings: SettingsService,
    private readonly assignment: PlanAssignmentService,
    private readonly subscriptions: SubscriptionsService,
    private readonly stripe: StripeGateway,
    private readonly paypal: PaypalGateway,
    private readonly razorpay: RazorpayGateway,
  ) {}

  async start(payer: Payer, input: CheckoutInput): Promise<CheckoutSessionResponse> {
    const plan = await this.assignment.assertChoosable(input.planId);
    if (plan.price === 0) return this.free(payer, plan);
    const settings = await this.settings.get();
    if (!isGatewayReady(input.gateway, settings))
      throw new BadRequestException(MESSAGES.gatewayNotConfigured);
    switch (input.gateway) {
      case 'stripe':
        return this.withStripe(payer, plan, settings);
      case 'paypal':
        return this.withPaypal(payer, plan, settings);
      case 'razorpay':
        return this.withRazorpay(payer, plan, settings);
      case 'manual':
        return this.manual(payer, plan, settings);
      default:
        throw new BadRequestException(MESSAGES.gatewayNotConfigured);
    }
  }

  private async free(payer: Payer, plan: Plan): Promise<FreeCheckoutResponse> {
    const sub = await this.subscriptions.activateFree(payer.user, payer.workspaceId, plan);
    return {
      gateway: 'free',
      subscriptionId: sub.id,
      status: sub.status,
      message: MESSAGES.freePlanActivated,
    };
  }

  private withStripe(payer: Payer, plan: Plan, settings: SettingsDto): Promise<StripeCheckoutResponse> {
    return this.withPending(payer, plan, 'stripe', async (sub) => {
      const session = await this.stripe.createCheckoutSession(stripeSecretKey(settings) as string, {
        subscription: sub,
        plan,
        user: payer.user,
        // Stripe puts the session id in place of {CHECKOUT_SESSION_ID}.
        successUrl: `${this.config.publicUrl}/payment-success?gateway=stripe&session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${this.config.publicUrl}/pricing`,
      });
      if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
      await this.subscriptions.recordGatewayIds(sub.id, { sessionId: session.id });
      return {
        gateway: 'stripe',
        subscriptionId: sub.id,
        status: sub.status,
        sessionId: session.id,
        url: session.url,
      };
    });
  }

  private withPaypal(payer: Payer, plan: Plan, settings: SettingsDto): Promise<PaypalCheckoutResponse> {
    return this.withPending(payer, plan, 'paypal', async (sub) => {
      const order = await this.paypal.createOrder(paypalCredentials(settings)!, {
        subscriptionId: sub.id,
        description: `${plan.name} (${sub.billingInterval})`,
        // docs/product.md, Pricing and checkout: the plan currency upper-cased.
        amount: {
          currency_code: sub.currency.toUpperCase(),
          value: toDecimalString(sub.amount, sub.currency),
        },
        brandName: settings.app_name,
        returnUrl: `${this.config.publicUrl}/payment-success?gateway=paypal`,
        cancelUrl: `${this.config.publicUrl}/pricing`,
      });
      await this.subscriptions.recordGatewayIds(sub.id, { orderId: order.id });
      return {
        gateway: 'paypal',
        subscriptionId: sub.id,
        status: sub.status,
        orderId: order.id,
        url: order.approveUrl,
      };
    });
  }

  private withRazorpay(payer: Payer, plan: Plan, settings: SettingsDto): Promise<RazorpayCheckoutResponse> {
    const creds = razorpayCredentials(settings)!;
    return this.withPending(payer, plan, 'razorpay', async (sub) => {
      const order = await this.razorpay.createOrder(creds, {
        amount: toMinorUnits(sub.amount, sub.currency),
        currency: sub.currency,
        receipt: `subscription-${sub.id}`,
        notes: {
          subscription_id: String(sub.id),
          user_id: String(payer.user.id),
          workspace_id: String(payer.workspaceId),
          plan_id: String(plan.id),
        },
      });
      await this.subscriptions.recordGatewayIds(sub.id, { orderId: order.id });
      return {
        gateway: 'razorpay',
        subscriptionId: sub.id,
        status: sub.status,
        key: creds.keyId,
        order,
        planName: plan.name,
        user: { name: payer.user.name, email: payer.user.email },
      };
    });
  }

  private async manual(payer: Payer, plan: Plan, settings: SettingsDto): Promise<ManualCheckoutResponse> {
    const sub = await this.subscriptions.createPending(payer.user, payer.workspaceId, plan, 'manual');
    return {
      gateway: 'manual',
      subscriptionId: sub.id,
      status: sub.status,
      message: MESSAGES.manualPaymentRecorded,
      instructions: settings.payment_manual_instructions,
    };
  }

  /** A pending subscription for the gateway to start; forgotten again if the gateway refuses. */
  private async withPending<T>(
    payer: Payer,
    plan: Plan,
    gateway: PaidGateway,
    start: (sub: Subscription) => Promise<T>,
  ): Promise<T> {
    const sub = await this.subscriptions.createPending(payer.user, payer.workspaceId, plan, gateway);
    try {
      return await start(sub);
    } catch (error) {
      await this.subscriptions.discard(sub.id);
      this.logger.warn(
        `${gateway} did not start the checkout of subscription ${sub.id}: ${errorText(error)}`,
      );
      throw new BadGatewayException(MESSAGES.gatewayUnavailable);
    }
  }
}
