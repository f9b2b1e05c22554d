import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { FIELD_MESSAGES, type ShortKeyCheckDto } from '@qrpanel/contracts';

/** The query of GET /qrcodes/keys/{key}. */
export class ShortKeyCheckQueryDto {
  @ApiPropertyOptional({
    type: 'integer',
    description: 'The code being edited: its own key counts as available to it.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: FIELD_MESSAGES.wholeNumber })
  @Min(1, { message: FIELD_MESSAGES.wholeNumber })
  code?: number;

  @ApiPropertyOptional({
    type: 'integer',
    description:
      "The custom domain the key would answer on (0: the instance's host); left out, the code's domain, or the instance's host for a new code.",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: FIELD_MESSAGES.wholeNumber })
  @Min(0, { message: FIELD_MESSAGES.wholeNumber })
  domain_id?: number;
}

export class ShortKeyCheckResponseDto implements ShortKeyCheckDto {
  @ApiProperty({ example: 'summer-menu' }) key: string;
  @ApiProperty() available: boolean;
  @ApiProperty({
    example: 'This key is available.',
    description:
      "Why it cannot be used (malformed, one of the panel's words, taken), or that it is available.",
  })
  message: string;
}
