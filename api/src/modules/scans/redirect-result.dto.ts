import { ApiProperty } from '@nestjs/swagger';
import { QR_TYPES } from '@qrpanel/contracts';

/** What GET /api/qrcodes/redirect/{uuid} answers (RedirectResult), as the document shows it. */
export class RedirectResultDto {
  @ApiProperty({
    enum: [...QR_TYPES, 'inactive', 'error'],
    description: "The code's type, or inactive / error when it cannot be followed",
  })
  type: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: "The type's fields (url, ssid…), or { message } for inactive and error",
    example: { ssid: 'Cafe', encryption: 'WPA', password: 'secret', hidden: false },
  })
  data: Record<string, unknown>;
}
