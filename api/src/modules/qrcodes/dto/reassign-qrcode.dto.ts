import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Min } from 'class-validator';
import type { ReassignQrCodePayload } from '@qrpanel/contracts';

export class ReassignQrCodeDto implements ReassignQrCodePayload {
  @ApiProperty({ description: 'The id of the user who will own the code', example: 2 })
  @IsInt({ message: 'newUserId must be a user id' })
  @Min(1, { message: 'newUserId must be a user id' })
  newUserId: number;
}
