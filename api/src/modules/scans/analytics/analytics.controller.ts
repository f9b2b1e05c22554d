import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AnalyticsSummary, ScansOverTimePoint } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';
import { Roles } from '../../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import type { User } from '../../identity';
import { coversEveryCode } from './analytics-scope';
import { AnalyticsService } from './analytics.service';
import { rangeOf } from './date-range';
import { AnalyticsQueryDto, codeOf, ScopedAnalyticsQueryDto } from './dto/analytics-query.dto';
import { AnalyticsSummaryDto, ScansOverTimePointDto } from './dto/analytics-response.dto';

/**
 * Scan analytics (docs/product.md, Analytics) in the caller's scope; the plan's analytics feature gates them.
 */
@ApiTags('analytics')
@ApiBearerAuth()
@ApiErrors(400, 401, 403, 404)
@Controller('qrcodes/analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('user')
  @ApiOperation({ summary: 'My Analytics: the active workspace’s codes' })
  @ApiOkResponse({ type: AnalyticsSummaryDto })
  async user(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: AnalyticsQueryDto,
  ): Promise<AnalyticsSummary> {
    const range = rangeOf(query);
    return this.analytics.summary(
      await this.analytics.scopeFor(user, workspace, false, codeOf(query), query.domain_id),
      range,
    );
  }

  @Get('admin')
  @Roles('super_admin', 'admin')
  @ApiOperation({ summary: 'Global Analytics: every code (admins)' })
  @ApiOkResponse({ type: AnalyticsSummaryDto })
  async admin(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: AnalyticsQueryDto,
  ): Promise<AnalyticsSummary> {
    const range = rangeOf(query);
    return this.analytics.summary(
      await this.analytics.scopeFor(user, workspace, true, codeOf(query), query.domain_id),
      range,
    );
  }

  @Get('scans-over-time')
  @ApiOperation({
    summary:
      'Scans a day over the last 30 days (UTC), or a day, week or month over from–to, zeros included, in scope (own codes, or all for admins by default)',
  })
  @ApiOkResponse({ type: [ScansOverTimePointDto] })
  async scansOverTime(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ScopedAnalyticsQueryDto,
  ): Promise<ScansOverTimePoint[]> {
    const range = rangeOf(query);
    const all = coversEveryCode(user.role, query.scope);
    return this.analytics.scansOverTime(
      await this.analytics.scopeFor(user, workspace, all, codeOf(query), query.domain_id),
      range,
    );
  }

  @Get('export.csv')
  @ApiOperation({
    summary:
      'The scans in scope as CSV (own codes, or all for admins by default; from–to when given), streamed',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      'One line per scan, after a header line, in UTF-8 with its BOM and CRLF line ends (as codes.csv in a ZIP); sent as an attachment (qr-scans.csv)',
    content: {
      'text/csv': {
        schema: { type: 'string' },
        example:
          'scanned_at,qr_code,qr_key,os,browser,device,country,bot,outcome\r\n' +
          '2026-01-05T09:12:44.000Z,Menu,3f2a9c1e-4b7d-4e2a-9c1e-3f2a9c1e4b7d,iOS,Safari,mobile,FR,no,served\r\n',
      },
    },
  })
  async exportCsv(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ScopedAnalyticsQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const range = rangeOf(query);
    const all = coversEveryCode(user.role, query.scope);
    const scope = await this.analytics.scopeFor(user, workspace, all, codeOf(query), query.domain_id);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="qr-scans.csv"')
      .header('cache-control', 'no-store')
      .send(this.analytics.exportCsv(scope, range));
  }
}
