import type { SsoProviderDto, SsoProviderInput, SsoWorkspaceRole } from '@qrpanel/contracts';

/** The provider form's fields as typed: the domains as one line, the workspace as text. */
export interface SsoFormValues {
  name: string;
  slug: string;
  issuer: string;
  client_id: string;
  /** Empty while editing keeps the secret set. */
  client_secret: string;
  allowed_domains: string;
  auto_create: boolean;
  workspace_id: string;
  role: SsoWorkspaceRole | '';
  enabled: boolean;
}

export const emptySsoForm = (): SsoFormValues => ({
  name: '',
  slug: '',
  issuer: 'https://',
  client_id: '',
  client_secret: '',
  allowed_domains: '',
  auto_create: false,
  workspace_id: '',
  role: '',
  enabled: true,
});

export const providerToForm = (p: SsoProviderDto): SsoFormValues => ({
  name: p.name,
  slug: p.slug,
  issuer: p.issuer,
  client_id: p.client_id,
  client_secret: '',
  allowed_domains: p.allowed_domains.join(', '),
  auto_create: p.auto_create,
  workspace_id: p.workspace_id === null ? '' : String(p.workspace_id),
  role: p.role ?? '',
  enabled: p.enabled,
});

/** The body the api takes; the api checks every rule and answers each at its field. */
export function formToInput(
  v: SsoFormValues,
): Omit<SsoProviderInput, 'client_secret'> & { client_secret?: string } {
  const workspace = v.workspace_id.trim();
  return {
    name: v.name.trim(),
    slug: v.slug.trim(),
    issuer: v.issuer.trim(),
    client_id: v.client_id.trim(),
    ...(v.client_secret ? { client_secret: v.client_secret } : {}),
    allowed_domains: v.allowed_domains
      .split(/[\s,]+/)
      .map((d) => d.trim().toLowerCase())
      .filter(Boolean),
    auto_create: v.auto_create,
    workspace_id: workspace === '' ? null : Number(workspace),
    role: v.role === '' ? null : v.role,
    enabled: v.enabled,
  };
}
