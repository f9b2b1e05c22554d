import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  GENERATION_TYPES,
  QR_STATUSES,
  QR_TYPES,
  parseCodeFilter,
  type GenerationType,
  type QrStatus,
  type QrType,
} from '@qrpanel/contracts';
import { CheckedBy, PageQueryDto } from '../../../platform/common/list-query';

const problems = (query: Record<string, unknown>) => parseCodeFilter(query).problems;

/** GET /qrcodes/my and /qrcodes/all: paging, search on label or key, and the code filters. */
export class ListQrCodesDto extends PageQueryDto('codes') {
  @ApiPropertyOptional({ enum: QR_TYPES })
  @CheckedBy(problems, 'type')
  type?: QrType;

  @ApiPropertyOptional({ enum: GENERATION_TYPES })
  @CheckedBy(problems, 'generation_type')
  generation_type?: GenerationType;

  @ApiPropertyOptional({ enum: QR_STATUSES })
  @CheckedBy(problems, 'status')
  status?: QrStatus;

  @ApiPropertyOptional({ description: 'A folder id, or "none" for the codes in no folder', example: 'none' })
  @CheckedBy(problems, 'folderId')
  folderId?: string;

  @ApiPropertyOptional({ description: 'Codes with this tag' })
  @CheckedBy(problems, 'tag')
  tag?: string;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      "Admins, in /qrcodes/all: one owner's codes. Elsewhere only the caller's own id (another's: 403)",
  })
  @CheckedBy(problems, 'userId')
  userId?: string;
}
