import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FIELD_MESSAGES } from '@qrpanel/contracts';
import { PasswordField } from '../../users/dto/fields';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the reset link' })
  @IsString({ message: FIELD_MESSAGES.tokenRequired })
  @IsNotEmpty({ message: FIELD_MESSAGES.tokenRequired })
  @MaxLength(200, { message: FIELD_MESSAGES.tokenInvalid })
  token: string;

  @PasswordField() password: string;
}
