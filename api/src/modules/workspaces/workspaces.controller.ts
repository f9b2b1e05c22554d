import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { WorkspaceDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { Principal } from '../../platform/common/principal';
import { WorkspaceResponseDto } from './dto/workspace-response.dto';
import { WorkspacesService } from './workspaces.service';

/** The workspaces a user is a member of. */
@ApiTags('workspaces')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('workspaces')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get()
  @ApiOperation({ summary: "The caller's workspaces, each with the caller's role and its number of members" })
  @ApiOkResponse({ type: [WorkspaceResponseDto] })
  mine(@CurrentUser() actor: Principal): Promise<WorkspaceDto[]> {
    return this.workspaces.mine(actor.id);
  }
}
