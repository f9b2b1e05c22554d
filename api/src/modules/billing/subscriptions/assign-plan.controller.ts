import { Body, ConflictException, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, WORKSPACE_MESSAGES, type UserDto } from '@qrpanel/contracts';
import { RoleDeniedMessage, Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { AssignPlanDto } from '../plans/dto/assign-plan.dto';
import { UserResponseDto, UserViews, UsersService } from '../../identity';
import { WorkspacesService } from '../../workspaces';
import { SubscriptionsService } from './subscriptions.service';

/** The Assign Plan action of User management (super_admin): a subscription assigned by an administrator. */
@ApiTags('users')
@ApiBearerAuth()
@Roles('super_admin')
@RoleDeniedMessage(MESSAGES.onlySuperAdmins)
@Controller('auth/users')
export class AssignPlanController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly views: UserViews,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
  ) {}

  @Put(':id/assign-plan')
  @ApiOperation({
    summary:
      "Sets the plan of a user's personal workspace (an active subscription assigned by an administrator); planId null cancels it (Free Trial)",
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async assign(@Param('id', ParseIntPipe) id: number, @Body() dto: AssignPlanDto): Promise<UserDto> {
    await this.users.getById(id);
    // Their personal workspace, unless they own none (they deleted it and belong to others').
    const workspaceId = await this.workspaces.personalOf(id);
    if (workspaceId === undefined || (await this.workspaces.roleOf(id, workspaceId)) !== 'owner') {
      throw new ConflictException(WORKSPACE_MESSAGES.ownsNone);
    }
    await this.subscriptions.assignByAdmin(workspaceId, id, dto.planId);
    return this.views.one(await this.users.getById(id));
  }
}
