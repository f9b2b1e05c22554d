import type { SsoWorkspaceRole } from '@qrpanel/contracts';

/**
 * What single sign-on needs of workspaces, a floor above identity: whether a provider's
 * workspace exists, and adding an account it made to it. Workspaces provides it
 * (`workspaces/sso-memberships.provider.ts`), so identity never imports that module.
 */
export abstract class SsoWorkspaces {
  abstract exists(workspaceId: number): Promise<boolean>;

  /** Whether the workspace has a seat for one more member (its plan's member limit). */
  abstract hasSeat(workspaceId: number): Promise<boolean>;

  /**
   * Adds the user with the role, within the workspace's seats; a member already stays as
   * they are. False when the workspace is gone or full.
   */
  abstract join(workspaceId: number, userId: number, role: SsoWorkspaceRole): Promise<boolean>;
}
