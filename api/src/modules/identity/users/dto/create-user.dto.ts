import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ROLES, type Role } from '@qrpanel/contracts';
import { EmailField } from '../../../../platform/common/rules';
import { NameField, PasswordField } from './fields';

export class CreateUserDto {
  @NameField() name: string;
  @EmailField() email: string;
  @PasswordField() password: string;

  @ApiPropertyOptional({ enum: ROLES, default: 'user' })
  @IsOptional()
  @IsIn(ROLES)
  role?: Role;
}
