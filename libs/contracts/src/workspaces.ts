/**
 * Workspaces: what a customer makes belongs to a workspace that its members share, each
 * with a role. Everyone has at least one, their personal workspace, made with their account.
 */

/** A member's role in a workspace, most powers first. */
export const WORKSPACE_ROLES = ['owner', 'admin', 'editor', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** A workspace's name: 1 to 64 characters. */
export const WORKSPACE_NAME_MAX_LENGTH = 64;

/** The name a person's own workspace gets with their account: "{name}'s workspace". */
export const PERSONAL_WORKSPACE_SUFFIX = "'s workspace";

/** A person's own workspace's name, their name shortened so that it fits. */
export function personalWorkspaceName(userName: string): string {
  const room = WORKSPACE_NAME_MAX_LENGTH - PERSONAL_WORKSPACE_SUFFIX.length;
  return `${[...userName.trim()].slice(0, room).join('')}${PERSONAL_WORKSPACE_SUFFIX}`;
}

/** A workspace as its members list it: GET /api/workspaces. */
export interface WorkspaceDto {
  id: number;
  name: string;
  /** The caller's role in it. */
  role: WorkspaceRole;
  /** How many people are members. */
  members: number;
  created_at: string;
}
