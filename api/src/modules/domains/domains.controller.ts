import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DOMAIN_MESSAGES, type DomainDto } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { Public } from '../../platform/common/decorators/public.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { Principal } from '../../platform/common/principal';
import { WindowCounters } from '../../platform/redis/window-counters';
import { ActiveWorkspace, idFor, type ActingWorkspace } from '../workspaces';
import { DomainsService } from './domains.service';
import { CreateDomainDto, UpdateDomainDto } from './dto/domain-requests.dto';
import { DomainResponseDto } from './dto/domain-response.dto';

/** Questions a TLS edge may ask a minute, per address: one per new host name it sees. */
const TLS_CHECKS_PER_MINUTE = 120;

/**
 * The active workspace's custom domains: every member reads them (a code picks one), owners
 * and admins add, change, verify and remove them (others: 403); another workspace's are not
 * there (404).
 */
@ApiTags('domains')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('domains')
export class DomainsController {
  constructor(
    private readonly domains: DomainsService,
    private readonly counters: WindowCounters,
  ) {}

  @Get('tls-check')
  @Public()
  @ApiOperation({
    summary: 'Whether the TLS edge may get a certificate for a host (on-demand TLS)',
    description:
      "200 for a verified custom domain or the panel's own host, 404 for anything else. Asked by the edge before it requests a certificate; the gateway does not pass it from outside. More than 120 questions a minute from one address: 429.",
  })
  @ApiQuery({ name: 'domain', example: 'go.example.com' })
  @ApiOkResponse({ description: 'A certificate may be issued' })
  @ApiErrors(404, 429)
  async tlsCheck(@Query('domain') domain: unknown, @Req() request: FastifyRequest): Promise<{ ok: true }> {
    await this.counters.take(
      'tls-check',
      request.ip,
      60_000,
      TLS_CHECKS_PER_MINUTE,
      DOMAIN_MESSAGES.checkedTooOften,
    );
    if (typeof domain !== 'string' || !(await this.domains.mayHaveCertificate(domain)))
      throw new NotFoundException(DOMAIN_MESSAGES.notFound);
    return { ok: true };
  }

  @Get()
  @ApiOperation({ summary: "The workspace's custom domains, oldest first" })
  @ApiOkResponse({ type: [DomainResponseDto] })
  @ApiErrors(403)
  list(@ActiveWorkspace() workspace: ActingWorkspace): Promise<DomainDto[]> {
    return this.domains.list(idFor(workspace, 'read'));
  }

  @Post()
  @ApiOperation({
    summary: 'Add a custom domain: pending until its DNS proves it',
    description:
      "Answers the TXT record to add (or a CNAME to `cname_target`). A hostname is one workspace's on the instance (409); localhost, IP addresses, the panel's own host and names without a dot are refused (400). Past the plan's domain limit, or a role below admin: 403.",
  })
  @ApiCreatedResponse({ type: DomainResponseDto })
  @ApiErrors(400, 403, 409)
  async create(
    @CurrentUser() user: Principal,
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Body() dto: CreateDomainDto,
  ): Promise<DomainDto> {
    return this.domains.create(user.role, idFor(workspace, 'manage'), dto);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of the workspace’s domains' })
  @ApiOkResponse({ type: DomainResponseDto })
  @ApiErrors(400, 403, 404)
  get(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DomainDto> {
    return this.domains.get(idFor(workspace, 'read'), id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Where the bare domain and unknown keys send people' })
  @ApiOkResponse({ type: DomainResponseDto })
  @ApiErrors(400, 403, 404)
  update(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: UpdateDomainDto,
  ): Promise<DomainDto> {
    return this.domains.update(idFor(workspace, 'manage'), id, dto);
  }

  @Post(':id/verify')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Check the domain’s DNS now',
    description:
      'Verified once the TXT record or the CNAME is found; otherwise `last_check_message` says why not.',
  })
  @ApiOkResponse({ type: DomainResponseDto })
  @ApiErrors(400, 403, 404, 429)
  verify(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<DomainDto> {
    return this.domains.verify(idFor(workspace, 'manage'), id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a domain no code uses (409 while codes use it)' })
  @ApiNoContentResponse()
  @ApiErrors(400, 403, 404, 409)
  async remove(
    @ActiveWorkspace() workspace: ActingWorkspace,
    @Param('id', ParseIntPipe) id: number,
  ): Promise<void> {
    await this.domains.remove(idFor(workspace, 'manage'), id);
  }
}
