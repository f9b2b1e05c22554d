import { ApiProperty } from '@nestjs/swagger';
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENTS,
  WEBHOOK_STATUSES,
  type CreatedWebhookEndpointDto,
  type Page,
  type WebhookAttemptDto,
  type WebhookDeliveryDto,
  type WebhookDeliveryStatus,
  type WebhookEndpointDto,
  type WebhookEventType,
  type WebhookStatus,
} from '@qrpanel/contracts';

export class WebhookEndpointResponseDto implements WebhookEndpointDto {
  @ApiProperty({ example: 7 }) id: number;
  @ApiProperty({ example: 3, description: 'The workspace whose events it hears' }) workspace_id: number;
  @ApiProperty({ example: 12, description: 'The member who added it' }) created_by: number;
  @ApiProperty({ example: 'https://crm.example.com/hooks/qrpanel' }) url: string;
  @ApiProperty({ example: 'CRM sync', nullable: true, type: 'string' }) description: string | null;
  @ApiProperty({ enum: WEBHOOK_EVENTS, isArray: true, example: ['scan.created'] }) events: WebhookEventType[];
  @ApiProperty({
    enum: WEBHOOK_STATUSES,
    example: 'active',
    description:
      'failing: a delivery spent all its attempts; disabled: failing for 3 days, no longer sent to',
  })
  status: WebhookStatus;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) failing_since: string | null;
  @ApiProperty({
    format: 'date-time',
    nullable: true,
    type: 'string',
    description: 'After a rotation: until when deliveries are signed with the replaced secret too',
  })
  previous_secret_expires_at: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CreatedWebhookEndpointResponseDto
  extends WebhookEndpointResponseDto
  implements CreatedWebhookEndpointDto
{
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'The signing secret (Standard Webhooks), shown this once only (at creation, or at a rotation)',
  })
  secret: string;
}

export class WebhookAttemptResponseDto implements WebhookAttemptDto {
  @ApiProperty({ example: 1 }) attempt: number;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ example: 500, nullable: true, type: 'integer' }) response_status: number | null;
  @ApiProperty({ example: 83 }) duration_ms: number;
  @ApiProperty({ example: 'HTTP 500', nullable: true, type: 'string' }) error: string | null;
}

export class WebhookDeliveryResponseDto implements WebhookDeliveryDto {
  @ApiProperty({ example: 'msg_2Hq1dA0xv8Yk3bNf5ZtR0cLw' }) id: string;
  @ApiProperty({ enum: WEBHOOK_EVENTS, example: 'scan.created' }) event_type: WebhookEventType;
  @ApiProperty({ enum: WEBHOOK_DELIVERY_STATUSES, example: 'succeeded' }) status: WebhookDeliveryStatus;
  @ApiProperty({ example: 1 }) attempts: number;
  @ApiProperty({ example: 200, nullable: true, type: 'integer' }) response_status: number | null;
  @ApiProperty({ example: 42, nullable: true, type: 'integer' }) duration_ms: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) next_attempt_at: string | null;
  @ApiProperty({ type: [WebhookAttemptResponseDto] }) history: WebhookAttemptDto[];
}

export class WebhookDeliveryPageDto implements Page<WebhookDeliveryDto> {
  @ApiProperty({ type: [WebhookDeliveryResponseDto] }) items: WebhookDeliveryDto[];
  @ApiProperty({ example: 3 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 25 }) limit: number;
}
