import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Not, Repository, type EntityManager } from 'typeorm';
import type { ClientDescription } from './session-client';
import { Session } from './session.entity';

/** The sessions table; nothing else reads or writes it. */
@Injectable()
export class SessionsRepository {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** `within` runs in the transaction that opens it (the audit log's entry of the sign-in). */
  async open(
    userId: number,
    client: ClientDescription,
    now: Date,
    expiresAt: Date,
    within?: (manager: EntityManager) => Promise<void>,
  ): Promise<Session> {
    return this.sessions.manager.transaction(async (manager) => {
      const session = await manager.save(
        manager.create(Session, { userId, ...client, createdAt: now, lastActiveAt: now, expiresAt }),
      );
      await within?.(manager);
      return session;
    });
  }

  find(id: number, userId: number): Promise<Session | null> {
    return this.sessions.findOneBy({ id, userId });
  }

  /** The user's sessions, the most recently active first. */
  ofUser(userId: number): Promise<Session[]> {
    return this.sessions.find({ where: { userId }, order: { lastActiveAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Marks the session active at `now`, unless another request (on any replica) did within
   * the interval: at most one write a minute per session, whichever replica answers.
   */
  async touch(id: number, now: Date, intervalMs: number): Promise<void> {
    await this.sessions.update(
      { id, lastActiveAt: LessThan(new Date(now.getTime() - intervalMs)) },
      { lastActiveAt: now },
    );
  }

  /** Deletes the user's session of this id; false when the user has none of it. */
  async remove(id: number, userId: number): Promise<boolean> {
    return ((await this.sessions.delete({ id, userId })).affected ?? 0) > 0;
  }

  /** Deletes the user's sessions but `keep` (all of them without it); answers the ids deleted. */
  async removeAllBut(userId: number, keep?: number): Promise<number[]> {
    const where = keep === undefined ? { userId } : { userId, id: Not(keep) };
    const ids = (await this.sessions.find({ where, select: { id: true } })).map((s) => s.id);
    if (ids.length > 0) await this.sessions.delete({ userId, id: In(ids) });
    return ids;
  }

  /** Deletes sessions whose token expired before `before`, at most `limit` of them. */
  async purgeExpired(before: Date, limit: number): Promise<number> {
    const expired = await this.sessions.find({
      where: { expiresAt: LessThan(before) },
      select: { id: true },
      take: limit,
    });
    if (expired.length === 0) return 0;
    await this.sessions.delete({ id: In(expired.map((s) => s.id)) });
    return expired.length;
  }
}
