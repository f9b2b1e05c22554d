import type { SsoProviderInput, SsoProviderUpdate } from '@qrpanel/contracts';
import { api, dataOf } from '@qrpanel/web';

const byId = (id: number) => ({ params: { path: { id } } });

export const SSO_PROVIDERS_KEY = ['admin', 'sso-providers'] as const;

/** The sign-in providers' calls (super_admin only). */
export const ssoProvidersApi = {
  list: () => dataOf(api.GET('/api/auth/sso/providers')),
  create: (body: SsoProviderInput) => dataOf(api.POST('/api/auth/sso/providers', { body })),
  update: (id: number, body: SsoProviderUpdate) =>
    dataOf(api.PATCH('/api/auth/sso/providers/{id}', { ...byId(id), body })),
  remove: (id: number) => dataOf(api.DELETE('/api/auth/sso/providers/{id}', byId(id))),
};
