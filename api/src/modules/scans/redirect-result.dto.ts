import { ApiProperty } from '@nestjs/swagger';
import { QR_TYPES } from '@qrpanel/contracts';

/** What GET /api/qrcodes/redirect/{uuid} answers (RedirectResult), as the document shows it. */
export class RedirectResultDto {
  @ApiProperty({
    enum: [...QR_TYPES, 'inactive', 'error', 'password'],
    description:
      "The code's type, inactive / error when it cannot be followed, or password when it must be unlocked first",
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
