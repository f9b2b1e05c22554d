import { BadRequestException, ValidationError, ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { MESSAGES } from '@qrpanel/contracts';

/** Flattens nested validation errors to { 'field.sub': [messages] }. */
export function fieldErrors(errors: ValidationError[], prefix = ''): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of errors) {
    const path = prefix ? `${prefix}.${e.property}` : e.property;
    if (e.constraints) out[path] = Object.values(e.constraints);
    if (e.children?.length) Object.assign(out, fieldErrors(e.children, path));
  }
  return out;
}

/** A 400 in the shape the validation pipe answers: every message, and the messages by field. */
export function fieldsError(fields: Record<string, string[]>): BadRequestException {
  return new BadRequestException({ message: Object.values(fields).flat(), error: 'Bad Request', fields });
}

/** Types a body may be declared as that are not a DTO class: the pipe leaves their shape alone. */
const PLAIN_TYPES: readonly unknown[] = [String, Boolean, Number, Array, Object];

/**
 * A body declared as a DTO class must be a JSON object. Given an array, the class mapping
 * and validation would take each item for the object (a megabyte-long array of numbers held
 * the event loop for most of a minute and listed two million problems), so any other shape
 * is refused before they run.
 */
class ObjectBodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    const isDto = type === 'body' && typeof metatype === 'function' && !PLAIN_TYPES.includes(metatype);
    if (isDto && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new BadRequestException(MESSAGES.bodyNotObject);
    }
    return super.transform(value, metadata);
  }
}

/** Unknown fields are refused, known ones typed; each failure is listed by field. */
export function createValidationPipe(): ValidationPipe {
  return new ObjectBodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => fieldsError(fieldErrors(errors)),
  });
}
