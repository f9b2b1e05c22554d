import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { WebhookAck } from '@qrpanel/contracts';
import { Public } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { WebhookAckResponseDto } from './dto/subscription-response.dto';
import { RazorpayWebhookService } from './razorpay-webhook.service';
import { StripeWebhookService } from './stripe-webhook.service';

/**
 * Called by the gateways, not by people: no login, the signature of the raw body is the
 * proof. A bad signature answers 400 and changes nothing.
 */
@ApiTags('webhooks')
@Public()
@Controller('subscriptions/webhooks')
export class WebhooksController {
  constructor(
    private readonly stripe: StripeWebhookService,
    private readonly razorpay: RazorpayWebhookService,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe events: checkout.session.completed, invoice.paid, customer.subscription.updated/deleted',
  })
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOkResponse({ type: WebhookAckResponseDto })
  @ApiErrors(400)
  async stripeEvent(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<WebhookAck> {
    return { received: true, processed: await this.stripe.receive(request.rawBody, signature) };
  }

  @Post('razorpay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Razorpay events: payment.captured and order.paid confirm a payment' })
  @ApiHeader({ name: 'X-Razorpay-Signature', required: true })
  @ApiHeader({ name: 'X-Razorpay-Event-Id', required: false })
  @ApiOkResponse({ type: WebhookAckResponseDto })
  @ApiErrors(400)
  async razorpayEvent(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('x-razorpay-signature') signature?: string,
    @Headers('x-razorpay-event-id') eventId?: string,
  ): Promise<WebhookAck> {
    return { received: true, processed: await this.razorpay.receive(request.rawBody, signature, eventId) };
  }
}
