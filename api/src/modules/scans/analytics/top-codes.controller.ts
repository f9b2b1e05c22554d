import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ANALYTICS_WINDOW_DAYS, type TopCode } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../../identity';
import { CodeLookup } from '../../qrcodes';
import { ScanRollupsRepository } from '../scan-rollups.repository';
import { TopCodeDto, TopQueryDto } from '../live/live.dto';
import { codesIn, lastDays } from './analytics-scope';
import { AnalyticsService } from './analytics.service';
import { changeFrom } from './date-range';

/** The dashboard's most scanned codes, with their trend. */
@ApiTags('analytics')
@ApiBearerAuth()
@ApiErrors(400, 401, 403)
@Controller('qrcodes/analytics')
export class TopCodesController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly codes: CodeLookup,
    private readonly counted: ScanRollupsRepository,
  ) {}

  @Get('top')
  @ApiOperation({
    summary:
      'The codes scanned most in the last 30 days (UTC, today included), with their scans in the 30 days before: own codes, or all for admins',
  })
  @ApiOkResponse({ type: [TopCodeDto] })
  async top(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: TopQueryDto,
  ): Promise<TopCode[]> {
    const scope = await this.analytics.scopeFor(user, workspace, true);
    const days = lastDays(ANALYTICS_WINDOW_DAYS * 2);
    const before = { from: days[0], to: days[ANALYTICS_WINDOW_DAYS - 1] };
    const period = { from: days[ANALYTICS_WINDOW_DAYS], to: days[days.length - 1] };
    const codes = await codesIn(this.codes, scope);
    const rows = await this.counted.topCodes(codes, period, before, query.limit ?? 5);
    const names = await this.codes.names(rows.map((r) => r.id));
    // A code deleted since its scans were read is left out, as it is from the list of codes.
    return rows.flatMap((r) => {
      const code = names.get(r.id);
      return code ? [{ ...r, label: code.label, change: changeFrom(r.previousScans, r.scans) }] : [];
    });
  }
}
