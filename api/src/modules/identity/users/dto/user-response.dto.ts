import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  COLOR_SCHEMES,
  LANGUAGES,
  ROLES,
  type ColorScheme,
  type Language,
  type Role,
  type UserDto,
} from '@qrpanel/contracts';

export class UserResponseDto implements UserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ example: 'Free Trial' }) plan_name: string;
  @ApiProperty({ type: Number, nullable: true }) subscription_plan_id: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    example: 'Europe/Paris',
    description: 'IANA zone of the owner’s analytics (hour of the week)',
  })
  time_zone: string;
  @ApiProperty({ enum: COLOR_SCHEMES, description: 'The screens’ colours; auto follows the device' })
  color_scheme: ColorScheme;
  @ApiProperty({
    enum: LANGUAGES,
    nullable: true,
    description: 'The screens’ and mails’ language; null follows the browser',
  })
  language: Language | null;
}

export class AuthResponseDto {
  @ApiProperty({ description: 'Bearer token' }) token: string;
  @ApiProperty({ type: UserResponseDto }) user: UserResponseDto;

  @ApiPropertyOptional({
    enum: [true],
    description:
      'Sign-in only: two-factor sign-in is required of this account (require_2fa_admins) and not set up yet',
  })
  mfa_enrollment_required?: true;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
