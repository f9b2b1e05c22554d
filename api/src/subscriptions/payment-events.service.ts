import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { PaymentEvent } from './payment-event.entity';

/**
 * Makes each webhook event take effect once (DESIGN.md decision 22). The event id is
 * written first; the unique index turns away every repetition, concurrent ones included. If
 * applying the event fails, the id is removed again so the gateway's retry can apply it.
 */
@Injectable()
export class PaymentEventsService {
  constructor(@InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>) {}

  /** Runs `apply` unless the event was seen before; answers whether it ran. */
  async once(
    gateway: PaymentEvent['gateway'],
    eventId: string,
    type: string,
    apply: () => Promise<void>,
  ): Promise<boolean> {
    try {
      await this.events.insert({ gateway, eventId, type: type.slice(0, 100) });
    } catch (error) {
      if (await this.events.existsBy({ gateway, eventId })) return false;
      throw error;
    }
    try {
      await apply();
      return true;
    } catch (error) {
      await this.events.delete({ gateway, eventId });
      throw error;
    }
  }
}
