import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { PaymentEvent } from './payment-event.entity';

/** A genuine event that disagrees with the plan: recorded with why, and not applied. */
export interface Refusal {
  subscriptionId: number;
  reason: string;
}

const REASON_MAX = 255;

/**
 * Makes each webhook event take effect once (docs/product.md, Payments). The event id is
 * written first; the unique index turns away every repetition, concurrent ones included. If
 * applying the event fails, the id is removed again so the gateway's retry can apply it.
 */
@Injectable()
export class PaymentEventsService {
  constructor(@InjectRepository(PaymentEvent) private readonly events: Repository<PaymentEvent>) {}

  /**
   * Runs `apply` unless the event was seen before; answers whether it ran. When `apply`
   * answers a refusal, the event is kept as refused, with its reason, for administrators.
   */
  async once(
    gateway: PaymentEvent['gateway'],
    eventId: string,
    type: string,
    apply: () => Promise<Refusal | void>,
  ): Promise<boolean> {
    try {
      await this.events.insert({ gateway, eventId, type: type.slice(0, 100) });
    } catch (error) {
      if (await this.events.existsBy({ gateway, eventId })) return false;
      throw error;
    }
    try {
      const refusal = await apply();
      if (refusal)
        await this.events.update(
          { gateway, eventId },
          {
            outcome: 'refused',
            reason: refusal.reason.slice(0, REASON_MAX),
            subscriptionId: refusal.subscriptionId,
          },
        );
      return true;
    } catch (error) {
      await this.events.delete({ gateway, eventId });
      throw error;
    }
  }

  /** The refused events of these subscriptions, newest first, by subscription. */
  async refusedFor(subscriptionIds: number[]): Promise<Map<number, PaymentEvent[]>> {
    const bySubscription = new Map<number, PaymentEvent[]>();
    if (!subscriptionIds.length) return bySubscription;
    const refused = await this.events.find({
      where: { outcome: 'refused', subscriptionId: In(subscriptionIds) },
      order: { id: 'DESC' },
    });
    for (const event of refused) {
      const id = event.subscriptionId as number;
      bySubscription.set(id, [...(bySubscription.get(id) ?? []), event]);
    }
    return bySubscription;
  }

  /** Subscriptions with at least one refused event. */
  async subscriptionsWithRefusals(): Promise<number[]> {
    const rows = await this.events
      .createQueryBuilder('e')
      .select('DISTINCT e.subscription_id', 'id')
      .where('e.outcome = :refused', { refused: 'refused' })
      .getRawMany<{ id: number | string }>();
    return rows.map((r) => Number(r.id));
  }
}
