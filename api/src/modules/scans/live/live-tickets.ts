import { Injectable } from '@nestjs/common';
import {
  LIVE_MESSAGES,
  LIVE_TICKETS_PER_USER,
  LIVE_TICKET_SECONDS,
  type LiveTicket,
} from '@qrpanel/contracts';
import { SharedStore } from '../../../platform/redis/shared-store';
import { SingleUseTickets } from '../../../platform/redis/single-use-tickets';

/**
 * Tickets that open the live stream once where no Authorization header can be sent
 * (EventSource), each standing for the user it was issued to.
 */
@Injectable()
export class LiveTickets {
  private readonly tickets: SingleUseTickets<number>;

  constructor(store: SharedStore) {
    this.tickets = new SingleUseTickets(store, 'qrpanel:live-ticket:', LIVE_TICKET_SECONDS, {
      max: LIVE_TICKETS_PER_USER,
      holderOf: (userId) => userId,
      message: LIVE_MESSAGES.tooManyTickets,
    });
  }

  issue(userId: number, now = new Date()): Promise<LiveTicket> {
    return this.tickets.issue(userId, now);
  }

  /** The user the ticket was issued to, once; null for an unknown, expired or used one. */
  redeem(ticket: string): Promise<number | null> {
    return this.tickets.redeem(ticket);
  }
}
