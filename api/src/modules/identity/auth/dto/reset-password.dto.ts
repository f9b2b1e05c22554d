import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PasswordField } from '../../users/dto/fields';

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the reset link' })
  @IsString({ message: 'token is required' })
  @IsNotEmpty({ message: 'token is required' })
  @MaxLength(200, { message: 'token is not a valid reset token' })
  token: string;

  @PasswordField() password: string;
}
