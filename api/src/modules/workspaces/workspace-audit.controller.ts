import { Controller, Get, Header, Param, ParseIntPipe, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuditEntryDto, Page } from '@qrpanel/contracts';
import { CurrentUser } from '../../platform/common/decorators/current-user.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import type { Principal } from '../../platform/common/principal';
import { AUDIT_CSV_RESPONSE, AuditLog, AuditPageResponseDto, AuditQueryDto } from '../audit';
import { WorkspacesService } from './workspaces.service';

/**
 * A workspace's audit log, for its owners and admins (other members 403, anyone else 404, as
 * every workspace route). No route changes an entry.
 */
@ApiTags('audit')
@ApiBearerAuth()
@Controller('workspaces')
export class WorkspaceAuditController {
  constructor(
    private readonly workspaces: WorkspacesService,
    private readonly audit: AuditLog,
  ) {}

  @Get(':id/audit')
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "A workspace's audit log, newest first (owners and admins)",
    description: 'format=csv answers every matching entry as CSV, as …/audit/export does.',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: AuditPageResponseDto })
  @ApiErrors(400, 401, 403, 404)
  async list(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: AuditQueryDto,
  ): Promise<Page<AuditEntryDto> | StreamableFile> {
    await this.workspaces.get(actor.id, id, 'manage');
    return this.audit.answer({ workspaceId: id }, query);
  }

  @Get(':id/audit/export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: "A workspace's matching audit entries as CSV, streamed (owners and admins)" })
  @ApiProduces('text/csv')
  @ApiOkResponse(AUDIT_CSV_RESPONSE)
  @ApiErrors(400, 401, 403, 404)
  async export(
    @CurrentUser() actor: Principal,
    @Param('id', ParseIntPipe) id: number,
    @Query() query: AuditQueryDto,
  ): Promise<Page<AuditEntryDto> | StreamableFile> {
    await this.workspaces.get(actor.id, id, 'manage');
    return this.audit.answer({ workspaceId: id }, query, true);
  }
}
