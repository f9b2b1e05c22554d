import { ApiProperty } from '@nestjs/swagger';
import type { FolderDto } from '@qrpanel/contracts';

export class FolderResponseDto implements FolderDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() user_id: number;
  @ApiProperty({ description: 'How many codes it holds' }) codes_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
