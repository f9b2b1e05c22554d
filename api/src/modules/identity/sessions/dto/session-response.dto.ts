import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SESSION_DEVICES,
  type PasswordChangedDto,
  type SessionDevice,
  type SessionDto,
  type SessionsRevokedDto,
} from '@qrpanel/contracts';

export class SessionResponseDto implements SessionDto {
  @ApiProperty() id: number;
  @ApiProperty({
    example: 'Firefox',
    description: "From the user agent at sign-in; 'Unknown' when it says nothing",
  })
  browser: string;
  @ApiProperty({
    example: 'macOS',
    description: "From the user agent at sign-in; 'Unknown' when it says nothing",
  })
  os: string;
  @ApiPropertyOptional({ enum: SESSION_DEVICES }) device?: SessionDevice;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'DE',
    description: 'ISO 3166-1 alpha-2; no address is kept',
  })
  country: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time', description: 'Good to the minute' }) last_active_at: string;
  @ApiProperty({ description: "The session of the request's own token" }) current: boolean;
}

export class SessionsRevokedResponseDto implements SessionsRevokedDto {
  @ApiProperty({ description: 'How many other sessions were signed out' }) revoked: number;
}

export class PasswordChangedResponseDto implements PasswordChangedDto {
  @ApiProperty() message: string;
  @ApiProperty({
    description: "The caller's session's new bearer token: the one it was called with no longer works",
  })
  token: string;
}
