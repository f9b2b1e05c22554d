/** The accounts every journey can use; global-setup creates them on the fresh database. */
export const ACCOUNTS = {
  super_admin: { name: 'Super Admin', email: 'root@e2e.test', password: 'Root-password-1' },
  admin: { name: 'Ada Admin', email: 'admin@e2e.test', password: 'Admin-password-1' },
  user: { name: 'Uma User', email: 'user@e2e.test', password: 'User-password-1' },
} as const;

export type AccountRole = keyof typeof ACCOUNTS;
