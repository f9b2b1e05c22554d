import { ApiProperty } from '@nestjs/swagger';
import type { ContactMessageDto, UnreadCountDto } from '@qrpanel/contracts';

export class ContactMessageResponseDto implements ContactMessageDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null once the account is deleted' })
  user_id: number | null;
  @ApiProperty() sender_name: string;
  @ApiProperty() sender_email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty() is_read: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class UnreadCountResponseDto implements UnreadCountDto {
  @ApiProperty() count: number;
}
