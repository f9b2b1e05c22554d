import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { WorkspaceRole } from '@qrpanel/contracts';
import { dateOfSql } from '../../platform/database/sql';
import { Workspace, WorkspaceMember } from './workspace.entities';

/** A workspace as a member lists it. */
export interface MemberWorkspace {
  id: number;
  name: string;
  role: WorkspaceRole;
  members: number;
  createdAt: Date;
}

/** The workspaces, workspace_members and workspace_invitations tables. */
@Injectable()
export class WorkspacesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A workspace with its first member, in the caller's transaction. */
  async create(manager: EntityManager, name: string, owner: number): Promise<Workspace> {
    const workspace = await manager.save(manager.create(Workspace, { name, createdBy: owner }));
    await manager.save(
      manager.create(WorkspaceMember, { workspaceId: workspace.id, userId: owner, role: 'owner' }),
    );
    return workspace;
  }

  /** The workspaces a user belongs to, with their role and the number of members, oldest first. */
  async ofMember(userId: number): Promise<MemberWorkspace[]> {
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
      createdAt: dateOfSql(r.created_at),
    }));
  }

  /** Deletes the workspaces whose only member is this user. */
  async deleteSoleMemberships(manager: EntityManager, userId: number): Promise<void> {
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
