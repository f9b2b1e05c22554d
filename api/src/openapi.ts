import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PUBLIC_EXTENSION } from './platform/common/decorators/public.decorator';
import type { AppConfig } from './platform/config/app-config';

/** Each tag the controllers use, in the order the document lists them. */
const TAGS: [name: string, description: string][] = [
  ['auth', 'Registration, sign-in, password reset and the signed-in user'],
  ['users', 'User administration'],
  ['qrcodes', 'QR codes: create, edit, pause, reassign, download'],
  ['folders', 'Folders that file a user’s QR codes'],
  ['scans', 'What a scanned dynamic QR code shows'],
  ['analytics', 'Scan analytics and exports'],
  ['dashboard', 'Figures for the dashboard'],
  ['plans', 'Plans on offer and their administration'],
  ['subscriptions', 'Buying plans, payments and their approval'],
  ['webhooks', 'Payment gateways’ notifications (signed by the gateway)'],
  ['settings', 'Application settings'],
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
  const document = markPublicOperations(SwaggerModule.createDocument(app, builder.build()));
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
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
