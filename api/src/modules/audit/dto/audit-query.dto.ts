import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  AUDIT_FORMATS,
  AUDIT_TARGET_TYPES,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  parseAuditQuery,
} from '@qrpanel/contracts';
import { CheckedBy } from '../../../platform/common/list-query';

const problems = (query: Record<string, unknown>) => parseAuditQuery(query).problems;

/** The query of both audit routes, each field checked by the contracts' parser. */
export class AuditQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, default: 1 })
  @CheckedBy(problems, 'page')
  page?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: LIST_LIMIT_MAX, default: LIST_LIMIT_DEFAULT })
  @CheckedBy(problems, 'limit')
  limit?: string;

  @ApiPropertyOptional({ type: 'integer', description: "The acting user's id (an API key's maker too)" })
  @CheckedBy(problems, 'actor')
  actor?: string;

  @ApiPropertyOptional({
    description: 'An action (code.updated), or the start of some ending with a dot (code.)',
  })
  @CheckedBy(problems, 'action')
  action?: string;

  @ApiPropertyOptional({ enum: AUDIT_TARGET_TYPES })
  @CheckedBy(problems, 'target_type')
  target_type?: string;

  @ApiPropertyOptional({ type: 'integer' })
  @CheckedBy(problems, 'target_id')
  target_id?: string;

  @ApiPropertyOptional({
    description: 'From this day (YYYY-MM-DD, UTC) or time (ISO 8601)',
    example: '2026-01-01',
  })
  @CheckedBy(problems, 'from')
  from?: string;

  @ApiPropertyOptional({ description: 'To this day (YYYY-MM-DD, UTC, inclusive) or time (ISO 8601)' })
  @CheckedBy(problems, 'to')
  to?: string;

  @ApiPropertyOptional({ type: 'integer', description: "GET /api/audit only: one workspace's entries" })
  @CheckedBy(problems, 'workspace_id')
  workspace_id?: string;

  @ApiPropertyOptional({
    enum: AUDIT_FORMATS,
    default: 'json',
    description: 'csv: every matching entry as CSV',
  })
  @CheckedBy(problems, 'format')
  format?: string;
}
