/**
 * What the migration that gives codes to workspaces (WorkspaceCodes) shares between the
 * two databases: the per-owner roll-up tables, and the personal workspace of a user.
 */
/** The tables whose rows move into their maker's personal workspace. */
export const WORKSPACE_TABLES = ['qr_codes', 'folders', 'code_imports'] as const;

export const OWNER_ROLLUPS = [
  'scan_owner_daily',
  'scan_owner_breakdown',
  'scan_owner_breakdown_daily',
  'scan_owner_breakdown_monthly',
] as const;

/**
 * A scalar subquery: the workspace that the user whose id `userIdSql` is keeps their own
 * things in: the one they made and own, else one they own, else one they belong to (each
 * user has one since the Workspaces migration), the oldest first.
 */
export function personalWorkspaceOf(userIdSql: string): string {
  return `(SELECT pm.workspace_id FROM workspace_members pm JOIN workspaces pw ON pw.id = pm.workspace_id
    WHERE pm.user_id = ${userIdSql}
    ORDER BY CASE WHEN pm.role = 'owner' AND pw.created_by = pm.user_id THEN 0 WHEN pm.role = 'owner' THEN 1 ELSE 2 END,
      pm.workspace_id
    LIMIT 1)`;
}
