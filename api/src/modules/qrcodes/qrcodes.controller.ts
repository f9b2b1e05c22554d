import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import {
  parseCodeFilter,
  type BulkResultDto,
  type Page,
  type QrCodeDto,
  type QrHistoryEntryDto,
  type ShortKeyCheckDto,
} from '@qrpanel/contracts';
import { pageOrAll, pageOrArraySchema, pagingOf } from '../../platform/common/list-query';
import { BulkActionsService } from './bulk-actions.service';
import { BulkActionDto, BulkResultResponseDto } from './dto/bulk-action.dto';
import { ListQrCodesDto } from './dto/list-qrcodes.dto';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Roles } from '../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { DomainsService } from '../domains';
import { User } from '../identity';
import { ActiveWorkspace, mayDo, type ActingWorkspace } from '../workspaces';
import { IMAGE_CONTENT, QrCodeImageQueryDto } from './dto/qrcode-image-query.dto';
import { QrCodeResponseDto, QrHistoryEntryResponseDto } from './dto/qrcode-response.dto';
import { ReassignQrCodeDto } from './dto/reassign-qrcode.dto';
import { SaveQrCodeDto } from './dto/save-qrcode.dto';
import { UpdateQrCodeStatusDto } from './dto/update-qrcode-status.dto';
import { QrImageService } from './qr-image.service';
import type { QrCode } from './qr-code.entity';
import { toHistoryEntryDto } from './qr-code.view';
import { QrCodeDtos } from './qr-code-dtos';
import { QrCodesService } from './qrcodes.service';
import { ShortKeys } from './short-keys.service';
import { I18nService, requestLanguage } from '../../platform/i18n/i18n.service';
import { ShortKeyCheckQueryDto, ShortKeyCheckResponseDto } from './dto/short-key-check.dto';

/**
 * QR codes (docs/architecture.md, Modules: qrcodes). A caller reaches the active workspace's
 * codes (X-Workspace-Id, else the last used); another workspace's id answers 404, and what
 * the caller's role there may not do 403.
 */
@ApiTags('qrcodes')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('qrcodes')
export class QrCodesController {
  constructor(
    private readonly qrcodes: QrCodesService,
    private readonly images: QrImageService,
    private readonly bulkActions: BulkActionsService,
    private readonly views: QrCodeDtos,
    private readonly keys: ShortKeys,
    private readonly domains: DomainsService,
    private readonly i18n: I18nService,
  ) {}

  @Get('my')
  @ApiOperation({
    summary: "The active workspace's codes, newest first unless sorted",
    description: 'With page: { items, total, page, limit }; without it, every matching code as an array.',
  })
  @ApiOkResponse({ schema: pageOrArraySchema('QrCodeResponseDto') })
  @ApiErrors(400, 403)
  async listOwn(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ListQrCodesDto,
  ): Promise<Page<QrCodeDto> | QrCodeDto[]> {
    return this.listed(user, workspace, 'own', query);
  }

  @Get('all')
  @Roles('super_admin', 'admin')
  @ApiOperation({
    summary: 'Every code with its owner, newest first unless sorted (admins; ?userId= for one owner)',
    description: 'With page: { items, total, page, limit }; without it, every matching code as an array.',
  })
  @ApiOkResponse({ schema: pageOrArraySchema('QrCodeResponseDto') })
  @ApiErrors(400, 403)
  async listAll(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ListQrCodesDto,
  ): Promise<Page<QrCodeDto> | QrCodeDto[]> {
    return this.listed(user, workspace, 'all', query);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete, pause, activate, move or tag many codes: the ids given, or every code a filter matches',
    description:
      "Users act on their own codes only (another's id fails as not found, a filter's userId naming another user answers 403); admins on any. Answers how many codes were reached and changed, and which failed and why.",
  })
  @ApiOkResponse({ type: BulkResultResponseDto })
  @ApiErrors(400, 403)
  bulk(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: BulkActionDto,
  ): Promise<BulkResultDto> {
    return this.bulkActions.run(user, workspace, dto);
  }

  @Get('keys/:key')
  @ApiOperation({
    summary: 'Whether a short key is free',
    description:
      "For a new code of the active workspace, or with ?code= for that code (its own key is free to it). Keys are unique whatever the case; the panel's own words are refused.",
  })
  @ApiOkResponse({ type: ShortKeyCheckResponseDto })
  @ApiErrors(400, 404)
  async checkKey(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('key') key: string,
    @Query() query: ShortKeyCheckQueryDto,
    @Headers() headers: IncomingHttpHeaders,
  ): Promise<ShortKeyCheckDto> {
    // Asked by the form, for a key about to be chosen: for those who may make and edit codes.
    mayDo(workspace, 'edit');
    const code = query.code === undefined ? undefined : await this.qrcodes.get(user, workspace, query.code);
    const domainId = query.domain_id
      ? (await this.domains.usableBy(workspace.id, query.domain_id)).id
      : (query.domain_id ?? code?.domainId ?? 0);
    const answer = await this.keys.check(key, domainId, code?.id);
    // Shown under the field as it is typed: in the caller's language, as error messages are.
    return { ...answer, message: this.i18n.translate(answer.message, requestLanguage(headers)) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One QR code' })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiErrors(400, 404)
  async get(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<QrCodeDto> {
    return this.dto(await this.qrcodes.read(user, workspace, id));
  }

  @Post()
  @ApiOperation({
    summary: 'Create a code',
    description:
      "A url destination must be an absolute http(s) URL (422 otherwise); a design that would not scan: 422 with its cause. Past the plan's QR-code limit: 403.",
  })
  @ApiCreatedResponse({ type: QrCodeResponseDto })
  @ApiErrors(400, 403, 422)
  async create(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: SaveQrCodeDto,
  ): Promise<QrCodeDto> {
    return this.dto(await this.qrcodes.create(user, workspace, dto));
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Edit a dynamic code',
    description: 'Static codes cannot be edited (400). A changed url destination is kept in the history.',
  })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiErrors(400, 404, 422)
  async update(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: SaveQrCodeDto,
  ): Promise<QrCodeDto> {
    return this.dto(await this.qrcodes.update(user, workspace, id, dto));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a code with its history and scans' })
  @ApiNoContentResponse()
  @ApiErrors(400, 404)
  async remove(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.qrcodes.remove(user, workspace, id);
  }

  @Put(':id/reassign')
  @Roles('super_admin', 'admin')
  @ApiOperation({ summary: 'Give a dynamic code to another user (admins)' })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiErrors(400, 403, 404)
  async reassign(@Param('id', ParseIntPipe) id: number, @Body() dto: ReassignQrCodeDto): Promise<QrCodeDto> {
    return this.dto(await this.qrcodes.reassign(id, dto.newUserId), true);
  }

  @Put(':id/status')
  @Roles('super_admin', 'admin')
  @ApiOperation({ summary: "Set a dynamic code's status: active, paused or suspended (admins)" })
  @ApiOkResponse({ type: QrCodeResponseDto })
  @ApiErrors(400, 403, 404)
  async setStatus(
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateQrCodeStatusDto,
  ): Promise<QrCodeDto> {
    return this.dto(await this.qrcodes.setStatus(id, dto.status), true);
  }

  @Get(':id/history')
  @ApiOperation({ summary: "A url code's earlier destinations, newest first" })
  @ApiOkResponse({ type: [QrHistoryEntryResponseDto] })
  @ApiErrors(400, 404)
  async history(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<QrHistoryEntryDto[]> {
    return (await this.qrcodes.historyOf(user, workspace, id)).map(toHistoryEntryDto);
  }

  @Get(':id/image')
  @ApiOperation({
    summary: 'The code as a PNG, SVG or PDF',
    description:
      "Drawn with the code's design (the same picture as the web preview); size is the width in pixels. " +
      'A PDF is vector, on a page the size of the code plus a margin.',
  })
  @ApiProduces('image/png', 'image/svg+xml', 'application/pdf')
  @ApiOkResponse({
    description: 'The image',
    content: IMAGE_CONTENT,
  })
  @ApiErrors(400, 404, 422, 503)
  async image(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: QrCodeImageQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.images.download(reply, await this.qrcodes.get(user, workspace, id), query, user.id);
  }

  private async listed(
    user: User,
    workspace: ActingWorkspace,
    which: 'own' | 'all',
    query: ListQrCodesDto,
  ): Promise<Page<QrCodeDto> | QrCodeDto[]> {
    const paging = pagingOf('codes', query as Record<string, unknown>);
    const { filter } = parseCodeFilter(query as Record<string, unknown>);
    const { codes, total } = await this.qrcodes.list(user, workspace, which, filter, paging);
    return pageOrAll(paging, await this.dtos(codes, which === 'all'), total);
  }

  private dto(code: QrCode, withOwner = false): Promise<QrCodeDto> {
    return this.views.one(code, withOwner);
  }

  private dtos(codes: QrCode[], withOwner = false): Promise<QrCodeDto[]> {
    return this.views.many(codes, withOwner);
  }
}
