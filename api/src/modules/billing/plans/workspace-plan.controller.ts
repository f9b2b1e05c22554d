import { Body, Controller, HttpCode, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { DomainEvents } from '../../../platform/events/domain-events';
import { WorkspacesService } from '../../workspaces';
import { AssignPlanDto } from './dto/assign-plan.dto';
import { PlanAssignmentService } from './plan-assignment.service';

/**
 * A plan given to a workspace itself (super_admin, as a user's plan is assigned): its limits
 * are that plan's instead of its owner's.
 */
@ApiTags('workspaces')
@ApiBearerAuth()
@Roles('super_admin')
@Controller('workspaces')
export class WorkspacePlanController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly plans: PlanAssignmentService,
    private readonly events: DomainEvents,
  ) {}

  @Put(':id/plan')
  @HttpCode(204)
  @ApiOperation({
    summary: "Gives a workspace a plan of its own; planId null lets it follow its owner's again",
  })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async setPlan(@Param('id', ParseIntPipe) id: number, @Body() dto: AssignPlanDto): Promise<void> {
    if (dto.planId !== null) await this.plans.assertChoosable(dto.planId);
    await this.workspaces.setPlan(id, dto.planId);
    this.events.emit('workspace.changed', { workspaceId: id });
  }
}
