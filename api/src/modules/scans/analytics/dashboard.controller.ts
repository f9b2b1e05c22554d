import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  isAdminRole,
  type DashboardStats,
  type MonthlyStat,
  type WorkspaceUsageDto,
} from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../../identity';
import { DashboardService } from './dashboard.service';
import { DashboardStatsDto, MonthlyStatDto, WorkspaceUsageResponseDto } from './dto/analytics-response.dto';
import { MonthlyStatsService } from './monthly-stats.service';

@ApiTags('dashboard')
@ApiBearerAuth()
@ApiErrors(401, 403)
@Controller()
export class DashboardController {
  constructor(
    private readonly dashboard: DashboardService,
    private readonly monthly: MonthlyStatsService,
  ) {}

  @Get('admin/stats/dashboard')
  @Roles('super_admin')
  @ApiOperation({ summary: 'The super_admin’s dashboard: users, active subscriptions and every code' })
  @ApiOkResponse({ type: DashboardStatsDto })
  admin(): Promise<DashboardStats> {
    return this.dashboard.adminStats();
  }

  @Get('admin/stats/monthly')
  @Roles('super_admin', 'admin')
  @ApiOperation({
    summary:
      'The admins’ dashboard: new users and revenue (payments received, renewals included, by the month paid, by currency) a month, the last 12 months',
  })
  @ApiOkResponse({ type: [MonthlyStatDto] })
  months(): Promise<MonthlyStat[]> {
    return this.monthly.lastMonths(12);
  }

  @Get('qrcodes/stats/dashboard')
  @ApiOperation({
    summary: 'The dashboard in the caller’s scope: the active workspace’s codes, or every code for an admin',
  })
  @ApiOkResponse({ type: DashboardStatsDto })
  mine(@CurrentUser() user: User, @ActiveWorkspace() workspace: ActingWorkspace): Promise<DashboardStats> {
    return this.dashboard.codeStats({ workspaceId: isAdminRole(user.role) ? null : workspace.id });
  }

  @Get('qrcodes/stats/usage')
  @ApiOperation({
    summary:
      "The active workspace's use of its plan: codes, and counted scans this calendar month (UTC), each with the plan's limit (0: none)",
  })
  @ApiOkResponse({ type: WorkspaceUsageResponseDto })
  usage(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
  ): Promise<WorkspaceUsageDto> {
    return this.dashboard.usage(workspace.id, isAdminRole(user.role));
  }
}
