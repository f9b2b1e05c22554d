import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional, ValidateBy } from 'class-validator';
import {
  ANALYTICS_GRANULARITIES,
  ANALYTICS_MESSAGES,
  ANALYTICS_SCOPES,
  FIELD_MESSAGES,
  type AnalyticsGranularity,
  type AnalyticsScopeName,
} from '@qrpanel/contracts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not). */
const IsDay = () =>
  ValidateBy({
    name: 'isDay',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' &&
        DATE.test(value) &&
        new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
      defaultMessage: (args) => `${args?.property ?? 'date'} ${ANALYTICS_MESSAGES.badDate}`,
    },
  });

/** A code's id: a whole number from 1, one message whatever is wrong with it. */
const IsCodeId = () =>
  ValidateBy({
    name: 'isCodeId',
    validator: {
      validate: (value: unknown) => Number.isInteger(value) && (value as number) >= 1,
      defaultMessage: () => FIELD_MESSAGES.wholeNumber,
    },
  });

export class AnalyticsQueryDto {
  @ApiPropertyOptional({ description: 'One code’s analytics instead of all in scope' })
  @IsOptional()
  @Type(() => Number)
  @IsCodeId()
  qrId?: number;

  @ApiPropertyOptional({ description: 'The same as qrId' })
  @IsOptional()
  @Type(() => Number)
  @IsCodeId()
  qrcodeId?: number;

  @ApiPropertyOptional({
    description: "The codes on one custom domain (GET /domains), or 0 for those on the instance's own host",
  })
  @IsOptional()
  @Type(() => Number)
  @ValidateBy({
    name: 'isDomainId',
    validator: {
      validate: (value: unknown) => Number.isInteger(value) && (value as number) >= 0,
      defaultMessage: () => FIELD_MESSAGES.wholeNumber,
    },
  })
  domain_id?: number;

  @ApiPropertyOptional({
    example: '2026-01-01',
    description: 'First UTC day of the range (inclusive); with to, up to 2 years. Default: 30 days before to',
  })
  @IsOptional()
  @IsDay()
  from?: string;

  @ApiPropertyOptional({
    example: '2026-01-31',
    description: 'Last UTC day of the range (inclusive). Default: today',
  })
  @IsOptional()
  @IsDay()
  to?: string;

  @ApiPropertyOptional({
    enum: [...ANALYTICS_GRANULARITIES, 'auto'],
    description:
      'The series’ points with a range: a day up to 92 days, a week up to a year, else a month (auto)',
  })
  @IsOptional()
  @IsIn([...ANALYTICS_GRANULARITIES, 'auto'], { message: ANALYTICS_MESSAGES.badGranularity })
  granularity?: AnalyticsGranularity | 'auto';
}

/** Whose codes: the caller's own, or every code (administrators); see ANALYTICS_SCOPES. */
export class ScopeQueryDto {
  @ApiPropertyOptional({
    enum: ANALYTICS_SCOPES,
    description:
      'own: the caller’s codes; all: every code (administrators only, else 403). Default: own for users, all for administrators',
  })
  @IsOptional()
  @IsIn(ANALYTICS_SCOPES, { message: ANALYTICS_MESSAGES.badScope })
  scope?: AnalyticsScopeName;
}

/** The series' and the export's query: a range, a code, and whose codes. */
export class ScopedAnalyticsQueryDto extends IntersectionType(AnalyticsQueryDto, ScopeQueryDto) {}

/** The code a query names, by either name. */
export const codeOf = (query: AnalyticsQueryDto): number | undefined => query.qrcodeId ?? query.qrId;
