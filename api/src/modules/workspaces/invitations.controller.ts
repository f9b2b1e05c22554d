import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { InvitationPreviewDto, InvitationRegisteredDto, WorkspaceDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { ApiErrors, ErrorResponseDto } from '../../platform/common/dto/error-response.dto';
import type { Principal } from '../../platform/common/principal';
import { SignInClientOf, type SignInClient } from '../identity';
import { InvitationRegisterDto } from './dto/workspace-requests.dto';
import {
  InvitationPreviewResponseDto,
  InvitationRegisteredResponseDto,
  WorkspaceResponseDto,
} from './dto/workspace-response.dto';
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

  @Post(':token/register')
  @Public()
  @UseGuards(ThrottlerGuard)
  @ApiOperation({
    summary:
      "Make an account with the invitation's address and join its workspace, signed in; open while registration is closed",
  })
  @ApiCreatedResponse({ type: InvitationRegisteredResponseDto })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto })
  @ApiErrors(400, 403, 404, 409, 410)
  register(
    @Param('token') token: string,
    @Body() dto: InvitationRegisterDto,
    @SignInClientOf() client: SignInClient,
  ): Promise<InvitationRegisteredDto> {
    return this.invitations.register(token, dto, client);
  }
}
