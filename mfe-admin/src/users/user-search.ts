import type { UserDto } from '@qrpanel/contracts';

export const USERS_PAGE_SIZE = 10;

/** Users whose name or email contains the search, case-insensitive. */
export function filterUsers(users: UserDto[], search: string): UserDto[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return users;
  return users.filter((u) => u.name.toLowerCase().includes(needle) || u.email.toLowerCase().includes(needle));
}

/** One page of a list (pages count from 1). */
export function pageOf<T>(items: T[], page: number, size = USERS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

export function pageCount(total: number, size = USERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}
