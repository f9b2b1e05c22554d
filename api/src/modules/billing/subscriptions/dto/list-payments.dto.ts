import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import {
  CHECKOUT_FIELD_MESSAGES as M,
  LIST_LIMIT_MAX,
  LIST_SORTS,
  SUBSCRIPTION_GATEWAYS,
  SUBSCRIPTION_STATUSES,
  parsePaging,
  type FieldProblems,
  type PaymentsQuery,
  type SubscriptionGateway,
  type SubscriptionStatus,
} from '@qrpanel/contracts';
import { CheckedBy } from '../../../../platform/common/list-query';
import { numeric } from '../../plans/dto/plan-fields';

/**
 * Without a page, `limit` keeps its meaning from before pages (the newest 1 to 1000, 200 by
 * default); with one, it is the page's size, 1 to 100.
 */
function problems(query: Record<string, unknown>): FieldProblems {
  const found = parsePaging('payments', query).problems;
  if (query.page === undefined) {
    delete found.limit;
    const n = query.limit;
    const newest = typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 1000;
    if (n !== undefined && !newest) found.limit = M.limitInvalid;
  }
  return found;
}

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

  @ApiPropertyOptional({
    type: Boolean,
    description: 'true: only the manual payments an administrator approved or rejected',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => ({ true: true, false: false })[String(value)] ?? value)
  @IsBoolean({ message: M.decidedInvalid })
  decided?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'From 1. With it the answer is { items, total, page, limit }; without it, a plain array.',
  })
  @CheckedBy(problems, 'page')
  page?: string;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: 1000,
    description: `Without page: the newest this many (1 to 1000, 200 by default). With page: the page size (1 to ${LIST_LIMIT_MAX}, 25 by default).`,
  })
  @numeric()
  @CheckedBy(problems, 'limit')
  limit?: number;

  @ApiPropertyOptional({ description: "Case-insensitive search on the payer's name or email" })
  @CheckedBy(problems, 'q')
  q?: string;

  @ApiPropertyOptional({
    description: `field:asc or field:desc; field one of ${LIST_SORTS.payments.fields.join(', ')}`,
    default: LIST_SORTS.payments.default,
  })
  @CheckedBy(problems, 'sort')
  sort?: string;
}
