import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DOWNLOAD_FORMATS,
  DOWNLOAD_SIZE_MAX,
  DPI_MAX,
  DPI_MIN,
  FIELD_MESSAGES,
  QR_SIZE_MIN,
  type DownloadFormat,
} from '@qrpanel/contracts';

export const IMAGE_FORMATS = DOWNLOAD_FORMATS;
export type ImageFormat = DownloadFormat;

export class QrCodeImageQueryDto {
  @ApiPropertyOptional({ enum: IMAGE_FORMATS, default: 'png' })
  @IsOptional()
  @IsIn(IMAGE_FORMATS, { message: FIELD_MESSAGES.imageFormat })
  format?: ImageFormat;

  @ApiPropertyOptional({
    minimum: QR_SIZE_MIN,
    maximum: DOWNLOAD_SIZE_MAX,
    description:
      "The image's width in pixels; the code's own size when left out. For a PDF, the code is printed " +
      'that many pixels wide at dpi (591 at 300 dpi: 5 cm) on a page a quarter inch larger on each side.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: FIELD_MESSAGES.sizeInPixels })
  @Min(QR_SIZE_MIN)
  @Max(DOWNLOAD_SIZE_MAX)
  size?: number;

  @ApiPropertyOptional({
    minimum: DPI_MIN,
    maximum: DPI_MAX,
    description: 'Print resolution: written into a PNG, and the scale of a PDF (300 when left out).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: FIELD_MESSAGES.dpi })
  @Min(DPI_MIN)
  @Max(DPI_MAX)
  dpi?: number;
}

/** How the image answers are documented: one media type a format. */
export const IMAGE_CONTENT = {
  'image/png': { schema: { type: 'string', format: 'binary' } },
  'image/svg+xml': { schema: { type: 'string' } },
  'application/pdf': { schema: { type: 'string', format: 'binary' } },
};
