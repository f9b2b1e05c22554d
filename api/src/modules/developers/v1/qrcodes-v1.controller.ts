import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  Res,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  parseCodeFilter,
  type AnalyticsSummary,
  type Page,
  type QrCodeDto,
  type ScansOverTimePoint,
} from '@qrpanel/contracts';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { ApiKeyRoute } from '../../../platform/common/decorators/api-key-route.decorator';
import { pagingOf } from '../../../platform/common/list-query';
import { createValidationPipe } from '../../../platform/common/validation';
import type { User } from '../../identity';
import { ActiveWorkspace, type ActingWorkspace } from '../../workspaces';
import {
  IMAGE_CONTENT,
  QrCodeImageQueryDto,
  QrCodeResponseDto,
  ListQrCodesDto,
  SaveQrCodeDto,
  QrCodeDtos,
  QrCodesService,
  QrImageService,
} from '../../qrcodes';
import { AnalyticsService, rangeOf } from '../../scans';
import { ApiKeyGuard } from './api-key.guard';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { ApiIdempotencyKey, ApiProblems, RATE_LIMIT_HEADERS } from './problems';
import { RequireScope } from './scopes';
import {
  CodeAnalyticsDto,
  CodeAnalyticsQueryDto,
  PatchQrCodeDto,
  ProblemDetailsDto,
  QrCodePageDto,
} from './v1.dto';

/**
 * QR codes through an API key: the key's owner's codes, with the same rules, plan limits and
 * messages as the web api (the same services answer both).
 */
@ApiTags('qrcodes')
@ApiBearerAuth('apiKey')
@ApiExtraModels(ProblemDetailsDto)
@ApiProblems(401, 429)
@ApiKeyRoute()
@UseGuards(ApiKeyGuard)
@UseInterceptors(IdempotencyInterceptor)
@Controller('v1/qrcodes')
export class QrCodesV1Controller {
  constructor(
    private readonly qrcodes: QrCodesService,
    private readonly views: QrCodeDtos,
    private readonly images: QrImageService,
    private readonly analytics: AnalyticsService,
  ) {}

  @Get()
  @RequireScope('qrcodes:read')
  @ApiOperation({
    operationId: 'listQrCodes',
    summary: 'The key owner’s codes, a page at a time, newest first unless sorted',
  })
  @ApiOkResponse({ type: QrCodePageDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400)
  async list(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Query() query: ListQrCodesDto,
  ): Promise<Page<QrCodeDto>> {
    const raw = { ...query, page: query.page ?? '1' } as Record<string, unknown>;
    const paging = pagingOf('codes', raw);
    const { filter } = parseCodeFilter(raw);
    const { codes, total } = await this.qrcodes.list(user, workspace, 'own', filter, paging);
    return { items: await this.views.many(codes), total, page: paging.page ?? 1, limit: paging.limit };
  }

  @Post()
  @RequireScope('qrcodes:write')
  @ApiIdempotencyKey()
  @ApiOperation({
    operationId: 'createQrCode',
    summary: 'Create a code',
    description:
      "The same body as the web api. A url destination must be an absolute http(s) URL (422 otherwise). Past the plan's QR-code limit: 403.",
  })
  @ApiCreatedResponse({ type: QrCodeResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 409, 422)
  async create(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: SaveQrCodeDto,
  ): Promise<QrCodeDto> {
    return this.views.one(await this.qrcodes.create(user, workspace, dto));
  }

  @Get(':id')
  @RequireScope('qrcodes:read')
  @ApiOperation({ operationId: 'getQrCode', summary: 'One code' })
  @ApiOkResponse({ type: QrCodeResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  async get(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<QrCodeDto> {
    return this.views.one(await this.qrcodes.read(user, workspace, id));
  }

  @Patch(':id')
  @RequireScope('qrcodes:write')
  @ApiOperation({
    operationId: 'updateQrCode',
    summary: 'Change some of a dynamic code’s fields; the others keep their values',
    description: 'Static codes cannot be edited (400). A changed url destination is kept in the history.',
  })
  @ApiOkResponse({ type: QrCodeResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404, 422)
  async update(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() patch: PatchQrCodeDto,
  ): Promise<QrCodeDto> {
    const current = await this.views.one(await this.qrcodes.get(user, workspace, id));
    const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    // The code's content is checked whole again, as the web api's edit checks it.
    const dto = (await createValidationPipe().transform(
      { ...editableFields(current), ...given },
      { type: 'body', metatype: SaveQrCodeDto },
    )) as SaveQrCodeDto;
    return this.views.one(await this.qrcodes.update(user, workspace, id, dto));
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScope('qrcodes:write')
  @ApiOperation({ operationId: 'deleteQrCode', summary: 'Delete a code with its history and scans' })
  @ApiNoContentResponse({ headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  async remove(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.qrcodes.remove(user, workspace, id);
  }

  @Get(':id/image')
  @RequireScope('qrcodes:read')
  @ApiOperation({
    operationId: 'getQrCodeImage',
    summary: 'The code as a PNG, SVG or PDF, drawn with its design',
  })
  @ApiProduces('image/png', 'image/svg+xml', 'application/pdf')
  @ApiOkResponse({
    description: 'The image',
    headers: RATE_LIMIT_HEADERS,
    content: IMAGE_CONTENT,
  })
  @ApiProblems(400, 404, 422, 503)
  async image(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: QrCodeImageQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.images.download(reply, await this.qrcodes.get(user, workspace, id), query, user.id);
  }

  @Get(':id/analytics')
  @RequireScope('analytics:read')
  @ApiOperation({
    operationId: 'getQrCodeAnalytics',
    summary: 'A code’s scans: totals, by OS, country, browser, device and destination, and over time',
    description:
      "All time, or with from and/or to the range's (at most 2 years), beside the period of the same length before it, and its scans a day, week or month (granularity). A range that ends before it starts, or is too long: 400 naming the field. Needs the analytics feature of the owner's plan (403 otherwise).",
  })
  @ApiOkResponse({ type: CodeAnalyticsDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  async codeAnalytics(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: CodeAnalyticsQueryDto,
  ): Promise<AnalyticsSummary & { series: ScansOverTimePoint[] }> {
    const range = rangeOf(query);
    const scope = await this.analytics.scopeFor(user, workspace, false, id);
    return {
      ...(await this.analytics.summary(scope, range)),
      series: await this.analytics.scansOverTime(scope, range),
    };
  }
}

/**
 * What an edit must send of a code as it is now: the web api's edit keeps every other field
 * left out (its design, limits, rules, tags and folder) as it is.
 */
function editableFields(code: QrCodeDto): Pick<SaveQrCodeDto, 'label' | 'type' | 'data'> {
  return { label: code.label, type: code.type, data: { ...code.data } };
}
