import { ApiProperty } from '@nestjs/swagger';
import { FOLDER_MESSAGES as M, FOLDER_NAME_MAX_LENGTH, type FolderPayload } from '@qrpanel/contracts';
import { RequiredName, trim } from '../../../../platform/common/rules';

/** The body of POST /folders and PUT /folders/{id}. */
export class SaveFolderDto implements FolderPayload {
  @ApiProperty({ maxLength: FOLDER_NAME_MAX_LENGTH, example: 'Summer menus' })
  @trim()
  @RequiredName(FOLDER_NAME_MAX_LENGTH, M.nameRequired, M.nameTooLong)
  name: string;
}
