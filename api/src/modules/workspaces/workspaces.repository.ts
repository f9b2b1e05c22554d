import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { WorkspaceRole } from '@qrpanel/contracts';
import { likePattern } from '../../platform/database/paged-query';
import { dateOfSql, isSqlite, marks, sqlDateTime } from '../../platform/database/sql';
import { Workspace, WorkspaceInvitation, WorkspaceMember } from './workspace.entities';

/** A workspace as a member lists it. */
export interface MemberWorkspace {
  id: number;
  name: string;
  role: WorkspaceRole;
  members: number;
  planId: number | null;
  createdAt: Date;
  timeZone: string | null;
  createdBy: number | null;
  require2fa: boolean;
}

/**
 * The order (of workspace_members m joined to workspaces w) that puts a user's own workspace
 * first: one they made and own, else one they own, else one they belong to, oldest first.
 */
const OWN_FIRST = `CASE WHEN m.role = 'owner' AND w.created_by = m.user_id THEN 0 WHEN m.role = 'owner' THEN 1 ELSE 2 END,
  m.workspace_id`;

/** Of a workspace's owners (workspace_members m of workspaces w), its plan holder first: its maker, else the longest-standing. */
const HOLDER_FIRST = 'CASE WHEN m.user_id = w.created_by THEN 0 ELSE 1 END, m.joined_at, m.user_id';

/** A row of the administrators' list of workspaces. */
export interface OverviewRow {
  id: number;
  name: string;
  planId: number | null;
  members: number;
  holder: number | null;
  createdAt: Date;
}

/** The workspaces, workspace_members and workspace_invitations tables. */
@Injectable()
export class WorkspacesRepository {
  private readonly sqlite: boolean;

  constructor(@InjectDataSource() private readonly db: DataSource) {
    this.sqlite = isSqlite(db);
  }

  get manager(): EntityManager {
    return this.db.manager;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A workspace with its first member, in the caller's transaction. */
  async create(manager: EntityManager, name: string, owner: number): Promise<Workspace> {
    const workspace = await manager.save(manager.create(Workspace, { name, createdBy: owner }));
    await this.addMember(manager, workspace.id, owner, 'owner');
    return workspace;
  }

  /**
   * The caller's membership a request acts in: of the workspace named, else the one they
   * used last (none used: their own, as personalOf finds it).
   */
  async acting(
    userId: number,
    workspaceId?: number,
  ): Promise<{ workspaceId: number; role: WorkspaceRole; lastUsedAt: Date | null } | undefined> {
    const [row] = await this.db.query<
      { workspace_id: number | string; role: WorkspaceRole; last_used_at: unknown }[]
    >(
      workspaceId === undefined
        ? `SELECT m.workspace_id, m.role, m.last_used_at
           FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id WHERE m.user_id = ?
           ORDER BY CASE WHEN m.last_used_at IS NULL THEN 1 ELSE 0 END, m.last_used_at DESC, ${OWN_FIRST}
           LIMIT 1`
        : 'SELECT workspace_id, role, last_used_at FROM workspace_members WHERE user_id = ? AND workspace_id = ?',
      workspaceId === undefined ? [userId] : [userId, workspaceId],
    );
    if (!row) return undefined;
    return {
      workspaceId: Number(row.workspace_id),
      role: row.role,
      lastUsedAt: row.last_used_at === null ? null : dateOfSql(row.last_used_at),
    };
  }

  /** Marks the membership used now. */
  async touch(userId: number, workspaceId: number, now: Date): Promise<void> {
    await this.db.query(
      'UPDATE workspace_members SET last_used_at = ? WHERE user_id = ? AND workspace_id = ?',
      [sqlDateTime(now), userId, workspaceId],
    );
  }

  /** The workspaces a user belongs to (or one of them), with their role and the number of members, oldest first. */
  async ofMember(userId: number, workspaceId?: number): Promise<MemberWorkspace[]> {
    const rows = await this.db.query<
      {
        id: number | string;
        name: string;
        role: WorkspaceRole;
        members: number | string;
        plan_id: number | string | null;
        created_at: unknown;
        time_zone: string | null;
        created_by: number | string | null;
        require_2fa: number | boolean;
      }[]
    >(
      `SELECT w.id, w.name, m.role, w.plan_id, w.created_at, w.time_zone, w.created_by, w.require_2fa,
         (SELECT COUNT(*) FROM workspace_members c WHERE c.workspace_id = w.id) AS members
       FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
       WHERE m.user_id = ?${workspaceId === undefined ? '' : ' AND w.id = ?'} ORDER BY w.id`,
      workspaceId === undefined ? [userId] : [userId, workspaceId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      name: r.name,
      role: r.role,
      members: Number(r.members),
      planId: r.plan_id === null ? null : Number(r.plan_id),
      createdAt: dateOfSql(r.created_at),
      timeZone: r.time_zone,
      createdBy: r.created_by === null ? null : Number(r.created_by),
      require2fa: Boolean(Number(r.require_2fa)),
    }));
  }

  /** Its name as it is in the caller's transaction ('' once it is gone). */
  async nameOf(manager: EntityManager, id: number): Promise<string> {
    return (await manager.findOne(Workspace, { where: { id }, select: { name: true } }))?.name ?? '';
  }

  /** Its name, zone or two-factor rule, in the caller's transaction. */
  async update(
    manager: EntityManager,
    id: number,
    change: { name?: string; timeZone?: string | null; require2fa?: boolean },
  ): Promise<void> {
    if (Object.keys(change).length) await manager.getRepository(Workspace).update({ id }, change);
  }

  /** Whether a workspace the user belongs to requires two-factor sign-in of its members. */
  async requiresTwoFactor(userId: number): Promise<boolean> {
    const rows = await this.db.query<unknown[]>(
      `SELECT 1 AS yes FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
       WHERE m.user_id = ? AND w.require_2fa = 1 LIMIT 1`,
      [userId],
    );
    return rows.length > 0;
  }

  /** What the zone of a workspace's analytics is read from: its own, and its maker. */
  zoneOf(id: number): Promise<Pick<Workspace, 'timeZone' | 'createdBy'> | null> {
    return this.db
      .getRepository(Workspace)
      .findOne({ where: { id }, select: { timeZone: true, createdBy: true } });
  }

  /**
   * Locks a workspace's row for the rest of the transaction, so that changes to its members
   * (the last owner's rule) take turns. SQLite's one writer takes turns already.
   */
  /**
   * How many workspaces on no plan of their own the user owns, their memberships locked
   * for the caller's transaction (SQLite has one writer at a time already).
   */
  async freeTrialOwnedBy(manager: EntityManager, userId: number): Promise<number> {
    if (!this.sqlite)
      await manager.query('SELECT workspace_id FROM workspace_members WHERE user_id = ? FOR UPDATE', [
        userId,
      ]);
    const [row] = await manager.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
       WHERE m.user_id = ? AND m.role = 'owner' AND w.plan_id IS NULL`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  async lock(manager: EntityManager, id: number): Promise<void> {
    if (!this.sqlite) await manager.query('SELECT id FROM workspaces WHERE id = ? FOR UPDATE', [id]);
  }

  member(manager: EntityManager, workspaceId: number, userId: number): Promise<WorkspaceMember | null> {
    return manager.findOneBy(WorkspaceMember, { workspaceId, userId });
  }

  members(workspaceId: number, manager: EntityManager = this.db.manager): Promise<WorkspaceMember[]> {
    return manager
      .getRepository(WorkspaceMember)
      .find({ where: { workspaceId }, order: { joinedAt: 'ASC', userId: 'ASC' } });
  }

  memberCount(workspaceId: number, manager: EntityManager = this.db.manager): Promise<number> {
    return manager.countBy(WorkspaceMember, { workspaceId });
  }

  owners(manager: EntityManager, workspaceId: number): Promise<number> {
    return manager.countBy(WorkspaceMember, { workspaceId, role: 'owner' });
  }

  async setRole(
    manager: EntityManager,
    workspaceId: number,
    userId: number,
    role: WorkspaceRole,
  ): Promise<void> {
    await manager.update(WorkspaceMember, { workspaceId, userId }, { role });
  }

  async removeMember(manager: EntityManager, workspaceId: number, userId: number): Promise<void> {
    await manager.delete(WorkspaceMember, { workspaceId, userId });
  }

  async addMember(
    manager: EntityManager,
    workspaceId: number,
    userId: number,
    role: WorkspaceRole,
  ): Promise<void> {
    await manager.insert(WorkspaceMember, { workspaceId, userId, role });
  }

  /** Deletes a workspace; its members and invitations go with it (the foreign keys' cascade). */
  async delete(manager: EntityManager, id: number): Promise<void> {
    await manager.delete(Workspace, { id });
  }

  /** Those of these users who belong to no workspace. */
  async withoutWorkspace(manager: EntityManager, userIds: readonly number[]): Promise<number[]> {
    if (!userIds.length) return [];
    const rows = await manager.query<{ user_id: number | string }[]>(
      `SELECT DISTINCT user_id FROM workspace_members WHERE user_id IN (${marks(userIds.length)})`,
      [...userIds],
    );
    const members = new Set(rows.map((r) => Number(r.user_id)));
    return userIds.filter((id) => !members.has(id));
  }

  /**
   * A page of every workspace, newest first or by name, those whose name holds `q` when one
   * is given: each with its number of members, its own plan and its plan holder.
   */
  async page(
    query: { q?: string; sort: { field: 'created_at' | 'name'; direction: 'asc' | 'desc' } },
    offset: number,
    limit: number,
  ): Promise<{ rows: OverviewRow[]; total: number }> {
    const where = query.q ? "WHERE w.name LIKE ? ESCAPE '!'" : '';
    const params = query.q ? [likePattern(query.q)] : [];
    const [{ n }] = await this.db.query<{ n: number | string }[]>(
      `SELECT COUNT(*) AS n FROM workspaces w ${where}`,
      params,
    );
    const direction = query.sort.direction === 'asc' ? 'ASC' : 'DESC';
    const rows = await this.db.query<Record<string, unknown>[]>(
      `SELECT w.id, w.name, w.plan_id, w.created_at,
         (SELECT COUNT(*) FROM workspace_members c WHERE c.workspace_id = w.id) AS members,
         (SELECT m.user_id FROM workspace_members m WHERE m.workspace_id = w.id AND m.role = 'owner'
          ORDER BY ${HOLDER_FIRST} LIMIT 1) AS holder
       FROM workspaces w ${where}
       ORDER BY w.${query.sort.field} ${direction}, w.id ${direction} LIMIT ? OFFSET ?`,
      [...params, limit, offset],
    );
    return {
      total: Number(n),
      rows: rows.map((r) => ({
        id: Number(r.id),
        name: String(r.name),
        planId: r.plan_id === null ? null : Number(r.plan_id),
        members: Number(r.members),
        holder: r.holder === null ? null : Number(r.holder),
        createdAt: dateOfSql(r.created_at),
      })),
    };
  }

  /** The workspace's plan (null: the Free Trial), and whether it exists. */
  async planOf(
    id: number,
    manager: EntityManager = this.db.manager,
  ): Promise<{ planId: number | null } | undefined> {
    const found = await manager
      .getRepository(Workspace)
      .findOne({ select: { id: true, planId: true }, where: { id } });
    return found ? { planId: found.planId } : undefined;
  }

  async setPlan(id: number, planId: number | null, manager: EntityManager): Promise<void> {
    await manager.getRepository(Workspace).update({ id }, { planId });
  }

  /** The workspace's maker while they are one of its owners. */
  async owningMaker(manager: EntityManager, id: number): Promise<number | undefined> {
    const [row] = await manager.query<{ user_id: number | string }[]>(
      `SELECT m.user_id FROM workspaces w JOIN workspace_members m
         ON m.workspace_id = w.id AND m.user_id = w.created_by AND m.role = 'owner'
       WHERE w.id = ?`,
      [id],
    );
    return row ? Number(row.user_id) : undefined;
  }

  /** The workspaces whose only member is this user. */
  async soleMemberships(manager: EntityManager, userId: number): Promise<number[]> {
    const sole = await manager.query<{ id: number | string }[]>(
      `SELECT m.workspace_id AS id FROM workspace_members m
       WHERE m.user_id = ? AND NOT EXISTS (
         SELECT 1 FROM workspace_members o WHERE o.workspace_id = m.workspace_id AND o.user_id <> m.user_id)`,
      [userId],
    );
    return sole.map((r) => Number(r.id));
  }

  /**
   * The workspace a user keeps their own things in: the one they made and own, else one they
   * own, else one they belong to, the oldest first.
   */
  async personalOf(userId: number, manager: EntityManager = this.db.manager): Promise<number | undefined> {
    const [row] = await manager.query<{ id: number | string }[]>(
      `SELECT m.workspace_id AS id FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
       WHERE m.user_id = ? ORDER BY ${OWN_FIRST} LIMIT 1`,
      [userId],
    );
    return row ? Number(row.id) : undefined;
  }

  // Invitations.

  invitations(workspaceId: number): Promise<WorkspaceInvitation[]> {
    return this.db
      .getRepository(WorkspaceInvitation)
      .find({ where: { workspaceId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  invitation(manager: EntityManager, workspaceId: number, id: number): Promise<WorkspaceInvitation | null> {
    return manager.findOneBy(WorkspaceInvitation, { workspaceId, id });
  }

  invitationByToken(tokenHash: string): Promise<WorkspaceInvitation | null> {
    return this.db.getRepository(WorkspaceInvitation).findOneBy({ tokenHash });
  }

  workspace(id: number): Promise<Workspace | null> {
    return this.db.getRepository(Workspace).findOneBy({ id });
  }

  /** An invitation to this email still to be taken (not used, withdrawn or past its time). */
  pendingFor(
    manager: EntityManager,
    workspaceId: number,
    email: string,
    now: Date,
  ): Promise<WorkspaceInvitation | null> {
    return manager
      .getRepository(WorkspaceInvitation)
      .createQueryBuilder('i')
      .where('i.workspace_id = :workspaceId AND i.email = :email', { workspaceId, email })
      .andWhere('i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > :now', {
        now: sqlDateTime(now),
      })
      .getOne();
  }

  /**
   * The seats a workspace has taken: its members, and its invitations still pending (but
   * `except`, one being sent again).
   */
  async seatsTaken(manager: EntityManager, workspaceId: number, now: Date, except?: number): Promise<number> {
    const members = await this.memberCount(workspaceId, manager);
    const pending = manager
      .getRepository(WorkspaceInvitation)
      .createQueryBuilder('i')
      .where('i.workspace_id = :workspaceId', { workspaceId })
      .andWhere('i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > :now', {
        now: sqlDateTime(now),
      });
    if (except !== undefined) pending.andWhere('i.id <> :except', { except });
    return members + (await pending.getCount());
  }

  /**
   * The owner who stands for the workspace: its maker while an owner, else its
   * longest-standing owner (an heir; a platform administrator's workspace has no limits).
   */
  async planHolder(
    workspaceId: number,
    manager: EntityManager = this.db.manager,
    besides = 0,
  ): Promise<number | undefined> {
    const [row] = await manager.query<{ user_id: number | string }[]>(
      `SELECT m.user_id FROM workspace_members m JOIN workspaces w ON w.id = m.workspace_id
       WHERE m.workspace_id = ? AND m.role = 'owner' AND m.user_id <> ?
       ORDER BY ${HOLDER_FIRST} LIMIT 1`,
      [workspaceId, besides],
    );
    return row ? Number(row.user_id) : undefined;
  }

  /** The workspaces this user is the only owner of while others belong to them. */
  async soleOwnerships(manager: EntityManager, userId: number): Promise<number[]> {
    const rows = await manager.query<{ id: number | string }[]>(
      `SELECT m.workspace_id AS id FROM workspace_members m
       WHERE m.user_id = ? AND m.role = 'owner'
         AND EXISTS (SELECT 1 FROM workspace_members o WHERE o.workspace_id = m.workspace_id AND o.user_id <> m.user_id)
         AND NOT EXISTS (SELECT 1 FROM workspace_members o
           WHERE o.workspace_id = m.workspace_id AND o.user_id <> m.user_id AND o.role = 'owner')`,
      [userId],
    );
    return rows.map((r) => Number(r.id));
  }

  /** How many invitation mails the workspace sent since then. */
  sentSince(manager: EntityManager, workspaceId: number, since: Date): Promise<number> {
    return manager
      .getRepository(WorkspaceInvitation)
      .createQueryBuilder('i')
      .where('i.workspace_id = :workspaceId AND i.sent_at > :since', {
        workspaceId,
        since: sqlDateTime(since),
      })
      .getCount();
  }

  saveInvitation(manager: EntityManager, invitation: WorkspaceInvitation): Promise<WorkspaceInvitation> {
    return manager.save(invitation);
  }

  /**
   * Takes a pending invitation: answers false when another request took it first, or it
   * was withdrawn or expired meanwhile (a conditional update, so two acceptances cannot both win).
   */
  async take(manager: EntityManager, id: number, now: Date): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(WorkspaceInvitation)
      .set({ acceptedAt: now })
      .where('id = :id AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > :now', {
        id,
        now: sqlDateTime(now),
      })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
