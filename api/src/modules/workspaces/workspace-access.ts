import { ForbiddenException, NotFoundException } from '@nestjs/common';
import { WORKSPACE_MESSAGES as M, type WorkspaceRole } from '@qrpanel/contracts';

/** What each role may do in a workspace, as the rules of the product give them. */
export const CAN = {
  /** Read the workspace and its members. */
  read: ['owner', 'admin', 'editor', 'viewer'],
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
  if (!(CAN[power] as readonly WorkspaceRole[]).includes(role)) {
    throw new ForbiddenException(power === 'own' ? M.ownersOnly : M.forbidden);
  }
  return role;
}
