import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import { FIELD_MESSAGES, type ReassignQrCodePayload } from '@qrpanel/contracts';

export class ReassignQrCodeDto implements ReassignQrCodePayload {
  @ApiProperty({ description: 'The id of the user who will own the code', example: 2 })
  @IsInt({ message: FIELD_MESSAGES.newUserId })
  @Min(1, { message: FIELD_MESSAGES.newUserId })
  newUserId: number;
}
