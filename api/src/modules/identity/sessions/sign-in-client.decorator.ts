import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SignInClient } from './session-client';

/**
 * The client of a sign-in request, for its session's description. Fastify's request.ip
 * already honours TRUST_PROXY; the country headers are only believed behind a trusted proxy,
 * which the session service decides (it knows the configuration).
 */
export const SignInClientOf = createParamDecorator((_data: unknown, ctx: ExecutionContext): SignInClient => {
  const request = ctx.switchToHttp().getRequest<FastifyRequest>();
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return {
    userAgent: header('user-agent'),
    ip: request.ip,
    proxyCountry: header('cf-ipcountry') ?? header('x-country-code'),
  };
});
