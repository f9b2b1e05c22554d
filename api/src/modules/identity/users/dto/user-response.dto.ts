import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role, type UserDto } from '@qrpanel/contracts';

export class UserResponseDto implements UserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ROLES }) role: Role;
  @ApiProperty({ example: 'Free Trial' }) plan_name: string;
  @ApiProperty({ type: Number, nullable: true }) subscription_plan_id: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class AuthResponseDto {
  @ApiProperty({ description: 'Bearer token' }) token: string;
  @ApiProperty({ type: UserResponseDto }) user: UserResponseDto;
}

export class MessageResponseDto {
  @ApiProperty() message: string;
}
