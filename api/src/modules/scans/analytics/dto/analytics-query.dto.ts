import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ description: 'One code’s analytics instead of all in scope' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'qrId must be a whole number' })
  @Min(1)
  qrId?: number;
}
