import { ApiProperty } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_TYPES,
  AUDIT_TARGET_TYPES,
  type AuditAction,
  type AuditActorType,
  type AuditEntryDto,
  type AuditTargetType,
  type Page,
} from '@qrpanel/contracts';

export class AuditEntryResponseDto implements AuditEntryDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "null: the instance's own (settings, users, sign-ins)",
  })
  workspace_id: number | null;
  @ApiProperty({ enum: AUDIT_ACTOR_TYPES }) actor_type: AuditActorType;
  @ApiProperty({ type: Number, nullable: true, description: "The user who acted (an API key's maker)" })
  actor_user_id: number | null;
  @ApiProperty({ type: Number, nullable: true }) actor_api_key_id: number | null;
  @ApiProperty({ example: 'ana@example.com', description: 'The actor as named when they acted' })
  actor_label: string;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES }) target_type: AuditTargetType;
  @ApiProperty({ type: Number, nullable: true }) target_id: number | null;
  @ApiProperty({ example: 'Menu' }) target_label: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: {
      fields: ['destination_url'],
      destination: { from: 'https://a.example', to: 'https://b.example' },
    },
    description: 'What the action tells of the change; secrets read as ********',
  })
  details: Record<string, unknown> | null;
  @ApiProperty({ type: String, nullable: true, description: 'The X-Request-Id of the request that made it' })
  request_id: string | null;
}

export class AuditPageResponseDto implements Page<AuditEntryDto> {
  @ApiProperty({ type: [AuditEntryResponseDto] }) items: AuditEntryDto[];
  @ApiProperty({ example: 3 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 25 }) limit: number;
}
