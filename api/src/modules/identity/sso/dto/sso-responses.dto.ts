import { ApiProperty } from '@nestjs/swagger';
import {
  SSO_WORKSPACE_ROLES,
  type SsoIdentityDto,
  type SsoLinkStartDto,
  type SsoProviderDto,
  type SsoProviderSummaryDto,
  type SsoWorkspaceRole,
} from '@qrpanel/contracts';

export class SsoProviderResponseDto implements SsoProviderDto {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ example: 'company-sso' }) slug: string;
  @ApiProperty({ example: 'Company SSO' }) name: string;
  @ApiProperty({ example: 'https://login.example.com' }) issuer: string;
  @ApiProperty({ example: 'qr-panel' }) client_id: string;
  @ApiProperty({ description: 'Whether a client secret is set; the secret itself is never answered' })
  client_secret_set: boolean;
  @ApiProperty({ type: [String], example: ['example.com'] }) allowed_domains: string[];
  @ApiProperty() auto_create: boolean;
  @ApiProperty({ type: Number, nullable: true }) workspace_id: number | null;
  @ApiProperty({ enum: SSO_WORKSPACE_ROLES, nullable: true }) role: SsoWorkspaceRole | null;
  @ApiProperty() enabled: boolean;
  @ApiProperty({
    example: 'https://qr.example.com/api/auth/sso/company-sso/callback',
    description: 'The redirect URI to register at the provider',
  })
  redirect_uri: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class SsoProviderSummaryResponseDto implements SsoProviderSummaryDto {
  @ApiProperty({ example: 'company-sso' }) slug: string;
  @ApiProperty({ example: 'Company SSO' }) name: string;
}

export class SsoIdentityResponseDto implements SsoIdentityDto {
  @ApiProperty({ example: 4 }) id: number;
  @ApiProperty({ example: 'company-sso' }) provider_slug: string;
  @ApiProperty({ example: 'Company SSO' }) provider_name: string;
  @ApiProperty({ type: String, nullable: true, example: 'ada@example.com' }) email: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) last_used_at: string | null;
}

export class SsoLinkStartResponseDto implements SsoLinkStartDto {
  @ApiProperty({ description: 'The provider’s sign-in page: the browser goes there' }) url: string;
}
