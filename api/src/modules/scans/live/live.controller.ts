import {
  Controller,
  Get,
  HttpCode,
  Post,
  Query,
  Req,
  Res,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_TICKETS_PER_USER, MESSAGES, type LiveRecent, type LiveTicket } from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { IS_PUBLIC_KEY } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { type User, UsersService } from '../../identity';
import {
  ActiveWorkspace,
  ActiveWorkspacePipe,
  WorkspacesService,
  type ActingWorkspace,
} from '../../workspaces';
import { coversEveryCode } from '../analytics/analytics-scope';
import { AnalyticsService } from '../analytics/analytics.service';
import { ScopeQueryDto } from '../analytics/dto/analytics-query.dto';
import { LiveFeed } from './live-feed.service';
import { LiveQueryDto, LiveRecentDto, LiveTicketDto } from './live.dto';

/** Scans as they happen, in the caller's scope: their own codes', or every code's for admins. */
@ApiTags('analytics')
@ApiBearerAuth()
@ApiErrors(400, 401, 403, 429)
@Controller('qrcodes/analytics/live')
export class LiveController {
  constructor(
    private readonly feed: LiveFeed,
    private readonly analytics: AnalyticsService,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly activeWorkspace: ActiveWorkspacePipe,
  ) {}

  @Post('ticket')
  @HttpCode(201)
  @ApiOperation({
    summary: 'A ticket that opens the live stream once, within 60 s (for EventSource)',
    description: `At most ${LIVE_TICKETS_PER_USER} unused tickets per user at once (429 with Retry-After)`,
  })
  @ApiCreatedResponse({ type: LiveTicketDto })
  async ticket(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
  ): Promise<LiveTicket> {
    // Refused here already when the plan has no analytics, rather than at the stream.
    await this.analytics.scopeFor(user, workspace, true);
    return this.feed.issue({ userId: user.id, workspaceId: workspace.id });
  }

  @Get()
  // The guard identifies a caller who sends a token; one who sends a ticket instead is let through to it.
  @SetMetadata(IS_PUBLIC_KEY, true)
  @ApiOperation({
    summary:
      'Server-sent events: each scan in scope as it is stored (event `scan`, its data a LiveScan), heartbeat comments every 15 s. Authorization header, or ?ticket=. At most 5 streams per user at once (429)',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'An endless stream; a client that does not read is dropped',
    content: {
      'text/event-stream': {
        schema: { type: 'string' },
        example:
          'event: scan\ndata: {"at":"2026-01-05T09:12:44.000Z","code":{"id":7,"label":"Menu","key":"3f2a9c1e-4b7d-4e2a-9c1e-3f2a9c1e4b7d"},"country":"GB","city":"London","os":"iOS","device":"mobile"}\n\n',
      },
    },
  })
  async stream(
    @Req() request: FastifyRequest & { user?: User },
    @Query() query: LiveQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { user, workspace } = request.user
      ? { user: request.user, workspace: await this.activeWorkspace.transform(request) }
      : await this.ticketHolder(query.ticket);
    const scope = await this.analytics.scopeFor(user, workspace, coversEveryCode(user.role, query.scope));
    this.feed.admit(user.id);
    // From here the connection is the stream's: Fastify sends nothing more on it.
    reply.hijack();
    this.feed.open(reply.raw, scope, user.id);
  }

  @Get('recent')
  @ApiOperation({ summary: 'The scans of the last 30 minutes in scope: how many, and the latest 10' })
  @ApiOkResponse({ type: LiveRecentDto })
  async recent(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ScopeQueryDto,
  ): Promise<LiveRecent> {
    return this.feed.recent(
      await this.analytics.scopeFor(user, workspace, coversEveryCode(user.role, query.scope)),
    );
  }

  /** The ticket's holder, still a member of the workspace it was issued in. */
  private async ticketHolder(
    ticket: string | undefined,
  ): Promise<{ user: User; workspace: ActingWorkspace }> {
    if (!ticket) throw new UnauthorizedException(MESSAGES.sessionExpired);
    const holder = await this.feed.redeem(ticket);
    const user = await this.users.findById(holder.userId);
    if (!user) throw new UnauthorizedException(MESSAGES.sessionExpired);
    return { user, workspace: await this.workspaces.active(user.id, holder.workspaceId) };
  }
}
