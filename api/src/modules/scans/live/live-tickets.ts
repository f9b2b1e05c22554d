import { Injectable } from '@nestjs/common';
import {
  LIVE_MESSAGES,
  LIVE_TICKETS_PER_USER,
  LIVE_TICKET_SECONDS,
  type LiveTicket,
} from '@qrpanel/contracts';
import { SharedStore } from '../../../platform/redis/shared-store';
import { SingleUseTickets } from '../../../platform/redis/single-use-tickets';

/** Whom a ticket stands for: the user it was issued to, in the workspace they were in. */
export interface LiveTicketHolder {
  userId: number;
  workspaceId: number;
}

/**
 * Tickets that open the live stream once where no Authorization header can be sent
 * (EventSource), each standing for the user it was issued to.
 */
@Injectable()
export class LiveTickets {
  private readonly tickets: SingleUseTickets<LiveTicketHolder>;

  constructor(store: SharedStore) {
    this.tickets = new SingleUseTickets(store, 'qrpanel:live-ticket:', LIVE_TICKET_SECONDS, {
      max: LIVE_TICKETS_PER_USER,
      holderOf: (holder) => holder.userId,
      message: LIVE_MESSAGES.tooManyTickets,
    });
  }

  issue(holder: LiveTicketHolder, now = new Date()): Promise<LiveTicket> {
    return this.tickets.issue(holder, now);
  }

  /** Whom the ticket was issued to, once; null for an unknown, expired or used one. */
  redeem(ticket: string): Promise<LiveTicketHolder | null> {
    return this.tickets.redeem(ticket);
  }
}
