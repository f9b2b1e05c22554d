import { Injectable, OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../../../platform/events/domain-events';

/** What a replica remembers of a live session. */
export interface LiveSession {
  userId: number;
  /** When this replica last knew the session active (ms): the next write is due a minute on. */
  lastActiveAt: number;
}

/** More live sessions than this on one replica: forgotten all at once, read again as they come. */
const MAX_REMEMBERED = 50_000;

/**
 * The sessions this replica knows to be live, so that an authenticated request does not read
 * the sessions table. A revocation anywhere reaches every replica as 'session.revoked' (over
 * Redis with REDIS_URL) and takes the ids out at once; when events may have been missed, all
 * is forgotten.
 */
@Injectable()
export class LiveSessions implements OnModuleInit {
  private readonly live = new Map<number, LiveSession>();
  /**
   * Counts the revocations heard: a session read from the database while one arrived may be
   * the revoked one, read just before its row went, and is not remembered.
   */
  private revocations = 0;

  constructor(private readonly events: DomainEvents) {}

  onModuleInit(): void {
    this.events.on('session.revoked', ({ sessionIds }) => this.forget(sessionIds));
    this.events.on('events.missed', () => {
      this.revocations += 1;
      this.live.clear();
    });
  }

  get(id: number): LiveSession | undefined {
    return this.live.get(id);
  }

  /** A mark to hand back to remember(): taken before the database is read. */
  mark(): number {
    return this.revocations;
  }

  remember(id: number, session: LiveSession, mark: number): void {
    if (mark !== this.revocations) return;
    if (this.live.size >= MAX_REMEMBERED) this.live.clear();
    this.live.set(id, session);
  }

  private forget(ids: unknown): void {
    this.revocations += 1;
    if (!Array.isArray(ids)) return this.live.clear();
    for (const id of ids) this.live.delete(id as number);
  }
}
