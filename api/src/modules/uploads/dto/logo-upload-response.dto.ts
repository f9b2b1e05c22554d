import { ApiProperty } from '@nestjs/swagger';
import type { LogoUploadResponse } from '@qrpanel/contracts';

export class LogoUploadResponseDto implements LogoUploadResponse {
  @ApiProperty({ example: '/api/uploads/logos/3q2-7wEjRzCkS0u1Vb9yQm5X.png' }) logoPath: string;
}
