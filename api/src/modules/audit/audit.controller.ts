import { Controller, Get, Header, Query, type StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuditEntryDto, Page } from '@qrpanel/contracts';
import { Roles } from '../../platform/common/decorators/roles.decorator';
import { ApiErrors } from '../../platform/common/dto/error-response.dto';
import { AuditLog } from './audit-log.service';
import { AuditPageResponseDto } from './dto/audit-entry-response.dto';
import { AuditQueryDto } from './dto/audit-query.dto';

/** OpenAPI: the CSV an audit export answers. */
export const AUDIT_CSV_RESPONSE = {
  description:
    'One line per entry, newest first, after a header line, in UTF-8 with its BOM and CRLF line ends; cells that a spreadsheet would read as a formula start with an apostrophe; sent as an attachment (audit-log.csv)',
  content: {
    'text/csv': {
      schema: { type: 'string' },
      example:
        'created_at,workspace_id,actor_type,actor_user_id,actor_api_key_id,actor_label,action,target_type,target_id,target_label,details,request_id\r\n',
    },
  },
};

/** The whole instance's audit log, for platform administrators. No route changes an entry. */
@ApiTags('audit')
@ApiBearerAuth()
@Roles('admin', 'super_admin')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditLog) {}

  @Get()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary: "Every workspace's and the instance's entries, newest first (platform administrators)",
    description: 'format=csv answers every matching entry as CSV, as /api/audit/export does.',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: AuditPageResponseDto })
  @ApiErrors(400, 401, 403)
  list(@Query() query: AuditQueryDto): Promise<Page<AuditEntryDto>> | StreamableFile {
    return this.audit.answer({ instance: true }, query);
  }

  @Get('export')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'The matching entries as CSV, streamed (platform administrators)' })
  @ApiProduces('text/csv')
  @ApiOkResponse(AUDIT_CSV_RESPONSE)
  @ApiErrors(400, 401, 403)
  export(@Query() query: AuditQueryDto): Promise<Page<AuditEntryDto>> | StreamableFile {
    return this.audit.answer({ instance: true }, query, true);
  }
}
