import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  CHECKOUT_FIELD_MESSAGES as M,
  SUBSCRIPTION_GATEWAYS,
  SUBSCRIPTION_STATUSES,
  type PaymentsQuery,
  type SubscriptionGateway,
  type SubscriptionStatus,
} from '@qrpanel/contracts';
import { Rule } from '../../../../platform/common/rules';
import { numeric } from '../../plans/dto/plan-fields';

export class ListPaymentsDto implements PaymentsQuery {
  @ApiPropertyOptional({ enum: SUBSCRIPTION_STATUSES, example: 'pending' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_STATUSES, { message: M.statusInvalid })
  status?: SubscriptionStatus;

  @ApiPropertyOptional({ enum: SUBSCRIPTION_GATEWAYS, example: 'manual' })
  @IsOptional()
  @IsIn(SUBSCRIPTION_GATEWAYS, { message: M.subscriptionGatewayInvalid })
  gateway?: SubscriptionGateway;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only those with a refused gateway event' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => ({ true: true, false: false })[String(value)] ?? value)
  @IsBoolean({ message: M.refusedInvalid })
  refused?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 1000, default: 200, description: 'The newest this many' })
  @IsOptional()
  @numeric()
  @Rule(
    'limit',
    (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 1000,
    M.limitInvalid,
    M.limitInvalid,
  )
  limit?: number;
}
