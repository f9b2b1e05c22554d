import { ApiProperty } from '@nestjs/swagger';
import { UserResponseDto } from '../../identity';
import {
  INVITATION_STATUSES,
  WORKSPACE_ROLES,
  type CreatedInvitationDto,
  type InvitationPreviewDto,
  type InvitationRegisteredDto,
  type InvitationStatus,
  type WorkspaceDto,
  type WorkspaceInvitationDto,
  type WorkspaceMemberDto,
  type WorkspaceSeatsDto,
  type WorkspaceRole,
} from '@qrpanel/contracts';

export class WorkspaceResponseDto implements WorkspaceDto {
  @ApiProperty() id: number;
  @ApiProperty({ maxLength: 64 }) name: string;
  @ApiProperty({ enum: WORKSPACE_ROLES, description: "The caller's role in it" }) role: WorkspaceRole;
  @ApiProperty({ description: 'How many people are members' }) members: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Its plan (its live subscription's, or one an administrator gave it); null: the Free Trial",
  })
  plan_id: number | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({
    description: "The one the caller's requests that name none act in: the last they named (else their own)",
  })
  current: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The IANA zone set for the workspace; null: it follows its maker's profile",
  })
  time_zone: string | null;
  @ApiProperty({
    example: 'Europe/Paris',
    description: "The zone its analytics count hours of the week in: its own, else its maker's profile zone",
  })
  analytics_time_zone: string;
  @ApiProperty({ description: 'Its members must use two-factor sign-in' })
  require_2fa: boolean;
}

export class WorkspaceMemberResponseDto implements WorkspaceMemberDto {
  @ApiProperty() user_id: number;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ format: 'date-time' }) joined_at: string;
}

export class WorkspaceSeatsResponseDto implements WorkspaceSeatsDto {
  @ApiProperty({ description: 'Members, and invitations still pending (each holds a seat)' }) taken: number;
  @ApiProperty({ description: "The plan's member limit; 0 for none" }) limit: number;
}

export class WorkspaceInvitationResponseDto implements WorkspaceInvitationDto {
  @ApiProperty() id: number;
  @ApiProperty() email: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ enum: INVITATION_STATUSES }) status: InvitationStatus;
  @ApiProperty({ type: String, nullable: true, description: "The inviter's name" }) invited_by: string | null;
  @ApiProperty({ format: 'date-time' }) expires_at: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class CreatedInvitationResponseDto
  extends WorkspaceInvitationResponseDto
  implements CreatedInvitationDto
{
  @ApiProperty({ description: 'The link the invitation mail carries, shown this once' }) link: string;
}

export class InvitationPreviewResponseDto implements InvitationPreviewDto {
  @ApiProperty() workspace_name: string;
  @ApiProperty({ type: String, nullable: true }) inviter_name: string | null;
  @ApiProperty() email: string;
  @ApiProperty({ enum: WORKSPACE_ROLES }) role: WorkspaceRole;
  @ApiProperty({ enum: INVITATION_STATUSES }) status: InvitationStatus;
}

export class InvitationRegisteredResponseDto implements InvitationRegisteredDto {
  @ApiProperty({ description: 'Bearer token' }) token: string;
  @ApiProperty({ type: UserResponseDto }) user: UserResponseDto;
  @ApiProperty({ type: WorkspaceResponseDto, description: 'The workspace joined' })
  workspace: WorkspaceResponseDto;
}
