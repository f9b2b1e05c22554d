/**
 * How many members a workspace may have, by its plan. Plans are
 * billing's, a floor above workspaces: billing provides this (`member-limits.provider.ts`),
 * so invitations keep to a plan without importing it.
 */
export abstract class MemberLimits {
  /** The member limit of the workspace's plan: 0 for unlimited (and for platform administrators'). */
  abstract of(workspaceId: number): Promise<number>;
}
