import { Body, Controller, Delete, Get, HttpCode, Param, ParseIntPipe, Patch, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type {
  CreatedInvitationDto,
  WorkspaceDto,
  WorkspaceInvitationDto,
  WorkspaceMemberDto,
  WorkspaceSeatsDto,
} from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { Principal } from '../../platform/common/principal';
import {
  ChangeMemberRoleDto,
  InviteDto,
  SaveWorkspaceDto,
  UpdateWorkspaceDto,
  TransferWorkspaceDto,
} from './dto/workspace-requests.dto';
import {
  CreatedInvitationResponseDto,
  WorkspaceInvitationResponseDto,
  WorkspaceMemberResponseDto,
  WorkspaceResponseDto,
  WorkspaceSeatsResponseDto,
} from './dto/workspace-response.dto';
import { InvitationsService } from './invitations.service';
import { WorkspacesService } from './workspaces.service';

/**
 * Workspaces, their members and invitations. A workspace the caller is not a member of
 * answers 404; a role without the power 403 (owners and admins manage members and
 * invitations; only an owner touches an owner or hands the workspace over).
 */
@ApiTags('workspaces')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('workspaces')
export class WorkspacesController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's workspaces, each with the caller's role and its number of members" })
  @ApiOkResponse({ type: [WorkspaceResponseDto] })
  mine(@CurrentUser() actor: Principal): Promise<WorkspaceDto[]> {
    return this.workspaces.mine(actor.id);
  }

  @Post()
  @ApiOperation({
    summary: 'Make a workspace, the caller its owner',
    description:
      'It starts on the Free Trial. Past the Free Trial workspaces a person may own (the setting free_trial_workspace_limit, their personal one included; none for platform administrators): 403. More than 10 made in an hour: 429 with Retry-After.',
  })
  @ApiCreatedResponse({ type: WorkspaceResponseDto })
  @ApiErrors(400, 403, 429)
  create(@CurrentUser() actor: Principal, @Body() dto: SaveWorkspaceDto): Promise<WorkspaceDto> {
    return this.workspaces.create(actor, dto.name);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the caller’s workspaces' })
  @ApiOkResponse({ type: WorkspaceResponseDto })
  @ApiErrors(404)
  get(@CurrentUser() actor: Principal, @Param('id', ParseIntPipe) id: number): Promise<WorkspaceDto> {
    return this.workspaces.get(actor.id, id);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Rename a workspace or set the time zone of its analytics (owners and admins); require two-factor sign-in of its members (owners)',
    description:
      'A new time zone counts the hours of the week of the next scans in it; scans already counted stay where they were. With require_2fa, a member without two-factor sign-in is asked to set it up at their next sign-in (mfa_enrollment_required).',
  })
  @ApiOkResponse({ type: WorkspaceResponseDto })
  @ApiErrors(400, 403, 404)
  update(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateWorkspaceDto,
  ): Promise<WorkspaceDto> {
    return this.workspaces.update(actor.id, id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary:
      "Delete a workspace (owners; not the caller's only one): its members and invitations go with it; another member left with none gets a personal workspace",
  })
  @ApiNoContentResponse()
  @ApiErrors(403, 404, 409)
  remove(@CurrentUser() actor: Principal, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.workspaces.remove(actor.id, id);
  }

  @Get(':id/members')
  @ApiOperation({ summary: "A workspace's members with their roles" })
  @ApiOkResponse({ type: [WorkspaceMemberResponseDto] })
  @ApiErrors(404)
  members(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WorkspaceMemberDto[]> {
    return this.workspaces.members(actor.id, id);
  }

  @Patch(':id/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: "Change a member's role (owners and admins; an owner's only by an owner)" })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404, 409)
  changeRole(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Param('userId', ParseIntPipe) userId: number,
    @Body() dto: ChangeMemberRoleDto,
  ): Promise<void> {
    return this.workspaces.changeRole(actor.id, id, userId, dto.role);
  }

  @Delete(':id/members/:userId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member (owners and admins; an owner only by an owner)' })
  @ApiNoContentResponse()
  @ApiErrors(403, 404, 409)
  removeMember(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Param('userId', ParseIntPipe) userId: number,
  ): Promise<void> {
    return this.workspaces.removeMember(actor.id, id, userId);
  }

  @Post(':id/leave')
  @HttpCode(204)
  @ApiOperation({ summary: 'Leave a workspace (not its last owner)' })
  @ApiNoContentResponse()
  @ApiErrors(404, 409)
  leave(@CurrentUser() actor: Principal, @Param('id', ParseIntPipe) id: number): Promise<void> {
    return this.workspaces.leave(actor.id, id);
  }

  @Post(':id/transfer')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Hand the workspace to another member: they become an owner, the caller an admin',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404)
  transfer(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: TransferWorkspaceDto,
  ): Promise<void> {
    return this.workspaces.transfer(actor.id, id, dto.userId);
  }

  @Get(':id/invitations')
  @ApiOperation({ summary: "A workspace's invitations, newest first (owners and admins)" })
  @ApiOkResponse({ type: [WorkspaceInvitationResponseDto] })
  @ApiErrors(403, 404)
  listInvitations(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<WorkspaceInvitationDto[]> {
    return this.invitations.list(actor, id);
  }

  @Get(':id/seats')
  @ApiOperation({
    summary:
      "How many of its plan's seats a workspace fills: members and pending invitations, and the plan's limit (0: none; owners and admins)",
  })
  @ApiOkResponse({ type: WorkspaceSeatsResponseDto })
  @ApiErrors(403, 404)
  seats(@CurrentUser() actor: Principal, @Param('id', ParseIntPipe) id: number): Promise<WorkspaceSeatsDto> {
    return this.invitations.seats(actor, id);
  }

  @Post(':id/invitations')
  @ApiOperation({ summary: 'Invite someone by email with a role; the link is mailed and answered this once' })
  @ApiCreatedResponse({ type: CreatedInvitationResponseDto })
  @ApiErrors(400, 403, 404, 409, 429)
  invite(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: InviteDto,
  ): Promise<CreatedInvitationDto> {
    return this.invitations.create(actor, id, dto.email, dto.role);
  }

  @Delete(':id/invitations/:invitationId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Withdraw an invitation: its link stops working' })
  @ApiNoContentResponse()
  @ApiErrors(403, 404, 409)
  revoke(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Param('invitationId', ParseIntPipe) invitationId: number,
  ): Promise<void> {
    return this.invitations.revoke(actor, id, invitationId);
  }

  @Post(':id/invitations/:invitationId/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send an invitation again, with a new link and seven more days' })
  @ApiOkResponse({ type: CreatedInvitationResponseDto })
  @ApiErrors(403, 404, 409, 429)
  resend(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Param('invitationId', ParseIntPipe) invitationId: number,
  ): Promise<CreatedInvitationDto> {
    return this.invitations.resend(actor, id, invitationId);
  }
}
