import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsEmail,
  IsNotEmpty,
  IsString,
  IsUrl,
  isFQDN,
  isIP,
  MaxLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { trim } from '../../../platform/common/rules';

/**
 * Field rules of PUT /settings. Every field may be left out (it keeps its value); a field
 * that is sent, null included, must be valid.
 */
const sent = () => ValidateIf((_o, value) => value !== undefined);
/** '' clears an optional URL, email or host; anything else must be valid. */
const sentAndFilled = () => ValidateIf((_o, value) => value !== undefined && value !== '');

const isString = () => IsString({ message: '$property must be text' });
const maxLength = (max: number) => MaxLength(max, { message: `$property must be at most ${max} characters` });
const httpUrl = () =>
  IsUrl(
    { protocols: ['http', 'https'], require_protocol: true, require_tld: false },
    { message: '$property must be a full http(s) URL, such as https://example.com' },
  );

export const TextSetting = (max: number, options: { required?: boolean; trimmed?: boolean } = {}) =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: max }),
    ...(options.trimmed === false ? [] : [trim()]),
    sent(),
    isString(),
    ...(options.required ? [IsNotEmpty({ message: '$property is required' })] : []),
    maxLength(max),
  );

/** A secret: write-only in effect (answers mask it); the mask sent back keeps the stored one. */
export const SecretSetting = (options: { trimmed?: boolean } = {}) =>
  applyDecorators(
    ApiPropertyOptional({
      maxLength: 500,
      description:
        'Answers show it masked to its last 4 characters; sending the mask back keeps it; "" clears it.',
    }),
    ...(options.trimmed === false ? [] : [trim()]),
    sent(),
    isString(),
    maxLength(500),
  );

export const UrlSetting = () =>
  applyDecorators(
    ApiPropertyOptional({ format: 'uri', description: 'An http(s) URL, or "" for none' }),
    trim(),
    sentAndFilled(),
    isString(),
    httpUrl(),
    maxLength(2048),
  );

export const EmailSetting = () =>
  applyDecorators(
    ApiPropertyOptional({ format: 'email', description: 'An email address, or "" for none' }),
    trim(),
    sentAndFilled(),
    isString(),
    IsEmail({}, { message: '$property must be a valid email address' }),
    maxLength(254),
  );

export const HostSetting = () =>
  applyDecorators(
    ApiPropertyOptional({
      example: 'smtp.example.com',
      description: 'A host name or IP address, or "" for none',
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
          defaultMessage: () => '$property must be a host name or an IP address',
        },
      },
      {},
    ),
  );

export const BooleanSetting = () =>
  applyDecorators(ApiPropertyOptional(), sent(), IsBoolean({ message: '$property must be true or false' }));

export const IntSetting = (min: number, max: number, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description }),
    sent(),
    ValidateBy({
      name: 'wholeNumberInRange',
      validator: {
        validate: (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max,
        defaultMessage: () => `$property must be a whole number from ${min} to ${max}`,
      },
    }),
  );

export { httpUrl, isString, maxLength, sent };
