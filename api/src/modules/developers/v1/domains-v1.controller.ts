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
  ApiTags,
} from '@nestjs/swagger';
import type { DomainDto } from '@qrpanel/contracts';
import { ApiKeyRoute } from '../../../platform/common/decorators/api-key-route.decorator';
import { CurrentUser } from '../../../platform/common/decorators/current-user.decorator';
import { CreateDomainDto, DomainResponseDto, DomainsService, UpdateDomainDto } from '../../domains';
import type { User } from '../../identity';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../../workspaces';
import { ApiKeyGuard } from './api-key.guard';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { ApiIdempotencyKey, ApiProblems, RATE_LIMIT_HEADERS } from './problems';
import { RequireScope } from './scopes';
import { ProblemDetailsDto } from './v1.dto';

/**
 * Custom domains through an API key: read with qrcodes:read (a code picks its domain),
 * changed with domains:write by a key whose maker is the workspace's owner or admin (403
 * otherwise). One service answers this and the Domains screen: same rules and messages.
 */
@ApiTags('domains')
@ApiBearerAuth('apiKey')
@ApiExtraModels(ProblemDetailsDto)
@ApiProblems(401, 429)
@ApiKeyRoute()
@UseGuards(ApiKeyGuard)
@UseInterceptors(IdempotencyInterceptor)
@Controller('v1/domains')
export class DomainsV1Controller {
  constructor(private readonly domains: DomainsService) {}

  @Get()
  @RequireScope('qrcodes:read')
  @ApiOperation({ operationId: 'listDomains', summary: 'The workspace’s custom domains, oldest first' })
  @ApiOkResponse({ type: [DomainResponseDto], headers: RATE_LIMIT_HEADERS })
  list(@ActiveWorkspace() workspace: ActingWorkspace): Promise<DomainDto[]> {
    return this.domains.list(idFor(workspace, 'read'));
  }

  @Post()
  @RequireScope('domains:write')
  @ApiIdempotencyKey()
  @ApiOperation({
    operationId: 'createDomain',
    summary: 'Add a custom domain: pending until its DNS holds the TXT record (or a CNAME) it answers',
    description:
      "A hostname is one workspace's on the instance (409); localhost, IP addresses, the panel's own host and names without a dot are refused (400). Past the plan's domain limit: 403.",
  })
  @ApiCreatedResponse({ type: DomainResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 409)
  create(
    @CurrentUser() user: User,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateDomainDto,
  ): Promise<DomainDto> {
    return this.domains.create(user.role, idFor(workspace, 'manage'), dto);
  }

  @Get(':id')
  @RequireScope('qrcodes:read')
  @ApiOperation({ operationId: 'getDomain', summary: 'One custom domain' })
  @ApiOkResponse({ type: DomainResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  get(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DomainDto> {
    return this.domains.get(idFor(workspace, 'read'), id);
  }

  @Patch(':id')
  @RequireScope('domains:write')
  @ApiOperation({
    operationId: 'updateDomain',
    summary: 'Where the bare domain and unknown keys send people',
  })
  @ApiOkResponse({ type: DomainResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  update(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateDomainDto,
  ): Promise<DomainDto> {
    return this.domains.update(idFor(workspace, 'manage'), id, dto);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @RequireScope('domains:write')
  @ApiOperation({
    operationId: 'verifyDomain',
    summary: 'Check the domain’s DNS now; `last_check_message` says what is missing',
  })
  @ApiOkResponse({ type: DomainResponseDto, headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404)
  verify(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DomainDto> {
    return this.domains.verify(idFor(workspace, 'manage'), id);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScope('domains:write')
  @ApiOperation({
    operationId: 'deleteDomain',
    summary: 'Remove a domain no code uses (409 while codes use it)',
  })
  @ApiNoContentResponse({ headers: RATE_LIMIT_HEADERS })
  @ApiProblems(400, 404, 409)
  async remove(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.domains.remove(idFor(workspace, 'manage'), id);
  }
}
