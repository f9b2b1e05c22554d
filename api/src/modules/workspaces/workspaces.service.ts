import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { personalWorkspaceName, type WorkspaceDto } from '@qrpanel/contracts';
import { UsersService, type User } from '../identity';
import { WorkspacesRepository } from './workspaces.repository';

/**
 * Workspaces and their members. Everyone has at least one: the personal workspace made
 * with their account (in the same transaction), which goes with them when they are its
 * only member.
 */
@Injectable()
export class WorkspacesService implements OnModuleInit {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.users.whileCreating((manager, user) => this.createPersonal(manager, user));
    // Their other memberships end with their row (the foreign key's cascade).
    this.users.whileRemoving((manager, userId) => this.workspaces.deleteSoleMemberships(manager, userId));
  }

  /** A new user's own workspace, "{name}'s workspace", they its owner. */
  private async createPersonal(manager: EntityManager, user: User): Promise<void> {
    await this.workspaces.create(manager, personalWorkspaceName(user.name), user.id);
  }

  /** The workspaces a user belongs to, each with their role and its number of members, oldest first. */
  async mine(userId: number): Promise<WorkspaceDto[]> {
    return (await this.workspaces.ofMember(userId)).map((w) => ({
      id: w.id,
      name: w.name,
      role: w.role,
      members: w.members,
      created_at: w.createdAt.toISOString(),
    }));
  }
}
