import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import type { Page, ProblemDetails, QrCodeDto, ScansOverTimePoint } from '@qrpanel/contracts';
import { QrCodeResponseDto, SaveQrCodeDto } from '../../qrcodes';
import { AnalyticsQueryDto, AnalyticsSummaryDto, ScansOverTimePointDto } from '../../scans';

/** RFC 9457: every error of the public API. */
export class ProblemDetailsDto implements ProblemDetails {
  @ApiProperty({ example: 'about:blank' }) type: string;
  @ApiProperty({ example: 'Bad Request' }) title: string;
  @ApiProperty({ example: 400 }) status: number;
  @ApiProperty({ example: 'The destination URL is required.' }) detail: string;

  @ApiPropertyOptional({
    description: 'Validation failures by field',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { 'data.url': ['The destination URL is required.'] },
  })
  errors?: Record<string, string[]>;

  @ApiPropertyOptional({ example: '/api/v1/qrcodes' }) instance?: string;
  @ApiPropertyOptional({ description: 'On 500 answers: the id of the request in the server log' })
  request_id?: string;
}

export class QrCodePageDto implements Page<QrCodeDto> {
  @ApiProperty({ type: [QrCodeResponseDto] }) items: QrCodeDto[];
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 25 }) limit: number;
}

/** PATCH /v1/qrcodes/{id}: the fields to change; the others keep their values. */
export class PatchQrCodeDto extends PartialType(SaveQrCodeDto) {}

/** GET /v1/qrcodes/{id}/analytics: a range as the web analytics take it. */
export class CodeAnalyticsQueryDto extends PickType(AnalyticsQueryDto, [
  'from',
  'to',
  'granularity',
] as const) {}

/** A code's analytics and its scans over time. */
export class CodeAnalyticsDto extends AnalyticsSummaryDto {
  @ApiProperty({
    type: [ScansOverTimePointDto],
    description:
      'Scans a day, week or month over the range (its granularity), zeros included, each dated by its first day; without a range, a day over the last 30 days (UTC)',
  })
  series: ScansOverTimePoint[];
}
