import type { QrCodeDto } from '@qrpanel/contracts';

export interface OwnerOption {
  id: number;
  name: string;
  email: string;
}

/**
 * Whom a code can be assigned to: every user when the list of users could be read
 * (super_admin), else the signed-in administrator and the owners seen among the codes
 * read so far (the list is read a page at a time, so one page may show a single owner).
 */
export function ownerOptions(
  codes: readonly QrCodeDto[],
  users: readonly OwnerOption[] | undefined,
  me?: OwnerOption,
): OwnerOption[] {
  if (users?.length) return [...users].sort((a, b) => a.name.localeCompare(b.name));
  const seen = new Map<number, OwnerOption>();
  if (me) seen.set(me.id, me);
  for (const code of codes) if (code.owner) seen.set(code.owner.id, code.owner);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
