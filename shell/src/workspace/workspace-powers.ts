import { WORKSPACE_ROLES, type WorkspaceMemberDto, type WorkspaceRole } from '@qrpanel/contracts';

/**
 * What each role may do in a workspace, as the api decides it
 * (api/src/modules/workspaces/workspace-access.ts): the screens show only what the role may
 * do, and the api refuses the rest anyway.
 */
const CAN = {
  /** Rename it, manage members and invitations. */
  manage: ['owner', 'admin'],
  /** Hand it over, make owners, touch an owner. */
  own: ['owner'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

export function can(role: WorkspaceRole | undefined, power: keyof typeof CAN): boolean {
  return role !== undefined && (CAN[power] as readonly WorkspaceRole[]).includes(role);
}

/** The roles `role` may give: an owner any, an admin any but owner, the others none. */
export function rolesGivenBy(role: WorkspaceRole | undefined): WorkspaceRole[] {
  if (can(role, 'own')) return [...WORKSPACE_ROLES];
  return can(role, 'manage') ? WORKSPACE_ROLES.filter((r) => r !== 'owner') : [];
}

/** Whether `role` may change or remove this member: an owner only by an owner. */
export function mayManage(role: WorkspaceRole | undefined, member: WorkspaceMemberDto): boolean {
  return member.role === 'owner' ? can(role, 'own') : can(role, 'manage');
}

/** Whether this member is the workspace's only owner: they can neither leave nor be demoted. */
export function isLastOwner(members: readonly WorkspaceMemberDto[], userId: number): boolean {
  const owners = members.filter((m) => m.role === 'owner');
  return owners.length === 1 && owners[0].user_id === userId;
}
