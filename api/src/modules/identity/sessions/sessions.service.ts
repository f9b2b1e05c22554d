import { Inject, Injectable, Logger, NotFoundException, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SESSION_ACTIVITY_SECONDS, SESSIONS_MESSAGES, type SessionDto } from '@qrpanel/contracts';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { errorText } from '../../../platform/common/errors';
import { DomainEvents } from '../../../platform/events/domain-events';
import { loadCountries } from '../../../platform/geo/country-of-ip';
import { Jobs } from '../../../platform/jobs/jobs.service';
import { IDENTITY_JOBS } from '../identity-jobs';
import { LiveSessions } from './live-sessions';
import { describeClient, type SignInClient } from './session-client';
import { lifetimeMs } from './session-lifetime';
import type { Session } from './session.entity';
import { SessionsRepository } from './sessions.repository';

const ACTIVITY_MS = SESSION_ACTIVITY_SECONDS * 1000;
/** Expired rows answer nothing (their tokens are refused by their expiry): purged hourly. */
const PURGE_EVERY_MS = 60 * 60_000;
/** Kept a day past expiry, so a clock a little off never purges a token still accepted. */
const PURGE_GRACE_MS = 24 * 60 * 60_000;
const PURGE_BATCH = 1000;
/** Ids are int columns: a larger one names no session, and is not looked up. */
const MAX_ID = 2_147_483_647;

/**
 * Sign-in sessions: opened at each sign-in (AuthService.session), checked on every
 * authenticated request (JwtStrategy), listed and revoked by their user.
 */
@Injectable()
export class SessionsService implements OnModuleInit {
  private readonly logger = new Logger('Sessions');
  private readonly lifetime: number;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly live: LiveSessions,
    private readonly events: DomainEvents,
    private readonly jobs: Jobs,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.lifetime = lifetimeMs(config.jwtExpiresIn);
  }

  onModuleInit(): void {
    this.jobs.every(IDENTITY_JOBS.sessionPurge, PURGE_EVERY_MS, () => this.purgeExpired());
    // The country of a sign-in's address; until read (a second), sessions have none.
    loadCountries().catch((e: unknown) => this.logger.warn(`No countries for sessions: ${errorText(e)}`));
  }

  /**
   * Opens a session for a sign-in and answers its id, the token's `sid`; `within` runs in the
   * transaction that opens it.
   */
  async open(
    userId: number,
    client: SignInClient = {},
    now = new Date(),
    within?: (manager: EntityManager) => Promise<void>,
  ): Promise<number> {
    const trusted = this.config.trustProxy ? client : { ...client, proxyCountry: undefined };
    const expiresAt = new Date(now.getTime() + this.lifetime);
    return (await this.sessions.open(userId, describeClient(trusted), now, expiresAt, within)).id;
  }

  /**
   * Whether `id` is a live session of the user; marks it active, in the database at most once
   * a minute. Read from this replica's memory when it can: no query on most requests.
   */
  async isLive(id: number, userId: number, now = new Date()): Promise<boolean> {
    if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) return false;
    let session = this.live.get(id);
    if (!session) {
      const mark = this.live.mark();
      const row = await this.sessions.find(id, userId);
      if (!row) return false;
      session = { userId: row.userId, lastActiveAt: row.lastActiveAt.getTime() };
      this.live.remember(id, session, mark);
    }
    if (session.userId !== userId) return false;
    if (now.getTime() - session.lastActiveAt >= ACTIVITY_MS) {
      session.lastActiveAt = now.getTime();
      await this.sessions.touch(id, now, ACTIVITY_MS);
    }
    return true;
  }

  async list(userId: number, currentId: number | undefined): Promise<SessionDto[]> {
    return (await this.sessions.ofUser(userId)).map((s) => viewOf(s, s.id === currentId));
  }

  /** Revokes one of the user's sessions (their current one too: that is signing out). */
  async revoke(userId: number, id: number): Promise<void> {
    if (id < 1 || id > MAX_ID || !(await this.sessions.remove(id, userId))) {
      throw new NotFoundException(SESSIONS_MESSAGES.notFound);
    }
    this.revoked([id]);
  }

  /** Revokes all the user's sessions but `keep` (all of them without it); answers how many. */
  async revokeAllBut(userId: number, keep: number | undefined): Promise<number> {
    const ids = await this.sessions.removeAllBut(userId, keep);
    this.revoked(ids);
    return ids.length;
  }

  /** Deletes the sessions long expired, a batch at a time. */
  async purgeExpired(now = new Date()): Promise<void> {
    const before = new Date(now.getTime() - PURGE_GRACE_MS);
    while ((await this.sessions.purgeExpired(before, PURGE_BATCH)) === PURGE_BATCH);
  }

  /** Every replica forgets them at once: their tokens answer 401 on the next request. */
  private revoked(ids: number[]): void {
    if (ids.length > 0) this.events.emit('session.revoked', { sessionIds: ids });
  }
}

function viewOf(session: Session, current: boolean): SessionDto {
  return {
    id: session.id,
    browser: session.browser,
    os: session.os,
    ...(session.device ? { device: session.device } : {}),
    country: session.country,
    created_at: session.createdAt.toISOString(),
    last_active_at: session.lastActiveAt.toISOString(),
    current,
  };
}
