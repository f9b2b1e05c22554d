import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  CHECKOUT_FIELD_MESSAGES as M,
  PAYMENT_GATEWAYS,
  type CheckoutInput,
  type PaymentGateway,
} from '@qrpanel/contracts';
import { Rule } from '../../../../platform/common/rules';
import { numeric } from '../../plans/dto/plan-fields';

export class CreateCheckoutSessionDto implements CheckoutInput {
  @ApiProperty({ example: 2, description: 'An active plan; its stored price and currency are charged' })
  @numeric()
  @Rule(
    'planId',
    (v) => typeof v === 'number' && Number.isInteger(v) && v > 0,
    M.planIdRequired,
    M.planIdRequired,
  )
  planId: number;

  @ApiProperty({
    enum: PAYMENT_GATEWAYS,
    example: 'stripe',
    description:
      "Ignored for a plan priced 0. PhonePe answers 400 'Selected payment gateway is not configured yet.'",
  })
  @IsIn(PAYMENT_GATEWAYS, { message: M.gatewayInvalid })
  gateway: PaymentGateway;
}
