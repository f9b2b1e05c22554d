import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  ADMIN_SETTABLE_QR_STATUSES,
  FIELD_MESSAGES,
  type SettableQrStatus,
  type UpdateQrStatusPayload,
} from '@qrpanel/contracts';

export class UpdateQrCodeStatusDto implements UpdateQrStatusPayload {
  @ApiProperty({ enum: ADMIN_SETTABLE_QR_STATUSES })
  @IsIn(ADMIN_SETTABLE_QR_STATUSES, { message: FIELD_MESSAGES.oneOf })
  status: SettableQrStatus;
}
