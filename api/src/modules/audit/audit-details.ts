import { AUDIT_SECRET_MASK } from '@qrpanel/contracts';

/** A field's old and new value, as an entry's details tell them. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/**
 * The fields of `keys` whose values differ between `before` and `after`, each with both
 * values; a field of `secrets` reads as the mask on both sides, so no entry ever holds a
 * secret's value, nor a part of it.
 */
export function auditChanges<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
  secrets: ReadonlySet<string> = new Set(),
): { fields: string[]; changes: Record<string, FieldChange> } {
  const fields = keys.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const changes: Record<string, FieldChange> = {};
  for (const key of fields) {
    changes[key] = secrets.has(key)
      ? { from: AUDIT_SECRET_MASK, to: AUDIT_SECRET_MASK }
      : { from: before[key] ?? null, to: after[key] ?? null };
  }
  return { fields, changes };
}
