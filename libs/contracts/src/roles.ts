export const ROLES = ['super_admin', 'admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  super_admin: 'Super Administrator',
  admin: 'Administrator',
  user: 'Standard User',
};

/** Roles that pass the admin guard (admin routes, all QR codes, global analytics). */
export const ADMIN_ROLES: readonly Role[] = ['super_admin', 'admin'];

export function isAdminRole(role: Role | undefined): boolean {
  return role !== undefined && ADMIN_ROLES.includes(role);
}
