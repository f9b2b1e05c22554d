import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  type RedirectRule,
  type RuleConditions,
  type RuleDevice,
  type RuleOs,
  type SplitEntry,
  type TimeWindow,
  type Weekday,
} from '@qrpanel/contracts';
import {
  RULE_DEVICES,
  RULE_OS,
  SPLIT_MAX,
  SPLIT_MAX_WEIGHT,
  SPLIT_MIN,
  WEEKDAYS,
} from '@qrpanel/contracts/smart-routing';

/*
 * The shapes of rules and splits as the OpenAPI document shows them. They are checked by
 * checkRouting in contracts (the same check the form runs), not by decorators here.
 */

export class SplitEntrySchema implements SplitEntry {
  @ApiProperty({ format: 'uri', maxLength: 2048, example: 'https://example.com/a' })
  destination: string;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: SPLIT_MAX_WEIGHT, example: 50 })
  weight: number;
}

export class TimeWindowSchema implements TimeWindow {
  @ApiPropertyOptional({
    enum: WEEKDAYS,
    isArray: true,
    description: 'The days the window starts on; every day when left out',
  })
  days?: Weekday[];

  @ApiProperty({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '09:00', description: 'Inclusive' })
  from: string;

  @ApiProperty({
    pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
    example: '17:00',
    description: 'Exclusive; before from, the window runs across midnight',
  })
  to: string;

  @ApiProperty({ example: 'Europe/Berlin', description: 'An IANA time zone' })
  timezone: string;
}

export class RuleConditionsSchema implements RuleConditions {
  @ApiPropertyOptional({ enum: RULE_OS, isArray: true })
  os?: RuleOs[];

  @ApiPropertyOptional({ enum: RULE_DEVICES, isArray: true })
  device?: RuleDevice[];

  @ApiPropertyOptional({
    type: [String],
    example: ['DE', 'AT'],
    description: 'ISO 3166-1 alpha-2 codes, from the same GeoIP lookup as analytics',
  })
  country?: string[];

  @ApiPropertyOptional({
    type: [String],
    example: ['de'],
    description:
      "Primary language tags matched against Accept-Language in its preference order ('de' matches 'de-AT')",
  })
  language?: string[];

  @ApiPropertyOptional({ type: TimeWindowSchema })
  time?: TimeWindow;
}

export class RedirectRuleSchema implements RedirectRule {
  @ApiProperty({ type: RuleConditionsSchema, description: 'All must hold; at least one' })
  when: RuleConditions;

  @ApiPropertyOptional({ format: 'uri', maxLength: 2048, description: 'Either this or split' })
  destination?: string;

  @ApiPropertyOptional({
    type: [SplitEntrySchema],
    minItems: SPLIT_MIN,
    maxItems: SPLIT_MAX,
    description: 'Either this or destination',
  })
  split?: SplitEntry[];
}
