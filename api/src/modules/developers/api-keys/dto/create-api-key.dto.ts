import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn } from 'class-validator';
import {
  API_KEY_MESSAGES as M,
  API_KEY_NAME_MAX,
  API_KEY_SCOPES,
  type ApiKeyInput,
  type ApiKeyScope,
} from '@qrpanel/contracts';
import { RequiredName, trim } from '../../../../platform/common/rules';

/** POST /api/api-keys. */
export class CreateApiKeyDto implements ApiKeyInput {
  @ApiProperty({ example: 'Shop catalogue sync', maxLength: API_KEY_NAME_MAX })
  @trim()
  @RequiredName(API_KEY_NAME_MAX, M.nameRequired, M.nameTooLong)
  name: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, example: ['qrcodes:read', 'qrcodes:write'] })
  @IsArray({ message: M.scopesRequired })
  @ArrayMinSize(1, { message: M.scopesRequired })
  @ArrayMaxSize(API_KEY_SCOPES.length * 4, { message: M.scopeInvalid })
  @IsIn(API_KEY_SCOPES, { each: true, message: M.scopeInvalid })
  scopes: ApiKeyScope[];
}
