/**
 * What the migration that gives API keys, webhook endpoints and templates to workspaces
 * (WorkspaceDevelopers) shares between the two databases.
 */
/** The tables whose rows move into their maker's personal workspace (see personalWorkspaceOf). */
export const DEVELOPER_TABLES = ['api_keys', 'webhook_endpoints', 'qr_templates'] as const;

/** The list index each table gains, leading with the workspace. */
export const WORKSPACE_INDEXES = {
  api_keys: 'IDX_api_keys_workspace',
  webhook_endpoints: 'IDX_webhook_endpoints_workspace',
} as const;

/**
 * Template names become unique per workspace. A workspace that several makers' templates
 * move into (one who had none of their own shares another's) may meet a name twice: all
 * but the oldest template of a name get their id after it, within the 60 characters.
 */
export function renameClashingTemplates(concat: (...parts: string[]) => string, left: string): string {
  return `UPDATE qr_templates SET
      name = ${concat(left, "' ('", 'CAST(id AS CHAR)', "')'")},
      name_key = LOWER(${concat(left, "' ('", 'CAST(id AS CHAR)', "')'")})
    WHERE EXISTS (SELECT 1 FROM (SELECT id AS other_id, workspace_id AS other_ws, name_key AS other_key FROM qr_templates) o
      WHERE o.other_ws = qr_templates.workspace_id AND o.other_key = qr_templates.name_key AND o.other_id < qr_templates.id)`;
}
