import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExtraModels, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceMemberDto } from '@qrpanel/contracts';
import { ApiKeyRoute } from '../../../platform/common/decorators/api-key-route.decorator';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import type { User } from '../../identity';
import {
  ActiveWorkspace,
  WorkspaceMemberResponseDto,
  WorkspacesService,
  type ActingWorkspace,
} from '../../workspaces';
import { ApiKeyGuard } from './api-key.guard';
import { ApiProblems, RATE_LIMIT_HEADERS } from './problems';
import { RequireScope } from './scopes';
import { ProblemDetailsDto } from './v1.dto';

/**
 * The members of the key's workspace, read as any member reads them on /workspace/members
 * (changing them stays with the signed-in screens: a program should not hand out roles).
 */
@ApiTags('workspaces')
@ApiBearerAuth('apiKey')
@ApiExtraModels(ProblemDetailsDto)
@ApiProblems(401, 429)
@ApiKeyRoute()
@UseGuards(ApiKeyGuard)
@Controller('v1/members')
export class MembersV1Controller {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  @RequireScope('qrcodes:read')
  @ApiOperation({
    operationId: 'listMembers',
    summary: 'The members of the key’s workspace, with their roles, oldest first',
  })
  @ApiOkResponse({ type: [WorkspaceMemberResponseDto], headers: RATE_LIMIT_HEADERS })
  list(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
  ): Promise<WorkspaceMemberDto[]> {
    return this.workspaces.members(user.id, workspace.id);
  }
}
