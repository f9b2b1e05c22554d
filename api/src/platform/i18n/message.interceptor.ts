import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { map, type Observable } from 'rxjs';
import { I18nService, requestLanguage } from './i18n.service';

/** A plain { message, … } answer, as a call that only says what it did answers. */
function isMessageAnswer(body: unknown): body is { message: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    Object.getPrototypeOf(body) === Object.prototype &&
    typeof (body as { message?: unknown }).message === 'string'
  );
}

/**
 * Translates the message of successful answers such as { message: 'Your message has been
 * sent successfully!' } into the request's language (errors are translated by the exception
 * filter). Only Nest's routes pass here: the scan redirect is answered before them.
 */
@Injectable()
export class MessageInterceptor implements NestInterceptor {
  constructor(private readonly i18n: I18nService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const language = requestLanguage(context.switchToHttp().getRequest<FastifyRequest>().headers);
    if (language === 'en') return next.handle();
    return next
      .handle()
      .pipe(
        map((body: unknown) =>
          isMessageAnswer(body) ? { ...body, message: this.i18n.translate(body.message, language) } : body,
        ),
      );
  }
}
