import { randomBytes } from 'node:crypto';
import { startOidcProvider } from '../../api/test/support/sso';

/** The provider the single sign-on journey adds, and the client the fake provider knows it by. */
export const E2E_SSO = { slug: 'e2e-sso', name: 'E2E SSO', clientId: 'qr-panel-e2e' } as const;

/**
 * A real OpenID provider (oidc-provider, the api tests' own) on 127.0.0.1 over http, which
 * is why the api starts with ALLOW_HTTP_SSO. The journeys read its issuer and the client's
 * secret from E2E_OIDC_ISSUER and E2E_OIDC_SECRET.
 */
export async function startOidcFake(baseURL: string) {
  const secret = randomBytes(18).toString('base64url');
  const idp = await startOidcProvider([
    {
      client_id: E2E_SSO.clientId,
      client_secret: secret,
      redirect_uris: [`${baseURL}/api/auth/sso/${E2E_SSO.slug}/callback`],
    },
  ]);
  return {
    apiEnv: { ALLOW_HTTP_SSO: 'true' },
    testEnv: { E2E_OIDC_ISSUER: idp.issuer, E2E_OIDC_SECRET: secret },
    close: idp.close,
  };
}
