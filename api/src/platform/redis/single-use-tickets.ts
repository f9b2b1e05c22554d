import { createHash, randomBytes } from 'node:crypto';
import { TooManyRequestsException } from '../common/too-many-requests';
import type { SharedStore } from './shared-store';

export interface IssuedTicket {
  ticket: string;
  expires_at: string;
}

/** How many tickets one holder may have unused at once, and the message past that. */
export interface TicketsPerHolder<T> {
  max: number;
  holderOf: (value: T) => number | string;
  message: string;
}

/**
 * Short-lived, single-use tickets for requests that cannot carry the Authorization header
 * (an EventSource, a download the browser saves by itself), each standing for a value (a
 * user, what they asked for). Kept in the shared store, so a ticket issued by one replica
 * is redeemed on another, once. Only the ticket's hash is kept: whoever reads the store
 * cannot use what they read. With `perHolder`, a holder (a user) has at most so many tickets
 * unused at once, each counted until it is used or expires: past it, 429 with Retry-After
 * (when the first of theirs expires), so nobody fills the store with tickets.
 */
export class SingleUseTickets<T> {
  constructor(
    private readonly store: SharedStore,
    private readonly prefix: string,
    private readonly seconds: number,
    private readonly perHolder?: TicketsPerHolder<T>,
  ) {}

  async issue(value: T, now = new Date()): Promise<IssuedTicket> {
    const ticket = randomBytes(24).toString('base64url');
    const hash = hashOf(ticket);
    if (this.perHolder) {
      const { max, message } = this.perHolder;
      const wait = await this.store.hold(this.heldKey(value), hash, this.seconds, max, now.getTime());
      if (wait > 0) throw new TooManyRequestsException(message, Math.ceil(wait / 1000));
    }
    await this.store.set(this.prefix + hash, JSON.stringify(value), this.seconds);
    return { ticket, expires_at: new Date(now.getTime() + this.seconds * 1000).toISOString() };
  }

  /** What the ticket was issued for, once; null for an unknown, expired or used one. */
  async redeem(ticket: string): Promise<T | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
    const hash = hashOf(ticket);
    const value = await this.store.take(this.prefix + hash);
    if (value === null) return null;
    const held = JSON.parse(value) as T;
    if (this.perHolder) await this.store.release(this.heldKey(held), hash);
    return held;
  }

  private heldKey(value: T): string {
    return `${this.prefix}held:${this.perHolder!.holderOf(value)}`;
  }
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
