import { SetMetadata } from '@nestjs/common';

export const IS_API_KEY_ROUTE = 'isApiKeyRoute';

/**
 * The route is the public API's: its own guard checks an API key, so the session guard
 * leaves it alone (and a session token is not accepted there).
 */
export const ApiKeyRoute = () => SetMetadata(IS_API_KEY_ROUTE, true);
