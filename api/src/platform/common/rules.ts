import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, MaxLength, ValidateBy } from 'class-validator';
import { FIELD_MESSAGES, nameProblem } from '@qrpanel/contracts';

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

/**
 * A name people see (a folder's, a key's, a template's): required, at most `max` characters,
 * showing something ("\u0000" or a zero-width space alone is no name: `required`), and free of
 * control characters.
 */
export const RequiredName = (max: number, required: string, tooLong: string) =>
  ValidateBy({
    name: 'requiredName',
    validator: {
      validate: (v: unknown) =>
        typeof v === 'string' && v.length > 0 && v.length <= max && nameProblem(v) === undefined,
      defaultMessage: (args) => {
        const value: unknown = args?.value;
        if (isMissing(value)) return required;
        if (typeof value === 'string' && value.length <= max) {
          return nameProblem(value) === 'blank' ? required : FIELD_MESSAGES.controlCharacters;
        }
        return tooLong;
      },
    },
  });

/** Text that, when given, shows something and holds no control character (a code's label). */
export const VisibleText = (blank: string) =>
  ValidateBy({
    name: 'visibleText',
    validator: {
      validate: (v: unknown) => typeof v !== 'string' || v === '' || nameProblem(v) === undefined,
      defaultMessage: (args) =>
        nameProblem(String(args?.value)) === 'blank' ? blank : FIELD_MESSAGES.controlCharacters,
    },
  });

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
