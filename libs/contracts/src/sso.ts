/**
 * Single sign-on with OpenID Connect (docs/product.md, Single sign-on): providers a super_admin
 * adds, the login screen's "Continue with …" buttons, and the identities people link to their
 * account.
 */
export const SSO_SLUG_MAX = 40;
export const SSO_NAME_MAX = 80;
export const SSO_ISSUER_MAX = 500;
export const SSO_CLIENT_ID_MAX = 255;
export const SSO_CLIENT_SECRET_MAX = 1000;
export const SSO_DOMAINS_MAX = 50;
export const SSO_DOMAIN_MAX = 253;
/** Lower-case letters, digits and single hyphens between them: the slug is part of URLs. */
export const SSO_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A domain name an email may end with, as `example.com` (lower-cased, no wildcard). */
export const SSO_DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** Words of the routes under /api/auth/sso: no provider is named so. */
export const SSO_RESERVED_SLUGS = ['providers', 'enabled', 'exchange', 'identities', 'link'] as const;
/** The roles a provider may give in its workspace: an owner is named by people, never by a sign-in. */
export const SSO_WORKSPACE_ROLES = ['admin', 'editor', 'viewer'] as const;
export type SsoWorkspaceRole = (typeof SSO_WORKSPACE_ROLES)[number];
/** How long a sign-in may stay at the provider: the state, nonce and PKCE verifier's life. */
export const SSO_STATE_SECONDS = 10 * 60;
/** How long the one-time code the callback hands to the login screen stays good. */
export const SSO_CODE_SECONDS = 2 * 60;

export const SSO_MESSAGES = {
  slugRequired: 'slug is required: lower-case letters, digits and hyphens, such as "company-sso".',
  slugFormat:
    'slug may hold only lower-case letters (a-z), digits and single hyphens between them, at most 40 characters.',
  slugReserved: 'This slug is a word of the sign-in routes: choose another.',
  slugTaken: 'Another provider has this slug.',
  nameRequired: 'Name the provider as the login screen shows it, such as "Company SSO".',
  nameTooLong: 'A provider name has at most 80 characters.',
  issuerRequired: 'issuer is required: the provider’s issuer URL, such as https://login.example.com.',
  issuerFormat: 'issuer must be an https:// URL of at most 500 characters, without a query or fragment.',
  clientIdRequired: 'client_id is required: the id the provider gave this application.',
  clientIdFormat: 'client_id is text of at most 255 characters, without control characters.',
  clientSecretRequired: 'client_secret is required: the secret the provider gave this application.',
  clientSecretFormat: 'client_secret is text of at most 1000 characters, without control characters.',
  domainsFormat:
    'allowed_domains must be a list of at most 50 domain names such as example.com (no @, no wildcard).',
  autoCreateNeedsDomains:
    'auto_create makes accounts only for emails of allowed_domains: name at least one domain.',
  workspaceFormat: 'workspace_id must be a workspace id, or null.',
  workspaceNotFound: 'No workspace has this id.',
  roleFormat: 'role must be admin, editor or viewer, or null.',
  roleNeedsWorkspace: 'A role is given in a workspace: set workspace_id too.',
  workspaceNeedsRole: 'Choose the role people get in the workspace: admin, editor or viewer.',
  booleanFormat: '$property must be true or false.',
  discoveryFailed: (reason: string) => `The provider's discovery failed: ${reason}`,
  notFound: 'Sign-in provider not found.',
  unavailable: 'This sign-in provider is not available. Sign in another way.',
  stateInvalid: 'This sign-in expired or was already used. Start again.',
  providerRefused: 'The sign-in provider did not complete the sign-in. Try again.',
  responseInvalid: 'The sign-in provider’s answer could not be verified. Try again.',
  emailMissing: 'The sign-in provider did not tell your email address.',
  emailUnverified:
    'The sign-in provider has not verified your email address. Verify it there, then try again.',
  outsideDomains: 'Your email address is not of a domain this sign-in provider accepts.',
  noAccount: 'No account has this email address. Ask an administrator to create one.',
  workspaceFull: 'The workspace this sign-in joins has no seat left. Ask its owner.',
  linkOtherAccount: 'This sign-in was started by another account.',
  linkedElsewhere: 'This identity is already linked to another account.',
  alreadyLinked: 'Your account is already linked to this provider. Unlink it first.',
  identityNotFound: 'Linked identity not found.',
  lastWayToSignIn:
    'This is the last way to sign in to your account. Set a password or add a passkey before unlinking it.',
  codeFormat: 'code must be the code the sign-in handed back.',
  onlySuperAdmins: 'Not allowed: only super admins manage sign-in providers.',
} as const;

/** A provider as a super_admin sees it: never its secret, only whether one is set. */
export interface SsoProviderDto {
  id: number;
  slug: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret_set: boolean;
  allowed_domains: string[];
  auto_create: boolean;
  workspace_id: number | null;
  role: SsoWorkspaceRole | null;
  enabled: boolean;
  /** Where the provider sends people back: to register at the provider. */
  redirect_uri: string;
  created_at: string;
  updated_at: string;
}

/** POST /api/auth/sso/providers. */
export interface SsoProviderInput {
  slug: string;
  name: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  allowed_domains?: string[];
  auto_create?: boolean;
  workspace_id?: number | null;
  role?: SsoWorkspaceRole | null;
  enabled?: boolean;
}

/** PATCH /api/auth/sso/providers/{id}: what is given changes; an absent client_secret is kept. */
export type SsoProviderUpdate = Partial<SsoProviderInput>;

/** GET /api/auth/sso/enabled: what the login screen needs of each enabled provider. */
export interface SsoProviderSummaryDto {
  slug: string;
  name: string;
}

/** One of the signed-in user's linked identities. */
export interface SsoIdentityDto {
  id: number;
  provider_slug: string;
  provider_name: string;
  /** The email the provider told at the last sign-in or link. */
  email: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** POST /api/auth/sso/exchange and /api/auth/sso/link/finish. */
export interface SsoCodeInput {
  code: string;
}

/** POST /api/auth/sso/{slug}/link: where the browser goes to link an identity. */
export interface SsoLinkStartDto {
  url: string;
}
