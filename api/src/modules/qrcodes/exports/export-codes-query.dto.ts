import { ApiPropertyOptional, OmitType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import {
  CODE_FILTER_KEYS,
  DOWNLOAD_FORMATS,
  EXPORT_MESSAGES as M,
  type DownloadFormat,
} from '@qrpanel/contracts';
import { ListQrCodesDto } from '../dto/list-qrcodes.dto';

/** GET /qrcodes/export.zip: the list's filters (or ids), the format and a progress token, or a ticket. */
export class ExportCodesQueryDto extends PickType(ListQrCodesDto, CODE_FILTER_KEYS) {
  @ApiPropertyOptional({ enum: DOWNLOAD_FORMATS, default: 'png' })
  @IsOptional()
  @IsIn(DOWNLOAD_FORMATS, { message: M.formatInvalid })
  format?: DownloadFormat;

  @ApiPropertyOptional({
    description: 'Code ids separated by commas, instead of the filters',
    example: '1,2,3',
  })
  @IsOptional()
  @Matches(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,9999}$/, { message: M.idsInvalid })
  ids?: string;

  @ApiPropertyOptional({
    description:
      "A token of the caller's choosing: GET /qrcodes/export/progress/{token} follows the ZIP as it is built",
  })
  @IsOptional()
  @Matches(/^[\w-]{8,64}$/, { message: M.progressInvalid })
  progress?: string;

  @ApiPropertyOptional({
    description:
      'A ticket from POST /qrcodes/export/ticket, instead of the Authorization header and the other parameters ' +
      '(a browser navigating to the download); used once',
  })
  @IsOptional()
  @Matches(/^[\w-]{1,64}$/, { message: M.ticketInvalid })
  ticket?: string;
}

/** POST /qrcodes/export/ticket: the ZIP to download, as export.zip takes it (its progress token is the api's). */
export class ExportTicketQueryDto extends OmitType(ExportCodesQueryDto, ['progress', 'ticket'] as const) {}

/** What a ZIP is made of: the filters or ids, and the format. */
export type ExportQuery = Omit<ExportCodesQueryDto, 'progress' | 'ticket'>;
