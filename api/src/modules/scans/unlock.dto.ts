import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { type UnlockPayload } from '@qrpanel/contracts';
import { CODE_PASSWORD_MAX, ROUTING_MESSAGES } from '@qrpanel/contracts/smart-routing';

/** The body of POST /api/qrcodes/redirect/{uuid}/unlock. */
export class UnlockDto implements UnlockPayload {
  @ApiProperty({ maxLength: CODE_PASSWORD_MAX, example: 'open sesame' })
  @IsString({ message: ROUTING_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: ROUTING_MESSAGES.passwordRequired })
  @MaxLength(CODE_PASSWORD_MAX, { message: ROUTING_MESSAGES.incorrectPassword })
  password: string;
}
