import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength, ValidateBy } from 'class-validator';
import { FIELD_MESSAGES } from '@qrpanel/contracts';

/** Trims text; leaves other values for the validators to refuse. */
export const trim = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** "" and null count as missing, so a form's empty field reads "… is required". */
export const isMissing = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One rule, one message per field: `required` when the value is missing, `invalid` when it
 * is there but fails `test` (forms show a single message under each field).
 */
export const Rule = (name: string, test: (value: unknown) => boolean, required: string, invalid: string) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => !isMissing(value) && test(value),
      defaultMessage: (args) => (isMissing(args?.value) ? required : invalid),
    },
  });

/** Required text of at most `max` characters (after trimming). */
export const RequiredText = (max: number, required: string, tooLong: string) =>
  Rule('requiredText', (v) => typeof v === 'string' && v.length <= max, required, tooLong);

/** An email address, trimmed and lower-cased (emails are stored lower-cased). */
export const EmailField = () =>
  applyDecorators(
    ApiProperty({ example: 'ada@example.com' }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? value.trim().toLowerCase() : value,
    ),
    IsEmail({}, { message: FIELD_MESSAGES.emailInvalid }),
    MaxLength(254),
  );
