import type { RemoteName } from '../federation/remotes';

/**
 * A route whose screen a remote owns (docs/architecture.md, The web apps): loaded at run time by its exposed
 * name.
 */
export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  expose: string;
  /** Behind the admin guard (admin and super_admin). */
  admin?: boolean;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/my-qrcodes', remote: 'mfe-qrcodes', expose: './MyQrCodes' },
  { path: '/create-qrcode', remote: 'mfe-qrcodes', expose: './CreateQrCode' },
  { path: '/edit-qrcode/:id', remote: 'mfe-qrcodes', expose: './EditQrCode' },
  { path: '/show-qrcode/:id', remote: 'mfe-qrcodes', expose: './ShowQrCode' },
  { path: '/analytics', remote: 'mfe-qrcodes', expose: './MyAnalytics' },
  { path: '/import', remote: 'mfe-qrcodes', expose: './ImportCodes' },
  { path: '/admin/qrcodes', remote: 'mfe-qrcodes', expose: './AdminQrCodes', admin: true },
  { path: '/admin/analytics', remote: 'mfe-qrcodes', expose: './GlobalAnalytics', admin: true },
  { path: '/templates', remote: 'mfe-qrcodes', expose: './Templates' },
  { path: '/developers', remote: 'mfe-qrcodes', expose: './Developers' },
  { path: '/domains', remote: 'mfe-qrcodes', expose: './Domains' },
  { path: '/admin/users', remote: 'mfe-admin', expose: './UserManagement', admin: true },
  { path: '/admin/plans', remote: 'mfe-admin', expose: './PlanManagement', admin: true },
  { path: '/admin/payments', remote: 'mfe-admin', expose: './Payments', admin: true },
  { path: '/admin/messages', remote: 'mfe-admin', expose: './Messages', admin: true },
  { path: '/admin/workspaces', remote: 'mfe-admin', expose: './Workspaces', admin: true },
  { path: '/admin/sso', remote: 'mfe-admin', expose: './SsoProviders', admin: true },
  { path: '/admin/audit', remote: 'mfe-admin', expose: './AuditLog', admin: true },
  { path: '/pricing', remote: 'mfe-billing', expose: './Pricing' },
  { path: '/payment-success', remote: 'mfe-billing', expose: './PaymentSuccess' },
];

/** The application part of /settings, shown to admins beside their own account. */
export const APPLICATION_SETTINGS = { remote: 'mfe-admin', expose: './ApplicationSettings' } as const;

/** Routes the shell itself owns. */
export const SHELL_ROUTES = {
  login: '/login',
  /** Where a sign-in with a provider comes back with its one-time code. */
  ssoReturn: '/login/sso',
  register: '/register',
  resetPassword: '/reset-password',
  invite: '/invite/:token',
  redirect: '/qr-redirect/*',
  dashboard: '/dashboard',
  settings: '/settings',
  workspace: '/workspace',
  workspaceMembers: '/workspace/members',
  workspaceAudit: '/workspace/audit',
  contact: '/contact',
} as const;
