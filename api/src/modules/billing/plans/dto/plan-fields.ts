import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Rule } from '../../../../platform/common/rules';

/** Number inputs may arrive as text ("10"): accept a numeric string as the number. */
export const numeric = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
      ? Number(value)
      : value,
  );

export const wholeNumber = (max: number) => (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** A non-negative amount with at most 2 decimals. */
export const amount = (max: number) => (v: unknown) =>
  typeof v === 'number' &&
  Number.isFinite(v) &&
  v >= 0 &&
  v <= max &&
  Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

export const NumberRule = (name: string, test: (v: unknown) => boolean, required: string, invalid: string) =>
  applyDecorators(numeric(), Rule(name, test, required, invalid));
