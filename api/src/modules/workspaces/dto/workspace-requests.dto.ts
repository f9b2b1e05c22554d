import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsPositive, ValidateBy, ValidateIf } from 'class-validator';
import { isTimeZone } from '@qrpanel/contracts/smart-routing';
import {
  FIELD_MESSAGES,
  WORKSPACE_MESSAGES as M,
  WORKSPACE_NAME_MAX_LENGTH,
  WORKSPACE_ROLES,
  type InvitationRegisterInput,
  type WorkspaceRole,
} from '@qrpanel/contracts';
import { EmailField, RequiredName, trim } from '../../../platform/common/rules';
import { NameField, PasswordField } from '../../identity';

/** The body of POST /workspaces. */
export class SaveWorkspaceDto {
  @ApiProperty({ maxLength: WORKSPACE_NAME_MAX_LENGTH, example: 'Marketing' })
  @trim()
  @RequiredName(WORKSPACE_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong)
  name: string;
}

/** The body of PATCH /workspaces/{id}: what is sent changes, what is left out stays. */
export class UpdateWorkspaceDto {
  @ApiPropertyOptional({ maxLength: WORKSPACE_NAME_MAX_LENGTH, example: 'Marketing' })
  @IsOptional()
  @trim()
  @RequiredName(WORKSPACE_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong)
  name?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'Europe/Paris',
    description: "IANA zone of the hours of the week in its analytics; null: its maker's profile zone",
  })
  @ValidateIf((_, value) => value !== null && value !== undefined)
  @ValidateBy({
    name: 'timeZone',
    validator: {
      validate: (value: unknown) => isTimeZone(value),
      defaultMessage: () => FIELD_MESSAGES.timeZone,
    },
  })
  time_zone?: string | null;

  @ApiPropertyOptional({
    description:
      'Its members must use two-factor sign-in; those without it are asked to set it up at sign-in (owners only)',
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: FIELD_MESSAGES.boolean })
  require_2fa?: boolean;
}

/** The body of PATCH /workspaces/{id}/members/{userId}. */
export class ChangeMemberRoleDto {
  @ApiProperty({ enum: WORKSPACE_ROLES })
  @IsIn(WORKSPACE_ROLES, { message: FIELD_MESSAGES.oneOf })
  role: WorkspaceRole;
}

/** The body of POST /workspaces/{id}/transfer: the member who becomes its owner. */
export class TransferWorkspaceDto {
  @ApiProperty()
  @IsInt()
  @IsPositive()
  userId: number;
}

/** The body of POST /workspaces/{id}/invitations. */
export class InviteDto {
  @EmailField() email: string;

  @ApiProperty({ enum: WORKSPACE_ROLES })
  @IsIn(WORKSPACE_ROLES, { message: FIELD_MESSAGES.oneOf })
  role: WorkspaceRole;
}

/** The body of POST /invitations/{token}/register: the address is the invitation's. */
export class InvitationRegisterDto implements InvitationRegisterInput {
  @NameField() name: string;
  @PasswordField() password: string;
}
