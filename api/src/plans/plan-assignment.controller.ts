import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type UserDto } from '@qrpanel/contracts';
import { RoleDeniedMessage, Roles } from '../common/decorators/roles.decorator';
import { ApiErrors } from '../common/dto/error-response.dto';
import { UserResponseDto } from '../users/dto/user-response.dto';
import { toUserDto } from '../users/user.view';
import { AssignPlanDto } from './dto/assign-plan.dto';
import { PlanAssignmentService } from './plan-assignment.service';

/** The Assign Plan action of User management (super_admin). */
@ApiTags('users')
@ApiBearerAuth()
@Roles('super_admin')
@RoleDeniedMessage(MESSAGES.onlySuperAdmins)
@Controller('auth/users')
export class PlanAssignmentController {
  constructor(private readonly assignment: PlanAssignmentService) {}

  @Put(':id/assign-plan')
  @ApiOperation({ summary: "Sets a user's plan; planId null puts them back on the Free Trial" })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async assign(@Param('id', ParseIntPipe) id: number, @Body() dto: AssignPlanDto): Promise<UserDto> {
    return toUserDto(await this.assignment.setPlan(id, dto.planId));
  }
}
