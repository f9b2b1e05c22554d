import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/** The route needs no login (the global guard lets it through; a valid token still identifies the caller). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
