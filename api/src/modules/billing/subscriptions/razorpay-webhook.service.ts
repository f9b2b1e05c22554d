import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { MESSAGES } from '@qrpanel/contracts';
import { SettingsService } from '../../settings';
import { razorpaySignature, signatureMatches } from './gateways/razorpay.gateway';
import { formatMinorUnits, toMinorUnits } from './money';
import { PaymentEventsService, type Refusal } from './payment-events.service';
import { SubscriptionsService } from './subscriptions.service';

interface RazorpayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  currency: string;
  status: string;
}

interface RazorpayWebhookBody {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment } };
}

/**
 * Razorpay's webhook (POST /subscriptions/webhooks/razorpay): X-Razorpay-Signature is the
 * HMAC-SHA256 of the raw body with the webhook secret. A captured payment (payment.captured,
 * order.paid) confirms the subscription of its order when the amount and currency are the
 * stored ones; each event (X-Razorpay-Event-Id) applies once.
 */
@Injectable()
export class RazorpayWebhookService {
  private readonly logger = new Logger('RazorpayWebhook');

  constructor(
    private readonly settings: SettingsService,
    private readonly events: PaymentEventsService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async receive(rawBody: Buffer | undefined, signature: string | undefined, eventId: string | undefined) {
    const secret = (await this.settings.get()).razorpay_webhook_secret;
    if (!secret) throw new BadRequestException(MESSAGES.webhookNotConfigured);
    if (!rawBody || !signatureMatches(signature, razorpaySignature(rawBody, secret)))
      throw new BadRequestException(MESSAGES.webhookSignatureInvalid);
    let body: RazorpayWebhookBody;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookBody;
    } catch {
      throw new BadRequestException(MESSAGES.webhookSignatureInvalid);
    }
    // Razorpay names each event in a header; without it, the signed body itself identifies it.
    const id = eventId || createHash('sha256').update(rawBody).digest('hex');
    const type = body.event ?? 'unknown';
    return this.events.once('razorpay', id, type, () => this.apply(type, body));
  }

  /** A captured payment of another amount or currency is refused (recorded for administrators). */
  private async apply(type: string, body: RazorpayWebhookBody): Promise<Refusal | void> {
    if (type !== 'payment.captured' && type !== 'order.paid') return;
    const payment = body.payload?.payment?.entity;
    if (!payment?.order_id || payment.status !== 'captured') return;
    const sub = await this.subscriptions.findByOrder('razorpay', payment.order_id);
    if (!sub) return this.ignore(payment, 'matches no subscription');
    const price = toMinorUnits(sub.amount, sub.currency);
    if (payment.currency !== sub.currency || payment.amount !== price) {
      const reason = `Payment ${payment.id} paid ${formatMinorUnits(payment.amount, payment.currency)}; the plan costs ${formatMinorUnits(price, sub.currency)}`;
      this.logger.warn(`Razorpay event for subscription ${sub.id} refused: ${reason}`);
      return { subscriptionId: sub.id, reason };
    }
    await this.subscriptions.confirmPayment(sub.id, payment.id);
  }

  private ignore(payment: RazorpayPayment, why: string): void {
    this.logger.warn(`Razorpay payment ${payment.id} of order ${payment.order_id} ${why}: ignored`);
  }
}
