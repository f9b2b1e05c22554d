import {
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  isAdminRole,
  personalWorkspaceName,
  WORKSPACES_MADE_PER_HOUR,
  WORKSPACE_MESSAGES as M,
  type WorkspaceDto,
  type WorkspaceMemberDto,
  type WorkspaceRole,
} from '@qrpanel/contracts';
import { retryDeadlocks } from '../../platform/database/deadlock';
import { DomainEvents } from '../../platform/events/domain-events';
import { WindowCounters } from '../../platform/redis/window-counters';
import { AuditLog, auditChanges, type AuditRecord } from '../audit';
import { SettingsService } from '../settings';
import { TwoFactorService, UsersService, type User } from '../identity';
import { allow, type ActingWorkspace, type Power } from './workspace-access';
import type { MemberWorkspace, OverviewRow } from './workspaces.repository';
import { WorkspacesRepository } from './workspaces.repository';

const DEADLOCK_TRIES = 3;

const HOUR_MS = 3_600_000;

/** What a module does in the transaction deleting a workspace; it may answer what runs after the commit. */
export type RemovingHook = (manager: EntityManager, workspaceId: number) => Promise<(() => void) | void>;
/** What a module does, in the transaction, when a member leaves or is removed (see whileLeaving). */
export type LeavingHook = (manager: EntityManager, workspaceId: number, userId: number) => Promise<void>;
/** How stale a membership's last use may be before a request marks it again. */
const LAST_USED_GRAIN_MS = 60_000;

/**
 * Workspaces and their members. Everyone has at least one: the personal workspace made
 * with their account (in the same transaction), which goes with them when they are its
 * only member. A workspace keeps an owner: the last one can neither leave, be demoted nor
 * be removed.
 */
@Injectable()
export class WorkspacesService implements OnModuleInit {
  private readonly removingHooks: RemovingHook[] = [];
  private readonly leavingHooks: LeavingHook[] = [];

  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly users: UsersService,
    private readonly settings: SettingsService,
    private readonly counters: WindowCounters,
    private readonly events: DomainEvents,
    private readonly audit: AuditLog,
    private readonly twoFactor: TwoFactorService,
  ) {}

  onModuleInit(): void {
    this.users.whileCreating((manager, user) => this.createPersonal(manager, user));
    // A member of a workspace that requires two-factor sign-in is asked to set it up at sign-in.
    this.twoFactor.requireEnrollmentWhen((userId) => this.workspaces.requiresTwoFactor(userId));
    // A workspace keeps an owner: one who is the only owner of a team is not deleted until
    // another member owns it (checked before anything else ends, and again in the deletion).
    this.users.beforeRemove((userId) => this.keepsOwners(this.workspaces.manager, userId));
    // The workspaces they alone belong to go with them; their other memberships end with
    // their row (the foreign key's cascade).
    // What the hooks leave for after the commit runs at once here: the user's own deletion
    // is announced after its commit (user.changed), which the same caches hear.
    this.users.whileRemoving(async (manager, userId) => {
      await this.keepsOwners(manager, userId);
      for (const id of await this.workspaces.soleMemberships(manager, userId)) {
        for (const then of await this.delete(manager, id)) then();
      }
    });
  }

  /** 409 when the user is the only owner of a workspace others belong to. */
  private async keepsOwners(manager: EntityManager, userId: number): Promise<void> {
    if ((await this.workspaces.soleOwnerships(manager, userId)).length) {
      throw new ConflictException(M.soleOwner);
    }
  }

  /**
   * Who takes over what a person made in a workspace when their account is deleted: its
   * plan holder among the other owners (undefined when none is left).
   */
  heirIn(manager: EntityManager, workspaceId: number, leavingUserId: number): Promise<number | undefined> {
    return this.workspaces.planHolder(workspaceId, manager, leavingUserId);
  }

  /**
   * Runs `hook` in the transaction that deletes a workspace, before it goes, for what the
   * foreign keys' cascade cannot do (the modules of what it holds: codes' roll-ups, caches).
   * What it answers runs once the deletion is committed.
   */
  whileRemoving(hook: RemovingHook): void {
    this.removingHooks.push(hook);
  }

  /**
   * Runs `hook` in the transaction that ends a membership (a removal or a leaving), for
   * what the member took part in that goes with them (their API keys there).
   */
  whileLeaving(hook: LeavingHook): void {
    this.leavingHooks.push(hook);
  }

  /** Ends a membership, with what the leaving hooks take along. */
  private async endMembership(manager: EntityManager, id: number, userId: number): Promise<void> {
    for (const hook of this.leavingHooks) await hook(manager, id, userId);
    await this.workspaces.removeMember(manager, id, userId);
    await this.keepOneEach(manager, [userId]);
  }

  /** Deletes a workspace after its hooks; answers what is to run after the commit. */
  private async delete(manager: EntityManager, id: number): Promise<(() => void)[]> {
    const after: (() => void)[] = [];
    for (const hook of this.removingHooks) {
      const then = await hook(manager, id);
      if (then) after.push(then);
    }
    await this.workspaces.delete(manager, id);
    return after;
  }

  /** A new user's own workspace, "{name}'s workspace", they its owner. */
  private async createPersonal(manager: EntityManager, user: User): Promise<void> {
    await this.workspaces.create(manager, personalWorkspaceName(user.name), user.id);
  }

  /** The workspaces a user belongs to, each with their role and its number of members, oldest first. */
  async mine(userId: number): Promise<WorkspaceDto[]> {
    return this.dtos(userId, await this.workspaces.ofMember(userId));
  }

  /** One of the caller's workspaces, the caller's role checked against a power (404, 403). */
  async get(actorId: number, id: number, power: Power = 'read'): Promise<WorkspaceDto> {
    const [workspace] = await this.workspaces.ofMember(actorId, id);
    allow(workspace?.role, power);
    return (await this.dtos(actorId, [workspace]))[0];
  }

  /** Answers for a member: which is current, and each one's analytics zone (its makers read at once). */
  private async dtos(userId: number, list: MemberWorkspace[]): Promise<WorkspaceDto[]> {
    const current = (await this.workspaces.acting(userId))?.workspaceId;
    const followers = list.flatMap((w) => (w.timeZone === null && w.createdBy !== null ? [w.createdBy] : []));
    const makers = new Map(
      (await this.users.findByIds([...new Set(followers)])).map((u) => [u.id, u.timeZone]),
    );
    return list.map((w) =>
      workspaceDto(w, current, w.timeZone ?? (w.createdBy !== null ? makers.get(w.createdBy) : undefined)),
    );
  }

  /**
   * The zone a workspace's scans are counted by hour of the week in: its own, else its
   * maker's profile zone (`follows`: whose profile, so a change there reaches the scans' cache).
   */
  async analyticsZone(workspaceId: number): Promise<{ zone: string; follows: number | null }> {
    const workspace = await this.workspaces.zoneOf(workspaceId);
    if (workspace?.timeZone) return { zone: workspace.timeZone, follows: null };
    const maker = workspace?.createdBy ?? null;
    return { zone: maker === null ? 'UTC' : await this.users.timeZoneOf(maker), follows: maker };
  }

  /**
   * The workspace a request acts in (ActiveWorkspace): the one named, which the caller must
   * belong to (404), else their last used. Naming one marks it used, at most once a minute
   * per member, so requests that name none later act there too.
   */
  async active(actorId: number, named?: number): Promise<ActingWorkspace> {
    const membership = await this.workspaces.acting(actorId, named);
    if (!membership) throw new NotFoundException(M.notFound);
    const now = new Date();
    if (named !== undefined && now.getTime() - (membership.lastUsedAt?.getTime() ?? 0) > LAST_USED_GRAIN_MS) {
      await this.workspaces.touch(actorId, named, now);
    }
    return { id: membership.workspaceId, role: membership.role };
  }

  /**
   * The caller's role in a workspace they name by other means than a choice (an API key's
   * workspace), read and not marked used: a program's calls leave the browser's choice alone.
   * Not a member: 404.
   */
  async memberIn(actorId: number, id: number): Promise<ActingWorkspace> {
    const membership = await this.workspaces.acting(actorId, id);
    if (!membership) throw new NotFoundException(M.notFound);
    return { id: membership.workspaceId, role: membership.role };
  }

  /** A page of every workspace, for platform administrators (see WorkspacesRepository.page). */
  overview(
    query: { q?: string; sort: { field: 'created_at' | 'name'; direction: 'asc' | 'desc' } },
    page: number,
    limit: number,
  ): Promise<{ rows: OverviewRow[]; total: number }> {
    return this.workspaces.page(query, (page - 1) * limit, limit);
  }

  /** The workspace's plan; null on the Free Trial (or when there is no such workspace). */
  async planOf(id: number, manager?: EntityManager): Promise<number | null> {
    return (await this.workspaces.planOf(id, manager))?.planId ?? null;
  }

  /** Whether the workspace exists (a platform administrator names any). */
  async exists(id: number): Promise<boolean> {
    return (await this.workspaces.planOf(id)) !== undefined;
  }

  /**
   * Sets the workspace's plan in the caller's transaction: billing's subscriptions decide it
   * (SubscriptionsService), the workspace locked (lockForChange).
   */
  async setPlanIn(manager: EntityManager, id: number, planId: number | null): Promise<void> {
    await this.workspaces.setPlan(id, planId, manager);
  }

  /**
   * The person whose personal workspace this is (see personalOf), if it is one: their
   * account shows its plan as theirs.
   */
  async personOf(manager: EntityManager, id: number): Promise<number | undefined> {
    const maker = await this.workspaces.owningMaker(manager, id);
    if (maker === undefined) return undefined;
    return (await this.workspaces.personalOf(maker, manager)) === id ? maker : undefined;
  }

  /** The owner who stands for the workspace (see WorkspacesRepository.planHolder). */
  planHolder(id: number): Promise<number | undefined> {
    return this.workspaces.planHolder(id);
  }

  /** The workspace a user keeps their own things in (see WorkspacesRepository.personalOf). */
  personalOf(userId: number): Promise<number | undefined> {
    return this.workspaces.personalOf(userId);
  }

  /** Locks a workspace's row for the caller's transaction (a limit checked against its contents, its plan changed). */
  lockForChange(manager: EntityManager, id: number): Promise<void> {
    return this.workspaces.lock(manager, id);
  }

  /** The caller's role in a workspace, or undefined when they are not a member. */
  async roleOf(actorId: number, id: number): Promise<WorkspaceRole | undefined> {
    return (await this.workspaces.ofMember(actorId, id))[0]?.role;
  }

  /**
   * A new workspace, the caller its owner. It starts on the Free Trial: a person owns at most
   * `free_trial_workspace_limit` such workspaces (their personal one included; platform
   * administrators have no limit), or each new one would bring another Free Trial's codes
   * and scans (403); and makes at most WORKSPACES_MADE_PER_HOUR an hour (429), so making
   * and deleting them in a loop gains nothing. The caller's memberships are locked first:
   * two requests cannot both pass the count.
   */
  async create(actor: Pick<User, 'id' | 'role'>, name: string): Promise<WorkspaceDto> {
    await this.counters.take('workspaces-made', actor.id, HOUR_MS, WORKSPACES_MADE_PER_HOUR, M.madeTooOften);
    const limit = isAdminRole(actor.role) ? 0 : (await this.settings.get()).free_trial_workspace_limit;
    const workspace = await this.workspaces.transaction(async (manager) => {
      if (limit > 0 && (await this.workspaces.freeTrialOwnedBy(manager, actor.id)) >= limit)
        throw new ForbiddenException(M.freeTrialWorkspaces);
      const made = await this.workspaces.create(manager, name, actor.id);
      await this.audit.record(manager, workspaceEntry('workspace.created', made.id, made.name));
      return made;
    });
    return this.get(actor.id, workspace.id);
  }

  /**
   * Its name and the zone of its analytics (null: its maker's profile zone again), by owners
   * and admins; whether its members must use two-factor sign-in, by owners.
   */
  async update(
    actorId: number,
    id: number,
    change: { name?: string; time_zone?: string | null; require_2fa?: boolean },
  ): Promise<WorkspaceDto> {
    // Requiring two-factor sign-in of everyone is a matter of the workspace's security: owners'.
    const before = await this.get(actorId, id, change.require_2fa === undefined ? 'manage' : 'own');
    const given = Object.entries(change).filter(([, value]) => value !== undefined);
    const { fields, changes } = auditChanges(before, { ...before, ...Object.fromEntries(given) }, [
      'name',
      'time_zone',
      'require_2fa',
    ]);
    await this.workspaces.transaction(async (manager) => {
      await this.workspaces.update(manager, id, {
        ...(change.name !== undefined && { name: change.name }),
        ...(change.time_zone !== undefined && { timeZone: change.time_zone }),
        ...(change.require_2fa !== undefined && { require2fa: change.require_2fa }),
      });
      if (fields.length) {
        const entry = workspaceEntry('workspace.updated', id, change.name ?? before.name);
        await this.audit.record(manager, { ...entry, details: { fields, changes } });
      }
    });
    // Scans keep their code's zone in memory: a new one holds from the next scan, on every replica.
    if (change.time_zone !== undefined && change.time_zone !== before.time_zone) {
      this.events.emit('workspace.changed', { workspaceId: id });
    }
    return this.get(actorId, id);
  }

  async members(actorId: number, id: number): Promise<WorkspaceMemberDto[]> {
    await this.get(actorId, id);
    const members = await this.workspaces.members(id);
    const users = new Map((await this.users.findByIds(members.map((m) => m.userId))).map((u) => [u.id, u]));
    return members.flatMap((m) => {
      const user = users.get(m.userId);
      return user
        ? [
            {
              user_id: m.userId,
              name: user.name,
              email: user.email,
              role: m.role,
              joined_at: m.joinedAt.toISOString(),
            },
          ]
        : [];
    });
  }

  /** Gives a member another role: owners and admins; only an owner touches an owner or makes one. */
  async changeRole(actorId: number, id: number, userId: number, role: WorkspaceRole): Promise<void> {
    await this.changeMembers(actorId, id, 'manage', async (manager, actorRole) => {
      const target = await this.workspaces.member(manager, id, userId);
      if (!target) throw new NotFoundException(M.memberNotFound);
      if ((target.role === 'owner' || role === 'owner') && actorRole !== 'owner') {
        throw new ForbiddenException(M.ownersOnly);
      }
      if (target.role === 'owner' && role !== 'owner') await this.keepAnOwner(manager, id);
      await this.workspaces.setRole(manager, id, userId, role);
      if (target.role !== role)
        await this.recordMember(manager, 'member.role_changed', id, userId, {
          role: { from: target.role, to: role },
        });
    });
  }

  /** Removes a member (owners and admins; an owner only by an owner), or the caller themself. */
  async removeMember(actorId: number, id: number, userId: number): Promise<void> {
    if (userId === actorId) return this.leave(actorId, id);
    await this.changeMembers(actorId, id, 'manage', async (manager, actorRole) => {
      const target = await this.workspaces.member(manager, id, userId);
      if (!target) throw new NotFoundException(M.memberNotFound);
      if (target.role === 'owner') {
        if (actorRole !== 'owner') throw new ForbiddenException(M.ownersOnly);
        await this.keepAnOwner(manager, id);
      }
      await this.endMembership(manager, id, userId);
      await this.recordMember(manager, 'member.removed', id, userId, { role: target.role });
    });
  }

  async leave(actorId: number, id: number): Promise<void> {
    await this.changeMembers(actorId, id, 'read', async (manager, actorRole) => {
      if (actorRole === 'owner') await this.keepAnOwner(manager, id);
      await this.endMembership(manager, id, actorId);
      await this.recordMember(manager, 'member.left', id, actorId, { role: actorRole });
    });
  }

  /**
   * Deletes a workspace (its owners): its members and pending invitations go with it. Not
   * the owner's only one (409: everyone keeps one); another member left with none gets a
   * personal workspace, as at registration.
   */
  async remove(actorId: number, id: number): Promise<void> {
    const after: (() => void)[] = [];
    await this.changeMembers(actorId, id, 'own', async (manager) => {
      after.length = 0;
      const members = (await this.workspaces.members(id, manager)).map((m) => m.userId);
      // The entry outlives the workspace: its own log stays readable to platform administrators.
      await this.audit.record(manager, {
        ...workspaceEntry('workspace.deleted', id, await this.workspaces.nameOf(manager, id)),
        details: { members: members.length },
      });
      after.push(...(await this.delete(manager, id)));
      // Refused inside the transaction, so that nothing of the deletion stays.
      if ((await this.workspaces.withoutWorkspace(manager, [actorId])).length) {
        throw new ConflictException(M.onlyWorkspace);
      }
      await this.keepOneEach(manager, members);
    });
    for (const then of after) then();
  }

  /** Hands the workspace to another member: they become an owner, the caller an admin. */
  async transfer(actorId: number, id: number, userId: number): Promise<void> {
    await this.changeMembers(actorId, id, 'own', async (manager) => {
      const target = await this.workspaces.member(manager, id, userId);
      if (!target) throw new NotFoundException(M.memberNotFound);
      if (userId === actorId) return;
      await this.workspaces.setRole(manager, id, userId, 'owner');
      await this.workspaces.setRole(manager, id, actorId, 'admin');
      const handedOver = { transfer: true };
      if (target.role !== 'owner')
        await this.recordMember(manager, 'member.role_changed', id, userId, {
          role: { from: target.role, to: 'owner' },
          ...handedOver,
        });
      await this.recordMember(manager, 'member.role_changed', id, actorId, {
        role: { from: 'owner', to: 'admin' },
        ...handedOver,
      });
    });
  }

  /**
   * A change of members in one transaction with the workspace locked, the caller's role read
   * inside it, so that two changes cannot both take the last owner away.
   */
  private changeMembers(
    actorId: number,
    id: number,
    power: Power,
    change: (manager: EntityManager, actorRole: WorkspaceRole) => Promise<void>,
  ): Promise<void> {
    return retryDeadlocks(
      () =>
        this.workspaces.transaction(async (manager) => {
          await this.workspaces.lock(manager, id);
          const actor = await this.workspaces.member(manager, id, actorId);
          await change(manager, allow(actor?.role, power));
        }),
      DEADLOCK_TRIES,
    );
  }

  /** Everyone keeps at least one workspace: those of these users left without any get a personal one. */
  private async keepOneEach(manager: EntityManager, userIds: readonly number[]): Promise<void> {
    const alone = await this.workspaces.withoutWorkspace(manager, userIds);
    if (!alone.length) return;
    for (const user of await this.users.findByIds(alone)) await this.createPersonal(manager, user);
  }

  /** A member's entry, in the transaction of the change: the member named by their email. */
  private async recordMember(
    manager: EntityManager,
    action: 'member.role_changed' | 'member.removed' | 'member.left',
    id: number,
    userId: number,
    details: Record<string, unknown>,
  ): Promise<void> {
    const [user] = await this.users.findByIds([userId]);
    const entry: AuditRecord = {
      action,
      workspaceId: id,
      target: { type: 'member', id: userId, label: user?.email ?? `user ${userId}` },
      details,
    };
    await this.audit.record(manager, entry);
  }

  private async keepAnOwner(manager: EntityManager, id: number): Promise<void> {
    if ((await this.workspaces.owners(manager, id)) <= 1) throw new ConflictException(M.lastOwner);
  }
}

function workspaceDto(w: MemberWorkspace, current: number | undefined, zone = 'UTC'): WorkspaceDto {
  return {
    id: w.id,
    name: w.name,
    role: w.role,
    members: w.members,
    plan_id: w.planId,
    created_at: w.createdAt.toISOString(),
    current: w.id === current,
    time_zone: w.timeZone,
    analytics_time_zone: zone,
    require_2fa: w.require2fa,
  };
}

/** An entry about the workspace itself, in its own log. */
function workspaceEntry(
  action: 'workspace.created' | 'workspace.updated' | 'workspace.deleted',
  id: number,
  name: string,
): AuditRecord {
  return { action, workspaceId: id, target: { type: 'workspace', id, label: name } };
}
