import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { CODE_TYPES, type CodeData, type CodeType } from '@qrpanel/contracts';
import { CODE_DATA_SCHEMAS, WithQrDataModels } from '../qrcodes';

// What GET /api/qrcodes/redirect/{uuid} answers (RedirectResult in libs/contracts), one schema
// per kind of answer, so the document, and the web's types generated from it, say as much
// as the contracts do.

/** A code that can be followed: its type and that type's fields. */
@WithQrDataModels()
export class RedirectContentDto {
  @ApiProperty({ enum: CODE_TYPES }) type: CodeType;

  @ApiProperty({
    anyOf: CODE_DATA_SCHEMAS,
    example: { ssid: 'Cafe', encryption: 'WPA', password: 'secret', hidden: false },
  })
  data: CodeData;
}

class RedirectMessageDto {
  @ApiProperty() message: string;
}

/** A code that cannot be followed: paused, suspended, expired or past its scans (inactive), or unknown (error). */
export class RedirectNoticeDto {
  @ApiProperty({ enum: ['inactive', 'error'] }) type: 'inactive' | 'error';
  @ApiProperty({ type: RedirectMessageDto }) data: RedirectMessageDto;
}

/** A protected code: nothing of it is shown until its password is given. */
export class RedirectLockedDto {
  @ApiProperty({ enum: ['password'] }) type: 'password';
  @ApiProperty({ type: 'object', properties: {}, additionalProperties: false })
  data: Record<string, never>;
}

const REDIRECT_RESULTS = [RedirectContentDto, RedirectNoticeDto, RedirectLockedDto];

/** Any of the answers; `type` tells them apart. */
export const REDIRECT_RESULT_SCHEMA = {
  oneOf: REDIRECT_RESULTS.map((dto) => ({ $ref: getSchemaPath(dto) })),
};

/** Put on a controller whose answers use REDIRECT_RESULT_SCHEMA, so the document defines them. */
export const WithRedirectResultModels = () => ApiExtraModels(...REDIRECT_RESULTS);
