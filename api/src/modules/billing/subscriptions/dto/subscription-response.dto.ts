import { ApiProperty } from '@nestjs/swagger';
import {
  BILLING_INTERVALS,
  PAYMENT_DECISIONS,
  SUBSCRIPTION_GATEWAYS,
  SUBSCRIPTION_STATUSES,
  type BillingInterval,
  type MySubscriptionDto,
  type PaymentDecision,
  type PaymentDto,
  type RefusedPaymentEventDto,
  type SubscriptionDto,
  type SubscriptionGateway,
  type SubscriptionStatus,
  type WebhookAck,
} from '@qrpanel/contracts';

export class SubscriptionResponseDto implements SubscriptionDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The workspace it pays for; null once deleted' })
  workspace_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) plan_id: number | null;
  @ApiProperty({ description: "The plan's name when the subscription was made" }) plan_name: string;
  @ApiProperty({ enum: SUBSCRIPTION_GATEWAYS }) gateway: SubscriptionGateway;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES }) status: SubscriptionStatus;
  @ApiProperty({ example: 19.99, description: 'Price of one period; 0 for admin-assigned and free plans' })
  amount: number;
  @ApiProperty({ example: 'USD' }) currency: string;
  @ApiProperty({ enum: BILLING_INTERVALS }) billing_interval: BillingInterval;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the period paid for; null: open-ended, or not paid yet',
  })
  current_period_end: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class MySubscriptionResponseDto implements MySubscriptionDto {
  @ApiProperty({
    type: SubscriptionResponseDto,
    nullable: true,
    description: 'Trialing or active; null: Free Trial',
  })
  current: SubscriptionResponseDto | null;
  @ApiProperty({
    type: SubscriptionResponseDto,
    nullable: true,
    description: 'The newest checkout awaiting payment',
  })
  pending: SubscriptionResponseDto | null;
}

export class PaymentUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class RefusedPaymentEventResponseDto implements RefusedPaymentEventDto {
  @ApiProperty({ example: 'evt_1PqR…' }) event_id: string;
  @ApiProperty({ example: 'invoice.paid' }) type: string;
  @ApiProperty({ example: 'Invoice in_1PqR… paid 0.01 USD; the plan costs 19.99 USD' }) reason: string;
  @ApiProperty({ format: 'date-time' }) received_at: string;
}

export class PaymentDeciderDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class PaymentWorkspaceDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class PaymentResponseDto extends SubscriptionResponseDto implements PaymentDto {
  @ApiProperty({
    type: PaymentUserDto,
    nullable: true,
    description: 'Who pays; null once the account is deleted',
  })
  user: PaymentUserDto | null;
  @ApiProperty({
    type: PaymentWorkspaceDto,
    nullable: true,
    description: 'The workspace it pays for; null once it is deleted',
  })
  workspace: PaymentWorkspaceDto | null;
  @ApiProperty({
    enum: PAYMENT_DECISIONS,
    nullable: true,
    description: "A manual payment's approval or rejection by an administrator; null while undecided",
  })
  decision: PaymentDecision | null;
  @ApiProperty({
    type: PaymentDeciderDto,
    nullable: true,
    description: 'Who decided; null while undecided or once their account is deleted',
  })
  decided_by: PaymentDeciderDto | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Stripe Checkout Session id' })
  gateway_session_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'PayPal or Razorpay order id' })
  gateway_order_id: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Stripe subscription id' })
  gateway_subscription_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'PayPal capture, Razorpay payment or Stripe invoice id',
  })
  gateway_payment_id: string | null;
  @ApiProperty({
    type: [RefusedPaymentEventResponseDto],
    description: 'Gateway events that disagreed with the plan and were not applied, newest first',
  })
  refused_events: RefusedPaymentEventResponseDto[];
}

export class WebhookAckResponseDto implements WebhookAck {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ description: 'false: the event had been processed before and was not applied again' })
  processed: boolean;
}
