import { ApiProperty } from '@nestjs/swagger';
import type { QrTemplateDto } from '@qrpanel/contracts';
import { QrDesignDoc } from '../../dto/qr-design.dto';

export class TemplateResponseDto implements QrTemplateDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: QrDesignDoc }) design: QrDesignDoc;
  @ApiProperty({ description: 'Published to everyone by a super_admin: read-only to others' })
  shared: boolean;
  @ApiProperty({ description: 'Who saved it' }) user_id: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}
