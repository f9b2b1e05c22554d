import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { FIELD_MESSAGES, ROLES, type Role } from '@qrpanel/contracts';

export class UpdateRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: FIELD_MESSAGES.oneOf })
  role: Role;
}
