import {
  BadGatewayException,
  BadRequestException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { MESSAGES, type PaypalCaptureInput, type RazorpayVerifyInput } from '@qrpanel/contracts';
import { SettingsService } from '../../settings';
import type { User } from '../../identity';
import { paypalCredentials, razorpayCredentials } from './gateways/gateway-settings';
import { errorText } from '../../../platform/common/errors';
import {
  PaypalApiError,
  PaypalGateway,
  type PaypalCredentials,
  type PaypalOrder,
} from './gateways/paypal.gateway';
import { razorpaySignature, signatureMatches } from './gateways/razorpay.gateway';
import { sameAmount } from './money';
import type { Subscription } from './subscription.entity';
import { SubscriptionsService } from './subscriptions.service';

/**
 * The buyer's browser comes back from PayPal or Razorpay; the server confirms the payment
 * itself before the plan is given (docs/product.md, Payments): it captures the PayPal order and
 * checks what was captured, or checks Razorpay's signature against the order it stored for
 * this user. Confirming again answers the subscription as it is.
 */
@Injectable()
export class PaymentConfirmationService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly settings: SettingsService,
    private readonly paypal: PaypalGateway,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async capturePaypal(user: User, input: PaypalCaptureInput): Promise<Subscription> {
    const sub = await this.owned(user, 'paypal', input.orderId);
    if (sub.status !== 'pending') return sub;
    const creds = paypalCredentials(await this.settings.get());
    if (!creds) throw new BadRequestException(MESSAGES.gatewayNotConfigured);
    const order = await this.capture(creds, input.orderId);
    const capture = completedCapture(order);
    if (!capture) throw new BadRequestException(MESSAGES.paymentNotCompleted);
    const unit = order.purchase_units?.[0];
    if ((unit?.custom_id ?? capture.custom_id) !== String(sub.id)) {
      this.logger.warn(`PayPal order ${order.id} was not made for subscription ${sub.id}`);
      throw new BadRequestException(MESSAGES.paymentVerificationFailed);
    }
    if (
      capture.amount.currency_code !== sub.currency ||
      !sameAmount(capture.amount.value, sub.amount, sub.currency)
    ) {
      this.logger.warn(
        `PayPal capture ${capture.id} of ${capture.amount.value} ${capture.amount.currency_code} does not match subscription ${sub.id} (${sub.amount} ${sub.currency})`,
      );
      throw new BadRequestException(MESSAGES.paymentAmountMismatch);
    }
    return this.subscriptions.confirmPayment(sub.id, capture.id);
  }

  async verifyRazorpay(user: User, input: RazorpayVerifyInput): Promise<Subscription> {
    const sub = await this.owned(user, 'razorpay', input.razorpay_order_id);
    const creds = razorpayCredentials(await this.settings.get());
    if (!creds) throw new BadRequestException(MESSAGES.gatewayNotConfigured);
    // Signed with the order id we stored for this user, not with whatever the browser sent.
    const expected = razorpaySignature(`${sub.gatewayOrderId}|${input.razorpay_payment_id}`, creds.keySecret);
    if (!signatureMatches(input.razorpay_signature, expected))
      throw new BadRequestException(MESSAGES.paymentVerificationFailed);
    if (sub.status !== 'pending') return sub;
    return this.subscriptions.confirmPayment(sub.id, input.razorpay_payment_id);
  }

  private async capture(creds: PaypalCredentials, orderId: string): Promise<PaypalOrder> {
    try {
      return await this.paypal.captureOrder(creds, orderId);
    } catch (error) {
      // 422: PayPal refuses to capture (not approved by the buyer, declined…).
      if (error instanceof PaypalApiError && error.status === 422)
        throw new BadRequestException(MESSAGES.paymentNotCompleted);
      this.logger.warn(`PayPal capture of order ${orderId} failed: ${errorText(error)}`);
      throw new BadGatewayException(MESSAGES.gatewayUnavailable);
    }
  }

  /** The caller's subscription for this order; another user's order reads as unknown. */
  private async owned(user: User, gateway: 'paypal' | 'razorpay', orderId: string): Promise<Subscription> {
    const sub = await this.subscriptions.findOwnedOrder(user.id, gateway, orderId);
    if (!sub) throw new NotFoundException(MESSAGES.paymentNotFound);
    return sub;
  }
}

function completedCapture(order: PaypalOrder) {
  if (order.status !== 'COMPLETED') return null;
  const captures = order.purchase_units?.[0]?.payments?.captures ?? [];
  return captures.find((c) => c.status === 'COMPLETED') ?? null;
}
