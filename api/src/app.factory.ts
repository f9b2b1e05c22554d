import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES } from '@qrpanel/contracts';
import { AppModule } from './app.module';
import { createValidationPipe } from './platform/common/validation';
import { I18nService } from './platform/i18n/i18n.service';
import type { AppConfig } from './platform/config/app-config';
import { createLogger, NestPinoLogger } from './platform/logging/logger';
import { setupOpenApi } from './openapi';
import { jsonDepthLimit } from './platform/web/json-depth-limit';
import { problemDetailsUnder } from './platform/web/problem-details';
import { RawRoutes } from './platform/web/raw-routes';
import { securityHeaders } from './platform/web/security-headers';
import { registerWebApps } from './platform/web/web-apps';

/**
 * Builds the whole api (used by main.ts and by the tests, so both run the same app).
 * `moreJobNames`: job names beyond the api's own, for jobs the caller registers (a test's).
 */
export async function createApp(
  config: AppConfig,
  moreJobNames: readonly string[] = [],
): Promise<NestFastifyApplication> {
  // Built once (@fastify/helmet builds the middleware, and parses the CSP, on every request);
  // the answers of RawRoutes and of Fastify carry the same headers.
  const headers = securityHeaders(config);
  const rawRoutes = new RawRoutes(headers, config.trustProxy);
  const logger = createLogger(config);
  const adapter = new FastifyAdapter({
    serverFactory: rawRoutes.serverFactory(),
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, rawRoutes, logger, moreJobNames),
    adapter,
    {
      logger: new NestPinoLogger(logger),
      rawBody: true,
    },
  );
  const fastify = app.getHttpAdapter().getInstance();
  // Once closing (the drain of a stop, or app.close()), every answer also closes its
  // connection: a keep-alive connection left open would otherwise hold the stop.
  fastify.addHook('preClose', (done) => {
    rawRoutes.drain.closing = true;
    done();
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (rawRoutes.drain.closing) reply.header('connection', 'close');
  });
  fastify.addHook('onRequest', (request, reply, done) =>
    headers(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  fastify.addHook('preParsing', jsonDepthLimit());
  fastify.addHook('onSend', problemDetailsUnder('/api/v1/', app.get(I18nService)));
  // Uploads (logos): one file per request, read as a stream, at most 1 MB.
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
  app.enableCors({ origin: config.corsOrigins, maxAge: 600 });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  setupOpenApi(app, config);
  await registerWebApps(fastify, config);
  await app.init();
  await fastify.ready();
  return app;
}
