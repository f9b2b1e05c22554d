import {
  BadRequestException,
  Controller,
  Get,
  HttpCode,
  Param,
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
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  EXPORT_MESSAGES as M,
  MESSAGES,
  type ExportProgressDto,
  type ExportTicketDto,
} from '@qrpanel/contracts';
import { attachment } from '../../../platform/common/content-disposition';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import {
  ActiveWorkspace,
  ActiveWorkspacePipe,
  WorkspacesService,
  type ActingWorkspace,
} from '../../workspaces';
import { IS_PUBLIC_KEY } from '../../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../../platform/common/dto/error-response.dto';
import { type User, UsersService } from '../../identity';
import { CodeExportService } from './code-export.service';
import { ExportCodesQueryDto, ExportTicketQueryDto, type ExportQuery } from './export-codes-query.dto';

class ExportProgressResponseDto implements ExportProgressDto {
  @ApiProperty({ description: 'Codes in the ZIP' })
  total: number;

  @ApiProperty({ description: 'Codes added so far' })
  done: number;

  @ApiProperty({ description: 'Whether the ZIP is complete (or was cut off)' })
  finished: boolean;

  @ApiProperty({ description: 'Whether it ended before every code was in (cancelled or broken off)' })
  failed: boolean;
}

class ExportTicketResponseDto implements ExportTicketDto {
  @ApiProperty({ description: 'Opens the download once: GET /qrcodes/export.zip?ticket=…' })
  ticket: string;

  @ApiProperty({ format: 'date-time' })
  expires_at: string;

  @ApiProperty({ description: 'Codes in the ZIP, as they match now' })
  total: number;

  @ApiProperty({ description: 'GET /qrcodes/export/progress/{progress} follows the download' })
  progress: string;
}

/** Bulk download of codes as a ZIP of images. */
@ApiTags('qrcodes')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('qrcodes')
export class CodeExportsController {
  constructor(
    private readonly exports: CodeExportService,
    private readonly users: UsersService,
    private readonly workspaces: WorkspacesService,
    private readonly activeWorkspace: ActiveWorkspacePipe,
  ) {}

  @Post('export/ticket')
  @HttpCode(201)
  @ApiOperation({
    summary: 'A ticket that downloads the ZIP this query describes once, within 60 s (for a browser)',
    description:
      'The same query as export.zip, checked now. A browser then navigates to export.zip?ticket=… (no Authorization header), so it saves the ZIP to disk as it comes, and follows it with GET /qrcodes/export/progress/{progress}.',
  })
  @ApiCreatedResponse({ type: ExportTicketResponseDto })
  @ApiErrors(400, 403, 404, 429)
  ticket(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ExportTicketQueryDto,
  ): Promise<ExportTicketDto> {
    return this.exports.ticket(user, workspace, query);
  }

  @Get('export.zip')
  // The guard identifies a caller who sends a token; one who sends a ticket instead is let through to it.
  @SetMetadata(IS_PUBLIC_KEY, true)
  @ApiOperation({
    summary: 'A ZIP of codes as PNG, SVG or PDF, with codes.csv listing them (at most 10,000)',
    description:
      "The list's filters (users: their own codes, a userId naming another answering 403; admins: everyone's, userId for one owner) or ids=1,2,3. " +
      'Streamed as it is built; X-Codes-Total says how many codes it holds, and with progress=<token> ' +
      'GET /qrcodes/export/progress/{token} follows it. Or, instead of all of these and the Authorization ' +
      'header, ticket=… from POST /qrcodes/export/ticket.',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({
    description: 'The ZIP',
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(400, 403, 404)
  async zip(
    @Req() request: FastifyRequest & { user?: User },
    @Query() query: ExportCodesQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { user, workspace, asked, progress } = await this.download(request, query);
    const ids = await this.exports.ids(user, workspace, asked);
    const archive = this.exports.zip(user, ids, asked.format ?? 'png', progress);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', attachment('qr-codes.zip'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('x-codes-total', String(ids.length))
      .send(archive);
  }

  @Get('export/progress/:token')
  @ApiOperation({ summary: 'How far a ZIP being built is (the token its download was given)' })
  @ApiOkResponse({ type: ExportProgressResponseDto })
  @ApiErrors(404)
  progress(@CurrentUser() user: User, @Param('token') token: string): Promise<ExportProgressDto> {
    return this.exports.progressOf(user, token);
  }

  /** Who downloads what: the ticket's holder and query, or the signed-in caller and theirs. */
  private async download(
    request: FastifyRequest & { user?: User },
    query: ExportCodesQueryDto,
  ): Promise<{ user: User; workspace: ActingWorkspace; asked: ExportQuery; progress?: string }> {
    const { ticket, progress, ...asked } = query;
    if (ticket === undefined) {
      const caller = request.user;
      if (!caller) throw new UnauthorizedException(MESSAGES.sessionExpired);
      return { user: caller, workspace: await this.activeWorkspace.transform(request), asked, progress };
    }
    // A ticket's ZIP is the one it was issued for: nothing may be added to it, or widen it.
    if (progress !== undefined || Object.values(asked).some((v) => v !== undefined))
      throw new BadRequestException(M.ticketAlone);
    const held = await this.exports.redeem(ticket);
    const user = await this.users.findById(held.userId);
    if (!user) throw new UnauthorizedException(M.badTicket);
    const workspace = await this.workspaces.active(user.id, held.workspaceId);
    return { user, workspace, asked: held.query, progress: held.progress };
  }
}
