import type { AuditRecord } from '../audit';
import type { QrCode } from './qr-code.entity';

/** Columns that follow from others (a key's folded form) or tell nothing a person changed. */
const HIDDEN = new Set(['keyFolded', 'capCount', 'keyChosen']);
/** A secret's column is named by what it is; its value never reaches an entry. */
const RENAMED: Record<string, string> = { passwordHash: 'password' };

/** A code's entry: its workspace, and the code by id and label. */
export function codeEntry(
  action: 'code.created' | 'code.updated' | 'code.deleted',
  code: Pick<QrCode, 'id' | 'label' | 'workspaceId'>,
  details?: Record<string, unknown>,
): AuditRecord {
  return {
    action,
    workspaceId: code.workspaceId,
    target: { type: 'code', id: code.id, label: code.label },
    ...(details && { details }),
  };
}

/**
 * What an edit changed: the names of the fields whose values differ from the code as it
 * was, and the old and new destination when that is among them.
 */
export function codeChanges(
  before: QrCode,
  after: Partial<QrCode>,
  tagsChanged: boolean,
): Record<string, unknown> {
  const record = before as unknown as Record<string, unknown>;
  const fields = Object.entries(after)
    .filter(([key, value]) => !HIDDEN.has(key) && value !== undefined && differs(record[key], value))
    .map(([key]) => RENAMED[key] ?? key);
  if (tagsChanged) fields.push('tags');
  const moved =
    after.currentDestination !== undefined && differs(before.currentDestination, after.currentDestination);
  return {
    fields,
    ...(moved && { destination: { from: before.currentDestination, to: after.currentDestination } }),
  };
}

function differs(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) !== JSON.stringify(b ?? null);
}
