import type { QrCodeDto } from '@qrpanel/contracts';

export interface OwnerOption {
  id: number;
  name: string;
  email: string;
}

/**
 * Whom a code can be assigned to: every user when the list of users could be read
 * (super_admin), else the owners seen among the codes.
 */
export function ownerOptions(
  codes: readonly QrCodeDto[],
  users: readonly OwnerOption[] | undefined,
): OwnerOption[] {
  if (users?.length) return [...users].sort((a, b) => a.name.localeCompare(b.name));
  const seen = new Map<number, OwnerOption>();
  for (const code of codes) if (code.owner) seen.set(code.owner.id, code.owner);
  return [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
}
