import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyDto, type ApiKeyScope, type CreatedApiKeyDto } from '@qrpanel/contracts';

export class ApiKeyResponseDto implements ApiKeyDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The workspace it was made in, and acts in' }) workspace_id: number;
  @ApiProperty({ description: 'The member who made it: it acts with their role in the workspace' })
  created_by: number;
  @ApiProperty({ example: 'Shop catalogue sync' }) name: string;
  @ApiProperty({ example: 'qrp_3fZk9QaB', description: 'The key’s first characters' }) prefix: string;
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true }) scopes: ApiKeyScope[];
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) last_used_at: string | null;
}

export class CreatedApiKeyResponseDto extends ApiKeyResponseDto implements CreatedApiKeyDto {
  @ApiProperty({
    example: 'qrp_3fZk9QaBm1xY0c7Lr2dWq8sNtVh4eJp6uKg5oAiXbCw',
    description: 'The key itself, shown this once only',
  })
  key: string;
}
