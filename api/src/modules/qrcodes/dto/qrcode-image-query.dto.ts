import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { QR_SIZE_MAX, QR_SIZE_MIN } from '@qrpanel/contracts';

export const IMAGE_FORMATS = ['png', 'svg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export class QrCodeImageQueryDto {
  @ApiPropertyOptional({ enum: IMAGE_FORMATS, default: 'png' })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: 'format must be png or svg' })
  format?: ImageFormat;

  @ApiPropertyOptional({
    minimum: QR_SIZE_MIN,
    maximum: QR_SIZE_MAX,
    description: "The image's width in pixels; the code's own size when left out.",
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'size must be a whole number of pixels' })
  @Min(QR_SIZE_MIN)
  @Max(QR_SIZE_MAX)
  size?: number;
}
