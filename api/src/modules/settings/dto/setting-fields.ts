import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsString,
  IsUrl,
  isFQDN,
  isIP,
  MaxLength,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { FIELD_MESSAGES, type SettingSpec, type SocialLink } from '@qrpanel/contracts';
import { trim } from '../../../platform/common/rules';

/**
 * Field rules of PUT /settings, and how answers document each setting, by the kind of rule
 * the contracts' settings schema gives it. Every field may be left out (it keeps its
 * value); a field that is sent, null included, must be valid.
 */
const sent = () => ValidateIf((_o, value) => value !== undefined);
/** '' clears an optional URL, email or host; anything else must be valid. */
const sentAndFilled = () => ValidateIf((_o, value) => value !== undefined && value !== '');

const isString = () => IsString({ message: FIELD_MESSAGES.text });
const maxLength = (max: number) => MaxLength(max, { message: FIELD_MESSAGES.maxLength });
const httpUrl = () =>
  IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: FIELD_MESSAGES.httpUrl },
  );

export const TextSetting = (
  max: number,
  options: { required?: boolean; trimmed?: boolean } = {},
  description?: string,
) =>
  applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, description }),
    ...(options.trimmed === false ? [] : [trim()]),
    sent(),
    isString(),
    ...(options.required ? [IsNotEmpty({ message: FIELD_MESSAGES.required })] : []),
    maxLength(max),
  );

/** A secret: write-only in effect (answers mask it); the mask sent back keeps the stored one. */
export const SecretSetting = (max: number, options: { trimmed?: boolean } = {}, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      maxLength: max,
      description: sentences(
        description,
        'Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it.',
      ),
    }),
    ...(options.trimmed === false ? [] : [trim()]),
    sent(),
    isString(),
    maxLength(max),
  );

export const UrlSetting = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'uri',
      description: sentences(description, 'An http(s) URL, or "" for none'),
    }),
    trim(),
    sentAndFilled(),
    isString(),
    httpUrl(),
    maxLength(2048),
  );

export const EmailSetting = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'email',
      description: sentences(description, 'An email address, or "" for none'),
    }),
    trim(),
    sentAndFilled(),
    isString(),
    IsEmail({}, { message: FIELD_MESSAGES.email }),
    maxLength(254),
  );

export const HostSetting = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: 'smtp.example.com',
      description: sentences(description, 'A host name or IP address, or "" for none'),
    }),
    trim(),
    sentAndFilled(),
    isString(),
    maxLength(255),
    ValidateBy(
      {
        name: 'isHost',
        validator: {
          validate: (value: unknown) =>
            typeof value === 'string' && (isFQDN(value, { require_tld: false }) || isIP(value)),
          defaultMessage: () => FIELD_MESSAGES.host,
        },
      },
      {},
    ),
  );

export const BooleanSetting = (description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    sent(),
    IsBoolean({ message: FIELD_MESSAGES.boolean }),
  );

export const IntSetting = (min: number, max: number, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description }),
    sent(),
    ValidateBy({
      name: 'wholeNumberInRange',
      constraints: [min, max],
      validator: {
        validate: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
        defaultMessage: () => FIELD_MESSAGES.intRange,
      },
    }),
  );

export const ChoiceSetting = (values: readonly string[], defaultValue: string, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: values, default: defaultValue, description }),
    sent(),
    IsIn(values, { message: FIELD_MESSAGES.oneOf }),
  );

export class SocialLinkDto implements SocialLink {
  @ApiProperty({ example: 'Facebook', maxLength: 50 })
  @trim()
  @isString()
  @IsNotEmpty({ message: FIELD_MESSAGES.required })
  @maxLength(50)
  platform: string;

  @ApiProperty({ example: 'https://facebook.com/yourpage', format: 'uri' })
  @trim()
  @isString()
  @httpUrl()
  @maxLength(2048)
  url: string;
}

/**
 * The list of social links. Its decorators are applied in the order they would be if stacked
 * above a property (the nearest first), so its errors are listed as they always were.
 */
export const LinksSetting = (maxItems: number, description?: string) =>
  applyDecorators(
    Type(() => SocialLinkDto),
    ValidateNested({ each: true }),
    ArrayMaxSize(maxItems, { message: FIELD_MESSAGES.maxEntries }),
    IsArray({ message: FIELD_MESSAGES.list }),
    sent(),
    ApiPropertyOptional({ type: [SocialLinkDto], maxItems, description }),
  );

/** The rules of PUT /settings for one setting of the contracts' schema. */
export function settingField(spec: SettingSpec): PropertyDecorator {
  const { rule, description } = spec;
  switch (rule.kind) {
    case 'text':
      return spec.secret
        ? SecretSetting(rule.max, { trimmed: rule.trimmed }, description)
        : TextSetting(rule.max, { required: rule.required, trimmed: rule.trimmed }, description);
    case 'url':
      return UrlSetting(description);
    case 'email':
      return EmailSetting(description);
    case 'host':
      return HostSetting(description);
    case 'boolean':
      return BooleanSetting(description);
    case 'int':
      return IntSetting(rule.min, rule.max, description);
    case 'choice':
      return ChoiceSetting(rule.values, spec.default as string, description);
    case 'links':
      return LinksSetting(rule.maxItems, description);
  }
}

/** How answers document one setting (GET and PUT /settings). */
export function settingAnswer(spec: SettingSpec): PropertyDecorator {
  const { rule } = spec;
  const description = sentences(
    spec.description,
    spec.publicWhen && `"" to anyone but administrators while ${spec.publicWhen} is false`,
  );
  if (spec.secret) return ApiProperty({ type: String, example: '********abcd', description });
  switch (rule.kind) {
    case 'boolean':
      return ApiProperty({ type: Boolean, description });
    case 'int':
      return ApiProperty({ type: Number, example: spec.default, description });
    case 'choice':
      return ApiProperty({ enum: rule.values, description });
    case 'links':
      return ApiProperty({ type: [SocialLinkDto], description });
    default:
      return ApiProperty({ type: String, description });
  }
}

/** Descriptions joined as sentences; undefined when there is none. */
function sentences(...parts: (string | false | undefined)[]): string | undefined {
  const given = parts.filter((part): part is string => !!part);
  if (given.length === 0) return undefined;
  return given.map((part, i) => (i < given.length - 1 && !/[.!?]$/.test(part) ? `${part}.` : part)).join(' ');
}
