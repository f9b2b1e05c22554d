import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { PLAN_FIELD_MESSAGES, type AssignPlanInput } from '@qrpanel/contracts';

export class AssignPlanDto implements AssignPlanInput {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2,
    description: 'null removes the plan (Free Trial)',
  })
  @ValidateBy({
    name: 'planIdOrNull',
    validator: {
      validate: (v: unknown) => v === null || (typeof v === 'number' && Number.isInteger(v) && v > 0),
      defaultMessage: () => PLAN_FIELD_MESSAGES.planIdInvalid,
    },
  })
  planId: number | null;
}
