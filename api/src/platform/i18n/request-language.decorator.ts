import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@qrpanel/contracts';
import { requestLanguage } from './i18n.service';

/** The language the request's Accept-Language asks for among ours; English otherwise. */
export const RequestLanguage = createParamDecorator((_data: unknown, ctx: ExecutionContext): Language =>
  requestLanguage(ctx.switchToHttp().getRequest<FastifyRequest>().headers),
);
