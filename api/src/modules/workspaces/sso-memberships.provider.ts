import { Global, Injectable, Module } from '@nestjs/common';
import type { SsoWorkspaceRole } from '@qrpanel/contracts';
import { SsoWorkspaces } from '../identity';
import { MemberLimits } from './member-limits';
import { WorkspacesRepository } from './workspaces.repository';

/** Identity's SsoWorkspaces: the workspace a sign-in provider adds new accounts to. */
@Injectable()
class SsoMemberships extends SsoWorkspaces {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly limits: MemberLimits,
  ) {
    super();
  }

  async exists(workspaceId: number): Promise<boolean> {
    return (await this.workspaces.memberCount(workspaceId)) > 0;
  }

  async hasSeat(workspaceId: number): Promise<boolean> {
    const limit = await this.limits.of(workspaceId);
    return limit === 0 || (await this.workspaces.memberCount(workspaceId)) < limit;
  }

  /** Joins as an invitation's acceptance does: one at a time per workspace, within its seats. */
  join(workspaceId: number, userId: number, role: SsoWorkspaceRole): Promise<boolean> {
    return this.workspaces.transaction(async (manager) => {
      await this.workspaces.lock(manager, workspaceId);
      const members = await this.workspaces.memberCount(workspaceId, manager);
      if (members === 0) return false;
      if (await this.workspaces.member(manager, workspaceId, userId)) return true;
      const limit = await this.limits.of(workspaceId);
      if (limit > 0 && members >= limit) return false;
      await this.workspaces.addMember(manager, workspaceId, userId, role);
      return true;
    });
  }
}

/** Global: identity, a floor below, adds the accounts single sign-on makes through it. */
@Global()
@Module({
  providers: [WorkspacesRepository, { provide: SsoWorkspaces, useClass: SsoMemberships }],
  exports: [SsoWorkspaces],
})
export class SsoMembershipsModule {}
