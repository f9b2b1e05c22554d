import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';

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

/** Unknown fields are refused, known ones typed; each failure is listed by field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => fieldsError(fieldErrors(errors)),
  });
}
