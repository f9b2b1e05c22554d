import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension, ApiForbiddenResponse } from '@nestjs/swagger';
import type { ApiKeyScope } from '@qrpanel/contracts';

export const SCOPE_KEY = 'apiKeyScope';

/** The scope a key needs for the route (403 naming it otherwise); shown in the document. */
export const RequireScope = (scope: ApiKeyScope) =>
  applyDecorators(
    SetMetadata(SCOPE_KEY, scope),
    ApiExtension('x-required-scope', scope),
    ApiForbiddenResponse({
      description: `The key lacks the ${scope} scope`,
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetailsDto' } } },
    }),
  );
