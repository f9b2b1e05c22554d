import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { WORKSPACE_MESSAGES as M, type WorkspaceRole } from '@qrpanel/contracts';

/** What each role may do in a workspace, as the rules of the product give them. */
export const CAN = {
  /** Read the workspace and its members. */
  read: ['owner', 'admin', 'editor', 'viewer'],
  /** Make and change codes, folders, tags, templates, imports, exports and bulk actions. */
  edit: ['owner', 'admin', 'editor'],
  /** Rename it, manage members and invitations (never an owner, unless an owner does it). */
  manage: ['owner', 'admin'],
  /** Hand it over, make owners, delete it, pay. */
  own: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export type Power = keyof typeof CAN;

/**
 * The caller's role, checked against a power: not a member is 404 (a workspace one does not
 * belong to is not there for them), a role without the power 403.
 */
export function allow(role: WorkspaceRole | undefined, power: Power): WorkspaceRole {
  if (!role) throw new NotFoundException(M.notFound);
  if (!holds(role, power)) {
    throw new ForbiddenException(power === 'own' ? M.ownersOnly : M.forbidden);
  }
  return role;
}

/** The workspace a request acts in, and the caller's role there (see ActiveWorkspace). */
export interface ActingWorkspace {
  id: number;
  role: WorkspaceRole;
}

/** Whether the caller's role in the workspace has the power. */
export function can(workspace: ActingWorkspace, power: Power): boolean {
  return holds(workspace.role, power);
}

function holds(role: WorkspaceRole, power: Power): boolean {
  return (CAN[power] as readonly WorkspaceRole[]).includes(role);
}

/** Refuses (403) what the caller's role in the active workspace may not do. */
export function mayDo(workspace: ActingWorkspace, power: Power): void {
  allow(workspace.role, power);
}

/** The active workspace's id, once the caller's role there has the power (403 otherwise). */
export function idFor(workspace: ActingWorkspace, power: Power): number {
  mayDo(workspace, power);
  return workspace.id;
}
