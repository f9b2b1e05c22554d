import { api, dataOf } from '@qrpanel/web';
import type { SsoProviderSummaryDto } from '@qrpanel/contracts';
import { useQuery } from '@tanstack/react-query';

export const SSO_IDENTITIES_QUERY_KEY = ['sso', 'identities'] as const;

/** Single sign-on's calls (docs/product.md, Single sign-on), typed by the api's document. */
export const ssoApi = {
  enabled: () => dataOf(api.GET('/api/auth/sso/enabled')),
  /** The sign-in the one-time code of the callback stands for: a session or the second step. */
  exchange: (code: string) => dataOf(api.POST('/api/auth/sso/exchange', { body: { code } })),
  startLink: (slug: string) => dataOf(api.POST('/api/auth/sso/{slug}/link', { params: { path: { slug } } })),
  finishLink: (code: string) => dataOf(api.POST('/api/auth/sso/link/finish', { body: { code } })),
  identities: () => dataOf(api.GET('/api/auth/sso/identities')),
  unlink: (id: number) => dataOf(api.DELETE('/api/auth/sso/identities/{id}', { params: { path: { id } } })),
};

/** Where the browser starts signing in with a provider (a navigation, not a call). */
export const ssoStartUrl = (slug: string) => `/api/auth/sso/${encodeURIComponent(slug)}/start`;

/** The enabled providers (slug and name); none while unknown or when the call fails. */
export function useSsoProviders(): SsoProviderSummaryDto[] {
  const { data } = useQuery({
    queryKey: ['settings', 'sso-providers'],
    queryFn: ssoApi.enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return data ?? [];
}
