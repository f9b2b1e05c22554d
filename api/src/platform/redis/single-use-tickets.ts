import { createHash, randomBytes } from 'node:crypto';
import type { SharedStore } from './shared-store';

export interface IssuedTicket {
  ticket: string;
  expires_at: string;
}

/**
 * Short-lived, single-use tickets for requests that cannot carry the Authorization header
 * (an EventSource, a download the browser saves by itself), each standing for a value (a
 * user, what they asked for). Kept in the shared store, so a ticket issued by one replica
 * is redeemed on another, once. Only the ticket's hash is kept: whoever reads the store
 * cannot use what they read.
 */
export class SingleUseTickets<T> {
  constructor(
    private readonly store: SharedStore,
    private readonly prefix: string,
    private readonly seconds: number,
  ) {}

  async issue(value: T, now = new Date()): Promise<IssuedTicket> {
    const ticket = randomBytes(24).toString('base64url');
    await this.store.set(this.prefix + hashOf(ticket), JSON.stringify(value), this.seconds);
    return { ticket, expires_at: new Date(now.getTime() + this.seconds * 1000).toISOString() };
  }

  /** What the ticket was issued for, once; null for an unknown, expired or used one. */
  async redeem(ticket: string): Promise<T | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(ticket)) return null;
    const value = await this.store.take(this.prefix + hashOf(ticket));
    return value === null ? null : (JSON.parse(value) as T);
  }
}

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('base64url');
