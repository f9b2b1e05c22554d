import { Body, Controller, HttpCode, NotFoundException, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WORKSPACE_MESSAGES } from '@qrpanel/contracts';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { WorkspacesService } from '../../workspaces';
import { SubscriptionsService } from './subscriptions.service';
import { AssignPlanDto } from '../plans/dto/assign-plan.dto';

/**
 * A plan given to a workspace (super_admin, as Assign Plan gives a user's personal
 * workspace one): an active subscription assigned by an administrator, in the name of the
 * workspace's owner.
 */
@ApiTags('workspaces')
@ApiBearerAuth()
@Roles('super_admin')
@Controller('workspaces')
export class WorkspacePlanController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  @Put(':id/plan')
  @HttpCode(204)
  @ApiOperation({
    summary:
      'Gives a workspace a plan (an active subscription assigned by an administrator); planId null cancels it (Free Trial)',
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async setPlan(@Param('id', ParseIntPipe) id: number, @Body() dto: AssignPlanDto): Promise<void> {
    const owner = (await this.workspaces.exists(id)) ? await this.workspaces.planHolder(id) : undefined;
    if (owner === undefined) throw new NotFoundException(WORKSPACE_MESSAGES.notFound);
    await this.subscriptions.assignByAdmin(id, owner, dto.planId);
  }
}
