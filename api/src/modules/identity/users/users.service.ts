import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, In, Repository } from 'typeorm';
import { MESSAGES, type ColorScheme, type Language, type Role, type SortField } from '@qrpanel/contracts';
import type { Paging } from '../../../platform/common/list-query';
import { retryDeadlocks } from '../../../platform/database/deadlock';
import { readPage } from '../../../platform/database/paged-query';
import { PasswordService } from '../auth/password.service';
import { DomainEvents } from '../../../platform/events/domain-events';
import { SuperAdminLock } from './super-admin-lock.repository';
import { User } from './user.entity';
import { UserStatsRepository } from './user-stats.repository';
import { UserLock } from './user-lock.repository';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { USER_DELETED, type UserDeleted } from './user-deleted.job';
import { AuditLog } from '../../audit';

const USER_SORT_COLUMNS: Record<SortField<'users'>, string> = {
  created_at: 'u.createdAt',
  name: 'u.name',
  email: 'u.email',
  role: 'u.role',
};

@Injectable()
export class UsersService {
  private readonly removeHooks: ((userId: number) => Promise<void>)[] = [];
  private readonly credentialHooks: ((userId: number) => Promise<void>)[] = [];
  private readonly removingHooks: ((manager: EntityManager, userId: number) => Promise<void>)[] = [];
  private readonly creatingHooks: ((manager: EntityManager, user: User) => Promise<void>)[] = [];

  constructor(
    private readonly stats: UserStatsRepository,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly passwords: PasswordService,
    private readonly events: DomainEvents,
    private readonly superAdmins: SuperAdminLock,
    private readonly userLock: UserLock,
    private readonly jobs: Jobs,
    private readonly audit: AuditLog,
  ) {}

  findById(id: number, manager: EntityManager = this.users.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  /** The users of these ids that exist. */
  findByIds(ids: readonly number[]): Promise<User[]> {
    return ids.length ? this.users.findBy({ id: In([...ids]) }) : Promise.resolve([]);
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  /** The IANA zone the user's analytics read hours in ('UTC' for a user that is gone). */
  async timeZoneOf(id: number): Promise<string> {
    const user = await this.users.findOne({ where: { id }, select: { id: true, timeZone: true } });
    return user?.timeZone ?? 'UTC';
  }

  async getById(id: number, manager?: EntityManager): Promise<User> {
    const user = await this.findById(id, manager);
    if (!user) throw new NotFoundException(MESSAGES.userNotFound);
    return user;
  }

  /** Users, newest first unless sorted, searched by name or email; a page of them when one is asked. */
  list(paging: Paging): Promise<{ rows: User[]; total: number }> {
    return readPage(this.users.createQueryBuilder('u'), paging, USER_SORT_COLUMNS, ['u.name', 'u.email']);
  }

  /** Accounts made per UTC month ('YYYY-MM'), from the start of a month on. */
  joinedByMonthSince(month: string): Promise<Map<string, number>> {
    return this.stats.joinedByMonthSince(month);
  }

  count(): Promise<number> {
    return this.users.count();
  }

  /**
   * `password` null: an account single sign-on makes, without a password (an empty hash,
   * which no password matches); a password reset gives it one.
   */
  async create(input: { name: string; email: string; password: string | null; role?: Role }): Promise<User> {
    const email = input.email.toLowerCase();
    if (await this.findByEmail(email)) throw new ConflictException(MESSAGES.emailTaken);
    const user = this.users.create({
      name: input.name,
      email,
      role: input.role ?? 'user',
      passwordHash: input.password === null ? '' : await this.passwords.hash(input.password),
    });
    try {
      // The account and what comes with it (a personal workspace) are made together.
      return await this.users.manager.transaction(async (manager) => {
        const saved = await manager.save(user);
        for (const hook of this.creatingHooks) await hook(manager, saved);
        return saved;
      });
    } catch (e) {
      // Two registrations racing for one email: the unique index decides.
      if (await this.findByEmail(email)) throw new ConflictException(MESSAGES.emailTaken);
      throw e;
    }
  }

  async updateProfile(
    user: User,
    input: {
      name: string;
      email: string;
      time_zone?: string;
      color_scheme?: ColorScheme;
      language?: Language | null;
    },
  ): Promise<User> {
    const email = input.email.toLowerCase();
    if (email !== user.email) {
      const other = await this.findByEmail(email);
      if (other && other.id !== user.id) throw new ConflictException(MESSAGES.emailTaken);
    }
    const emailChanged = email !== user.email;
    const zoneChanged = input.time_zone !== undefined && input.time_zone !== user.timeZone;
    user.name = input.name;
    user.email = email;
    if (input.time_zone !== undefined) user.timeZone = input.time_zone;
    if (input.color_scheme !== undefined) user.colorScheme = input.color_scheme;
    if (input.language !== undefined) user.language = input.language;
    const saved = await this.users.save(user);
    if (emailChanged) await this.credentialsChanged(user.id);
    // Scans of their codes read the hour of the week in it (kept with each code in memory).
    if (zoneChanged) this.events.emit('user.changed', { userId: user.id });
    return saved;
  }

  /** Sets a new password and ends every session opened before. */
  async setPassword(user: User, password: string): Promise<User> {
    user.passwordHash = await this.passwords.hash(password);
    user.tokenVersion += 1;
    const saved = await this.users.save(user);
    await this.credentialsChanged(user.id);
    return saved;
  }

  /**
   * Sets the user's plan column. Billing decides the plan (PlanAssignmentService); the users
   * table is identity's to write, in the transaction of billing's change, which holds the
   * user's lock (lockForChange).
   */
  async setPlanId(userId: number, planId: number | null, manager: EntityManager): Promise<void> {
    await manager.update(User, { id: userId }, { subscriptionPlanId: planId });
  }

  /**
   * Locks the user's row until the transaction of `manager` ends, so that changes to what
   * the user holds (their subscriptions, their plan, their codes against its limit) take
   * turns, whichever replica makes them. Take it first in the transaction: MariaDB's plain
   * reads then see what the previous holder committed (a transaction's snapshot starts at
   * its first plain read).
   */
  lockForChange(manager: EntityManager, userId: number): Promise<void> {
    return this.userLock.lock(manager, userId);
  }

  /**
   * Runs `hook` after a user's email or password changed, for what was granted to the
   * account as it was (password reset links, for one).
   */
  afterCredentialsChange(hook: (userId: number) => Promise<void>): void {
    this.credentialHooks.push(hook);
  }

  private async credentialsChanged(userId: number): Promise<void> {
    for (const hook of this.credentialHooks) await hook(userId);
  }

  async changeRole(id: number, role: Role): Promise<User> {
    return this.superAdmins.run(async (manager) => {
      const user = await manager.findOneBy(User, { id });
      if (!user) throw new NotFoundException(MESSAGES.userNotFound);
      if (user.role === role) return user;
      if (user.role === 'super_admin') await assertNotLastSuperAdmin(manager);
      const before = user.role;
      user.role = role;
      user.tokenVersion += 1;
      const saved = await manager.save(user);
      await this.audit.record(manager, {
        action: 'user.role_changed',
        workspaceId: null,
        target: { type: 'user', id: user.id, label: user.email },
        details: { role: { from: before, to: role } },
      });
      return saved;
    });
  }

  /**
   * Runs `hook` before any user is deleted, for what the deletion's cascade cannot do
   * (ending a subscription at a payment gateway, for one).
   */
  beforeRemove(hook: (userId: number) => Promise<void>): void {
    this.removeHooks.push(hook);
  }

  /** Runs `hook` in the transaction that makes a user, after their row is saved. */
  whileCreating(hook: (manager: EntityManager, user: User) => Promise<void>): void {
    this.creatingHooks.push(hook);
  }

  /**
   * Runs `hook` in the deleting transaction, before the user (and by cascade their codes)
   * is deleted, for rows kept per user without a foreign key.
   */
  whileRemoving(hook: (manager: EntityManager, userId: number) => Promise<void>): void {
    this.removingHooks.push(hook);
  }

  async remove(actor: User, id: number): Promise<void> {
    if (actor.id === id) throw new BadRequestException(MESSAGES.cannotDeleteSelf);
    const user = await this.getById(id);
    // Checked before the hooks too, so a refused deletion ends nothing at a gateway.
    if (user.role === 'super_admin') await assertNotLastSuperAdmin(this.users.manager);
    for (const hook of this.removeHooks) await hook(user.id);
    // The hooks take the user's roll-ups off everyone's, rows a roll-up pass may be adding
    // to: a deadlock between the two rolls this back whole, to run again.
    await retryDeadlocks(() =>
      this.superAdmins.run(async (manager) => {
        const current = await manager.findOneBy(User, { id });
        if (!current) throw new NotFoundException(MESSAGES.userNotFound);
        if (current.role === 'super_admin') await assertNotLastSuperAdmin(manager);
        for (const hook of this.removingHooks) await hook(manager, id);
        await manager.delete(User, { id });
        await this.audit.record(manager, {
          action: 'user.deleted',
          workspaceId: null,
          target: { type: 'user', id, label: current.email },
          details: { role: current.role },
        });
        await this.jobs.enqueue(USER_DELETED, { userId: id } satisfies UserDeleted, { manager });
      }),
    );
    // Their codes went with them (foreign key): scans must stop finding them.
    this.events.emit('user.changed', { userId: user.id });
  }
}

async function assertNotLastSuperAdmin(manager: EntityManager): Promise<void> {
  if ((await manager.countBy(User, { role: 'super_admin' })) <= 1) {
    throw new BadRequestException(MESSAGES.lastSuperAdmin);
  }
}
