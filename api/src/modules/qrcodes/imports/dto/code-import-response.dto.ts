import { ApiProperty } from '@nestjs/swagger';
import {
  IMPORT_STATUSES,
  type CodeImportDto,
  type CodeImportStartedDto,
  type ImportRowError,
  type ImportStatus,
} from '@qrpanel/contracts';

export class ImportRowErrorDto implements ImportRowError {
  @ApiProperty({ description: 'The row in the file, the header being row 1', example: 4 })
  row: number;

  @ApiProperty({ example: 'The destination must start with http:// or https://.' })
  message: string;
}

export class CodeImportResponseDto implements CodeImportDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'menus.csv' })
  file_name: string;

  @ApiProperty({ enum: IMPORT_STATUSES })
  status: ImportStatus;

  @ApiProperty({ description: 'Rows in the file' })
  total: number;

  @ApiProperty({ description: 'Rows made or refused so far' })
  processed: number;

  @ApiProperty()
  created: number;

  @ApiProperty()
  failed: number;

  @ApiProperty({
    type: [ImportRowErrorDto],
    description: 'The first 100 refused rows; the errors CSV has them all',
  })
  errors: ImportRowErrorDto[];

  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Why the import stopped (status failed); null otherwise',
    example: null,
  })
  message: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  finished_at: string | null;
}

export class CodeImportStartedResponseDto implements CodeImportStartedDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ description: 'Rows to make' })
  total: number;
}
