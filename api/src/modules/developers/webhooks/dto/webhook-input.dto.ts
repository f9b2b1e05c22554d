import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import {
  FIELD_MESSAGES,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_EVENTS,
  WEBHOOK_MESSAGES as M,
  WEBHOOK_URL_MAX,
  type WebhookEndpointInput,
  type WebhookEventType,
} from '@qrpanel/contracts';
import { RequiredText, trim } from '../../../../platform/common/rules';

/** POST …/webhooks. */
export class CreateWebhookDto implements WebhookEndpointInput {
  @ApiProperty({
    example: 'https://crm.example.com/hooks/qrpanel',
    maxLength: WEBHOOK_URL_MAX,
    description:
      'An absolute https URL (http only where ALLOW_HTTP_WEBHOOKS is on) whose host does not resolve to a loopback, private, link-local or metadata address (422 otherwise)',
  })
  @trim()
  @RequiredText(WEBHOOK_URL_MAX, M.urlRequired, M.urlTooLong)
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['scan.created', 'qrcode.updated'] })
  @IsArray({ message: M.eventsRequired })
  @ArrayMinSize(1, { message: M.eventsRequired })
  @ArrayMaxSize(WEBHOOK_EVENTS.length * 4, { message: M.eventInvalid })
  @IsIn(WEBHOOK_EVENTS, { each: true, message: M.eventInvalid })
  events: WebhookEventType[];

  @ApiPropertyOptional({
    example: 'CRM sync',
    maxLength: WEBHOOK_DESCRIPTION_MAX,
    nullable: true,
    type: 'string',
  })
  @IsOptional()
  @trim()
  @IsString({ message: M.descriptionTooLong })
  @MaxLength(WEBHOOK_DESCRIPTION_MAX, { message: M.descriptionTooLong })
  description?: string | null;
}

/**
 * PATCH …/webhooks/{id}: the fields to change, each checked as on create; `enabled: true`
 * sends to a disabled endpoint again.
 */
export class UpdateWebhookDto extends PartialType(CreateWebhookDto) {
  @ApiPropertyOptional({ description: 'true: a disabled or failing endpoint is sent to again, as active' })
  @IsOptional()
  @IsBoolean({ message: FIELD_MESSAGES.enabled })
  enabled?: boolean;
}
