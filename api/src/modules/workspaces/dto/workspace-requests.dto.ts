import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsPositive } from 'class-validator';
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

/** The body of POST /workspaces and PATCH /workspaces/{id}. */
export class SaveWorkspaceDto {
  @ApiProperty({ maxLength: WORKSPACE_NAME_MAX_LENGTH, example: 'Marketing' })
  @trim()
  @RequiredName(WORKSPACE_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong)
  name: string;
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
