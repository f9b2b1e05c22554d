import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  BULK_ACTIONS,
  BULK_IDS_MAX,
  BULK_MESSAGES as M,
  CODE_FILTER_KEYS,
  GENERATION_TYPES,
  QR_STATUSES,
  QR_TYPES,
  TAG_MESSAGES,
  TAGS_PER_CODE_MAX,
  normalizeTags,
  parseCodeFilter,
  positiveInteger,
  type BulkAction,
  type BulkActionPayload,
  type BulkFailure,
  type BulkResultDto,
  type CodeListFilter,
} from '@qrpanel/contracts';

const check = (name: string, test: (value: unknown) => boolean, message: (value: unknown) => string) =>
  ValidateBy({ name, validator: { validate: test, defaultMessage: (args) => message(args?.value) } });

/** The first problem of a filter: an unknown key, or a value the list would refuse. */
function filterProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'filter must be an object';
  const unknown = Object.keys(value).find((k) => !(CODE_FILTER_KEYS as readonly string[]).includes(k));
  if (unknown) return `filter.${unknown} is not a filter; filters are: ${CODE_FILTER_KEYS.join(', ')}.`;
  return Object.values(parseCodeFilter(value as Record<string, unknown>).problems)[0];
}

class CodeListFilterDto {
  @ApiPropertyOptional() q?: string;
  @ApiPropertyOptional({ enum: QR_TYPES }) type?: CodeListFilter['type'];
  @ApiPropertyOptional({ enum: GENERATION_TYPES }) generation_type?: CodeListFilter['generation_type'];
  @ApiPropertyOptional({ enum: QR_STATUSES }) status?: CodeListFilter['status'];
  @ApiPropertyOptional({ type: 'integer', description: 'A folder id, or "none": the codes in no folder' })
  folderId?: number | 'none';
  @ApiPropertyOptional() tag?: string;
  @ApiPropertyOptional({
    type: 'integer',
    description: "Admins: one owner's codes (a user naming another: 403)",
  })
  userId?: number;
}

/** The body of POST /qrcodes/bulk: ids or a filter, an action, and what it needs. */
export class BulkActionDto implements BulkActionPayload {
  @ApiPropertyOptional({ type: [Number], maxItems: BULK_IDS_MAX, example: [12, 13, 14] })
  @IsOptional()
  @check(
    'ids',
    (v) =>
      Array.isArray(v) &&
      v.length >= 1 &&
      v.length <= BULK_IDS_MAX &&
      v.every((id) => typeof id === 'number' && positiveInteger(id) !== undefined),
    () => M.idsInvalid,
  )
  ids?: number[];

  @ApiPropertyOptional({ type: CodeListFilterDto, description: 'The list filters: every code they match' })
  @IsOptional()
  @check('filter', (v) => filterProblem(v) === undefined, (v) => filterProblem(v) ?? '')
  filter?: CodeListFilter;

  @ApiProperty({ enum: BULK_ACTIONS })
  @IsIn(BULK_ACTIONS, { message: M.actionInvalid })
  action: BulkAction;

  @ApiPropertyOptional({ type: 'integer', nullable: true, description: 'move: the folder, or null for none' })
  @IsOptional()
  @check(
    'folderId',
    (v) => positiveInteger(v) !== undefined && typeof v === 'number',
    () => M.folderIdRequired,
  )
  folderId?: number | null;

  @ApiPropertyOptional({ type: [String], maxItems: TAGS_PER_CODE_MAX, description: 'add_tags, remove_tags' })
  @IsOptional()
  @check('tags', (v) => (normalizeTags(v)?.length ?? 0) > 0, () => TAG_MESSAGES.invalid)
  tags?: string[];
}

class BulkFailureResponseDto implements BulkFailure {
  @ApiProperty() id: number;
  @ApiProperty({ example: M.staticHasNoStatus }) message: string;
}

export class BulkResultResponseDto implements BulkResultDto {
  @ApiProperty({ enum: BULK_ACTIONS }) action: BulkAction;
  @ApiProperty({ description: 'Codes the ids or the filter named' }) matched: number;
  @ApiProperty({ description: 'Codes the action changed' }) changed: number;
  @ApiProperty({ type: [BulkFailureResponseDto] }) failed: BulkFailureResponseDto[];
}
