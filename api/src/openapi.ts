import type { INestApplication } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PublicApiModule } from './modules/developers/v1/public-api.module';
import { PUBLIC_EXTENSION } from './platform/common/decorators/public.decorator';
import type { AppConfig } from './platform/config/app-config';

/** Each tag the controllers use, in the order the document lists them. */
const TAGS: [name: string, description: string][] = [
  ['auth', 'Registration, sign-in, password reset and the signed-in user'],
  ['sessions', 'The signed-in user’s sign-in sessions: listed and signed out'],
  ['sso', 'Single sign-on with OpenID Connect: providers, the sign-in flow, linked identities'],
  ['users', 'User administration'],
  ['qrcodes', 'QR codes: create, edit, pause, reassign, download'],
  ['folders', 'Folders that file a user’s QR codes'],
  ['workspaces', 'Workspaces: what a team makes, shared by its members with their roles'],
  ['templates', 'Saved designs: a user’s own and those published to everyone'],
  ['scans', 'What a scanned dynamic QR code shows'],
  ['analytics', 'Scan analytics and exports'],
  ['dashboard', 'Figures for the dashboard'],
  ['api-keys', 'The signed-in user’s keys to the public API (/api/v1)'],
  ['webhook-endpoints', 'The signed-in user’s webhook endpoints and their delivery log'],
  ['domains', 'Custom domains: a workspace’s own host names for its codes, proven in DNS'],
  ['plans', 'Plans on offer and their administration'],
  ['subscriptions', 'Buying plans, payments and their approval'],
  ['webhooks', 'Payment gateways’ notifications (signed by the gateway)'],
  ['settings', 'Application settings'],
  ['audit', 'The audit log: who changed what, in a workspace or the whole instance (read only)'],
  ['uploads', 'Logos for QR codes'],
  ['contact', 'Contact messages'],
  ['health', 'The api and its dependencies'],
];

/** The OpenAPI document at /api/docs-json and Swagger UI at /api/docs. */
export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  const builder = new DocumentBuilder()
    .setTitle('QR Panel API')
    .setDescription(
      'QR codes, scans and analytics, plans, payments and administration. ' +
        'Sign in with POST /api/auth/login and send the token as `Authorization: Bearer <token>`.',
    )
    .setVersion('1.0')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer(config.publicUrl, 'This QR Panel')
    .addBearerAuth()
    .addSecurityRequirements('bearer');
  for (const [name, description] of TAGS) builder.addTag(name, description);
  // The public API has a document of its own (below); this one is the web apps'.
  const include = [...app.get(ModulesContainer).values()]
    .map((module) => module.metatype)
    .filter((module) => module !== PublicApiModule);
  const document = markPublicOperations(SwaggerModule.createDocument(app, builder.build(), { include }));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
  setupPublicApiDocument(app, config);
}

/** The public API's document at /api/v1/openapi.json and its page at /api/v1/docs. */
function setupPublicApiDocument(app: INestApplication, config: AppConfig): void {
  const builder = new DocumentBuilder()
    .setTitle('QR Panel public API')
    .setDescription(
      'Make, read, change and delete QR codes, read their scans, and hear of new scans and changes through webhooks from your own systems. ' +
        'Make a key on the Developers screen and send it as `Authorization: Bearer qrp_…`. ' +
        'A key acts as its owner, with at most its scopes. Errors are RFC 9457 problem details ' +
        '(`application/problem+json`). Each key may make as many requests a minute as its plan allows; ' +
        'every answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`, and past ' +
        'the limit the answer is 429 with `Retry-After`. A POST with an `Idempotency-Key` header answers ' +
        'the same within 24 hours and makes nothing twice.',
    )
    .setVersion('1')
    .setLicense('MIT', 'https://opensource.org/license/mit')
    .addServer(config.publicUrl, 'This QR Panel')
    .addBearerAuth(
      { type: 'http', scheme: 'bearer', bearerFormat: 'qrp_…', description: 'An API key' },
      'apiKey',
    )
    .addSecurityRequirements('apiKey')
    .addTag('qrcodes', 'QR codes of the key’s owner')
    .addTag('domains', 'Custom domains the key’s workspace prints and answers its codes on')
    .addTag(
      'webhooks',
      'Endpoints that hear of scans and code changes: signed POSTs (Standard Webhooks), retried for about a day',
    );
  const document = SwaggerModule.createDocument(app, builder.build(), { include: [PublicApiModule] });
  SwaggerModule.setup('api/v1/docs', app, document, { jsonDocumentUrl: 'api/v1/openapi.json' });
}

/**
 * Every operation needs a bearer token (the document's root `security`) except those marked
 * @Public(): `security: []`, or anonymous-or-bearer where a token still changes the answer.
 */
function markPublicOperations(document: OpenAPIObject): OpenAPIObject {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations) as Record<string, unknown>[]) {
      if (typeof operation !== 'object' || !operation?.[PUBLIC_EXTENSION]) continue;
      delete operation[PUBLIC_EXTENSION];
      const bearer = (operation.security as object[] | undefined) ?? [];
      operation.security = bearer.length ? [{}, ...bearer] : [];
    }
  }
  return document;
}
