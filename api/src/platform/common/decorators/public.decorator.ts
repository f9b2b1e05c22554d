import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IS_PUBLIC_KEY = 'isPublic';

/** Marks public operations in the OpenAPI document; openapi.ts turns it into their `security`. */
export const PUBLIC_EXTENSION = 'x-public';

/** The route needs no login (the global guard lets it through; a valid token still identifies the caller). */
export const Public = () =>
  applyDecorators(SetMetadata(IS_PUBLIC_KEY, true), ApiExtension(PUBLIC_EXTENSION, true));
