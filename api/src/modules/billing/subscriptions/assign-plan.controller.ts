import { Body, Controller, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGES, type UserDto } from '@qrpanel/contracts';
import { RoleDeniedMessage, Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { AssignPlanDto } from '../plans/dto/assign-plan.dto';
import { UserResponseDto, UserViews } from '../../identity';
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
  ) {}

  @Put(':id/assign-plan')
  @ApiOperation({
    summary:
      "Sets a user's plan (an active subscription assigned by an administrator); planId null cancels it (Free Trial)",
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async assign(@Param('id', ParseIntPipe) id: number, @Body() dto: AssignPlanDto): Promise<UserDto> {
    return this.views.one(await this.subscriptions.assignByAdmin(id, dto.planId));
  }
}
