import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIVE_MESSAGES, TOP_CODES_MAX } from '@qrpanel/contracts';
import { ScopeQueryDto } from '../analytics/dto/analytics-query.dto';

export class LiveQueryDto extends ScopeQueryDto {
  @ApiPropertyOptional({
    description:
      'A ticket from POST /qrcodes/analytics/live/ticket, for clients that cannot send the Authorization header (EventSource); used once',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  ticket?: string;
}

export class TopQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: TOP_CODES_MAX, default: 5 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIVE_MESSAGES.badLimit })
  @Min(1, { message: LIVE_MESSAGES.badLimit })
  @Max(TOP_CODES_MAX, { message: LIVE_MESSAGES.badLimit })
  limit?: number;
}

export class LiveTicketDto {
  @ApiProperty({ description: 'Opens the stream once: GET /qrcodes/analytics/live?ticket=…' }) ticket: string;
  @ApiProperty({ example: '2026-01-05T09:13:44.000Z' }) expires_at: string;
}

class LiveCodeDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Menu' }) label: string;
  @ApiProperty({ description: 'The code’s key (its redirect address’s uuid)' }) key: string;
}

export class LiveScanDto {
  @ApiProperty({ example: '2026-01-05T09:12:44.000Z' }) at: string;
  @ApiProperty({ type: LiveCodeDto }) code: LiveCodeDto;
  @ApiProperty({ example: 'GB', nullable: true, type: String }) country: string | null;
  @ApiProperty({ example: 'London', nullable: true, type: String }) city: string | null;
  @ApiProperty({ example: 'iOS' }) os: string;
  @ApiProperty({ example: 'mobile' }) device: string;
}

export class LiveRecentDto {
  @ApiProperty({ description: 'Scans counted in the last 30 minutes' }) scans: number;
  @ApiProperty({ type: [LiveScanDto], description: 'The latest of them (up to 10), newest first' })
  latest: LiveScanDto[];
}

export class TopCodeDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Menu' }) label: string;
  @ApiProperty({ description: 'Scans in the last 30 days' }) scans: number;
  @ApiProperty({ description: 'Scans in the 30 days before' }) previousScans: number;
  @ApiProperty({
    nullable: true,
    type: Number,
    description: 'Change in %, one decimal; null when none before',
  })
  change: number | null;
}
