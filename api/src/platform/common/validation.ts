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

/** Unknown fields are refused, known ones typed; each failure is listed by field. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = fieldErrors(errors);
      return new BadRequestException({ message: Object.values(fields).flat(), error: 'Bad Request', fields });
    },
  });
}
