import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InvitationPreviewDto, WorkspaceDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { Principal } from '../../platform/common/principal';
import { InvitationPreviewResponseDto, WorkspaceResponseDto } from './dto/workspace-response.dto';
import { InvitationsService } from './invitations.service';

/** An invitation's link: what its page shows to anyone holding it, and joining with it. */
@ApiTags('workspaces')
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get(':token')
  @Public()
  @ApiOperation({ summary: "An invitation's workspace, inviter, role and status (for its public page)" })
  @ApiOkResponse({ type: InvitationPreviewResponseDto })
  @ApiErrors(404)
  preview(@Param('token') token: string): Promise<InvitationPreviewDto> {
    return this.invitations.preview(token);
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Join the workspace, signed in as the address the invitation was sent to' })
  @ApiOkResponse({ type: WorkspaceResponseDto })
  @ApiErrors(401, 403, 404, 409, 410)
  accept(@CurrentUser() actor: Principal, @Param('token') token: string): Promise<WorkspaceDto> {
    return this.invitations.accept(actor, token);
  }
}
