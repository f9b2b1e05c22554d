import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { dateOfSql } from '../../platform/database/sql';
import { personalWorkspaceName, type WorkspaceDto, type WorkspaceRole } from '@qrpanel/contracts';
import type { User } from '../identity/users/user.entity';
import { UsersService } from '../identity/users/users.service';
import { Workspace, WorkspaceMember } from './workspace.entities';

/**
 * Workspaces and their members. Everyone has at least one: the personal workspace made
 * with their account (in the same transaction), which goes with them when they are its
 * only member.
 */
@Injectable()
export class WorkspacesService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.users.whileCreating(async (manager, user) => void (await this.createPersonal(manager, user)));
    this.users.whileRemoving((manager, userId) => this.removeSoleMemberships(manager, userId));
  }

  /** A new user's own workspace, "{name}'s workspace", they its owner. */
  async createPersonal(manager: EntityManager, user: User): Promise<Workspace> {
    const workspace = await manager.save(
      manager.create(Workspace, { name: personalWorkspaceName(user.name), createdBy: user.id }),
    );
    await manager.save(
      manager.create(WorkspaceMember, { workspaceId: workspace.id, userId: user.id, role: 'owner' }),
    );
    return workspace;
  }

  /** The workspaces a user belongs to, each with their role and its number of members, oldest first. */
  async mine(userId: number): Promise<WorkspaceDto[]> {
    const rows = await this.db.query<
      {
        id: number | string;
        name: string;
        role: WorkspaceRole;
        members: number | string;
        created_at: unknown;
      }[]
    >(
      `SELECT w.id, w.name, m.role, w.created_at,
         (SELECT COUNT(*) FROM workspace_members c WHERE c.workspace_id = w.id) AS members
       FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
       WHERE m.user_id = ? ORDER BY w.id`,
      [userId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      role: r.role,
      members: Number(r.members),
      created_at: dateOfSql(r.created_at).toISOString(),
    }));
  }

  /**
   * Before a user is deleted: the workspaces they alone are a member of go with them (their
   * other memberships end by the foreign key's cascade).
   */
  private async removeSoleMemberships(manager: EntityManager, userId: number): Promise<void> {
    const sole = await manager.query<{ id: number | string }[]>(
      `SELECT m.workspace_id AS id FROM workspace_members m
       WHERE m.user_id = ? AND NOT EXISTS (
         SELECT 1 FROM workspace_members o WHERE o.workspace_id = m.workspace_id AND o.user_id <> m.user_id)`,
      [userId],
    );
    if (sole.length)
      await manager.delete(
        Workspace,
        sole.map((r) => Number(r.id)),
      );
  }
}
