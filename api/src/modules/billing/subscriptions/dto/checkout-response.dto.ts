import { ApiProperty } from '@nestjs/swagger';
import {
  SUBSCRIPTION_STATUSES,
  type FreeCheckoutResponse,
  type ManualCheckoutResponse,
  type PaypalCheckoutResponse,
  type RazorpayCheckoutResponse,
  type StripeCheckoutResponse,
  type SubscriptionStatus,
} from '@qrpanel/contracts';

class CheckoutAnswerDto {
  @ApiProperty({ description: 'The subscription this checkout made' }) subscriptionId: number;
  @ApiProperty({ enum: SUBSCRIPTION_STATUSES, example: 'pending' }) status: SubscriptionStatus;
}

export class StripeCheckoutResponseDto extends CheckoutAnswerDto implements StripeCheckoutResponse {
  @ApiProperty({ enum: ['stripe'] }) gateway: 'stripe';
  @ApiProperty({ example: 'cs_test_a1b2c3' }) sessionId: string;
  @ApiProperty({ description: 'Stripe Checkout page to send the browser to' }) url: string;
}

export class PaypalCheckoutResponseDto extends CheckoutAnswerDto implements PaypalCheckoutResponse {
  @ApiProperty({ enum: ['paypal'] }) gateway: 'paypal';
  @ApiProperty({ example: '5O190127TN364715T' }) orderId: string;
  @ApiProperty({
    description: 'PayPal approval page; PayPal returns to /payment-success?gateway=paypal&token={orderId}',
  })
  url: string;
}

export class RazorpayOrderDto {
  @ApiProperty({ example: 'order_IluGWxBm9U8zJ8' }) id: string;
  @ApiProperty({ example: 49900, description: "In the currency's smallest unit" }) amount: number;
  @ApiProperty({ example: 'INR' }) currency: string;
}

export class CheckoutUserDto {
  @ApiProperty() name: string;
  @ApiProperty() email: string;
}

export class RazorpayCheckoutResponseDto extends CheckoutAnswerDto implements RazorpayCheckoutResponse {
  @ApiProperty({ enum: ['razorpay'] }) gateway: 'razorpay';
  @ApiProperty({ description: 'Razorpay key id for Razorpay Checkout' }) key: string;
  @ApiProperty({ type: RazorpayOrderDto }) order: RazorpayOrderDto;
  @ApiProperty() planName: string;
  @ApiProperty({ type: CheckoutUserDto }) user: CheckoutUserDto;
}

export class ManualCheckoutResponseDto extends CheckoutAnswerDto implements ManualCheckoutResponse {
  @ApiProperty({ enum: ['manual'] }) gateway: 'manual';
  @ApiProperty() message: string;
  @ApiProperty({ description: 'Payment instructions from the settings' }) instructions: string;
}

export class FreeCheckoutResponseDto extends CheckoutAnswerDto implements FreeCheckoutResponse {
  @ApiProperty({ enum: ['free'] }) gateway: 'free';
  @ApiProperty({ example: 'Your plan is now active.' }) message: string;
}

/** Each answer by its `gateway`: the document's discriminator maps the values to schemas. */
export const CHECKOUT_RESPONSE_BY_GATEWAY = {
  stripe: StripeCheckoutResponseDto,
  paypal: PaypalCheckoutResponseDto,
  razorpay: RazorpayCheckoutResponseDto,
  manual: ManualCheckoutResponseDto,
  free: FreeCheckoutResponseDto,
};

export const CHECKOUT_RESPONSE_DTOS = Object.values(CHECKOUT_RESPONSE_BY_GATEWAY);
