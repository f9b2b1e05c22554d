import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { FOLDER_MESSAGES as M, positiveInteger } from '@qrpanel/contracts';
import { Rule } from '../../../../platform/common/rules';

/** GET /folders: the caller's folders, or (admins) another user's. */
export class ListFoldersDto {
  @ApiPropertyOptional({ type: 'integer', description: "Admins: this user's folders (a code's owner's)" })
  @IsOptional()
  @Rule('userId', (v) => positiveInteger(v) !== undefined, M.userIdInvalid, M.userIdInvalid)
  userId?: string;
}
